struct Vector {
    var x: Int
    var y: Int
}
func + (lhs: Vector, rhs: Vector) -> Vector {
    Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
}
func * (lhs: Vector, rhs: Int) -> Vector {
    Vector(x: lhs.x * rhs, y: lhs.y * rhs)
}
let v = Vector(x: 1, y: 2) + Vector(x: 3, y: 4)
print(v)
print((v * 2).y)
