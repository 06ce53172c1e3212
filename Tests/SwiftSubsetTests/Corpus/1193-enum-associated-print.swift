enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
}
print(Shape.circle(radius: 1.5))
print(Shape.rect(width: 2, height: 3))
