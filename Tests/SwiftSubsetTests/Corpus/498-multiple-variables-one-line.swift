var x = 0.0, y = 0.0, z = 0.0
x += 1
print(x, y, z)
var red, green, blue: Double
red = 1; green = 0.5; blue = 0
print(red, green, blue)
let a = 1, b = "two"
print(a, b)
