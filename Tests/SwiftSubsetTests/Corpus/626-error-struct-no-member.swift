struct Point {
    var x: Int
}
let p = Point(x: 1)
print(p.z)
