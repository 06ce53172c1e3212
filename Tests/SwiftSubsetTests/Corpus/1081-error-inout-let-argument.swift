func double(_ x: inout Int) { x *= 2 }
let n = 4
double(&n)
print(n)
