let a = 1
var b = 2
b += a
print(a, b)
defer { print("done") }
print("after")
