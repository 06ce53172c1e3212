struct Point {
    var x: Int
    var y: Int
}
let p = Point(a: 1, y: 2)
