var a = 1
var b = 2
let temp = a
a = b
b = temp
print(a, b)
