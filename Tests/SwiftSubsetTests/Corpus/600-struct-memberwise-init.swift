struct Point {
    var x: Int
    var y: Int
}
let p = Point(x: 3, y: 4)
print(p.x, p.y)
print(p)
