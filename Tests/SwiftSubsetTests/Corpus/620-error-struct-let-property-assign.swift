struct Point {
    var x = 0
}
let p = Point()
p.x = 4
