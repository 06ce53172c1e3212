struct Point {
    var x: Int
    var y: Int
}
let p = Point(x: 1, y: 2)
print(p)
print([p, Point(x: 3, y: 4)])
