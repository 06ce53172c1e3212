protocol Drawable { func draw() -> String }
protocol Sized { var size: Int { get } }
typealias Widget = Drawable & Sized
struct Button: Drawable, Sized {
    var size: Int
    func draw() -> String { "[" + String(repeating: "-", count: size) + "]" }
}
let w: Widget = Button(size: 3)
print(w.draw(), w.size)
