func bump(_ x: inout Int) { x += 1 }
var d = 1.5
bump(&d)
