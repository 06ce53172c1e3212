protocol Drawable {
    func draw() -> String
}
struct Box: Drawable {
    var size = 1
}
