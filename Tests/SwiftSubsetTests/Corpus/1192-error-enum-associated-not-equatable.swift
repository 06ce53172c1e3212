enum Shape {
    case circle(Double)
}
print(Shape.circle(1) == Shape.circle(1))
