class Point {
    var x = 0
    var y = 0
}
let p = Point(x: 1, y: 2)
