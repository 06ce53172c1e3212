var a = 0
var b = 10
while a < b && b - a > 2 {
    a += 1
    b -= 1
}
print(a, b)
