func increment(_ x: inout Int) { x += 1 }
let n = 1
increment(&n)
print(n)
