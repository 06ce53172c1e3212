func double(_ x: inout Int) { x *= 2 }
var n = 4
double(n)
print(n)
