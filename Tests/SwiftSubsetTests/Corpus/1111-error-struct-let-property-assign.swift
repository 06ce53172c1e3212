struct Point { var x = 0, y = 0 }
let p = Point(x: 1, y: 2)
p.x = 10
