protocol Shape { func draw() -> String }
struct Square: Shape {
    var size: Int
    func draw() -> String { String(repeating: "#", count: size) }
}
func makeShape() -> some Shape {
    Square(size: 4)
}
let s = makeShape()
print(s.draw())
print(s)
