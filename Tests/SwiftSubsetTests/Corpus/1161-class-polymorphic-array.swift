class Shape {
    func area() -> Double { 0 }
}
class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override func area() -> Double { side * side }
}
class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r }
    override func area() -> Double { 3.0 * r * r }
}
let shapes: [Shape] = [Square(side: 2), Circle(r: 1)]
for s in shapes { print(s.area()) }
