protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
struct Circle: Shape {
    var radius: Double
    func area() -> Double { 3.0 * radius * radius }
}
let shapes: [Shape] = [Square(side: 2), Circle(radius: 1)]
var total = 0.0
for s in shapes {
    total += s.area()
}
print(total)
