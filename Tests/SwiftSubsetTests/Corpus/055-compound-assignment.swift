var x = 10
x += 5
x -= 3
x *= 2
x /= 4
x %= 4
print(x)
var d = 1.5
d *= 4
print(d)
