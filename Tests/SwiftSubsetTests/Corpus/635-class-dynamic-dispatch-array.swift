class Shape {
    func area() -> Double { 0 }
    func name() -> String { "shape" }
}
class Square: Shape {
    var side: Double
    init(side: Double) { self.side = side }
    override func area() -> Double { side * side }
    override func name() -> String { "square" }
}
class Circle: Shape {
    var r = 1.0
    override func area() -> Double { 3.0 * r * r }
}
let shapes: [Shape] = [Square(side: 2), Circle(), Shape()]
for s in shapes {
    print(s.name(), s.area())
}
