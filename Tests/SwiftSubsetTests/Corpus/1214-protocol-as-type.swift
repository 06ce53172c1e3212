protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
struct Rectangle: Shape {
    var w: Double, h: Double
    func area() -> Double { w * h }
}
let shapes: [any Shape] = [Square(side: 2), Rectangle(w: 2, h: 3)]
var total = 0.0
for s in shapes { total += s.area() }
print(total)
