struct Point {
    var x: Int
    var y: Int
}
let p = Point(y: 1, x: 2)
