protocol Shape {
    func area() -> Double
}
let s = Shape()
