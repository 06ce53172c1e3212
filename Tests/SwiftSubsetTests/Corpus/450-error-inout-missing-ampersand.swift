func increment(_ x: inout Int) { x += 1 }
var n = 1
increment(n)
print(n)
