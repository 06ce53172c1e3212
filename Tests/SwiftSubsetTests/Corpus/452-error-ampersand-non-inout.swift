func show(_ x: Int) { print(x) }
var n = 1
show(&n)
