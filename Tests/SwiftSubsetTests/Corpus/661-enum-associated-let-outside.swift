enum Shape {
    case circle(radius: Double)
    case rect(w: Double, h: Double)
}
func area(_ s: Shape) -> Double {
    switch s {
    case let .circle(r):
        return 3.0 * r * r
    case .rect(let w, let h):
        return w * h
    }
}
print(area(.circle(radius: 2)))
print(area(Shape.rect(w: 2, h: 5)))
print(Shape.circle(radius: 1))
