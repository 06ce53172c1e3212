struct Point {
    var x: Int
    var y: Int
}
let p = Point(x: 1, y: 2)
print(p.x)
