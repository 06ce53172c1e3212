struct Circle {
    var radius = 1.0
    var diameter: Double { radius * 2 }
}
var c = Circle()
c.diameter = 4
