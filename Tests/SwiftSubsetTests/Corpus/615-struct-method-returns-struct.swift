struct Vector {
    var dx: Int
    var dy: Int
    func scaled(by k: Int) -> Vector {
        return Vector(dx: dx * k, dy: dy * k)
    }
    func length2() -> Int { dx * dx + dy * dy }
}
let v = Vector(dx: 1, dy: 2)
let w = v.scaled(by: 3)
print(w, w.length2())
