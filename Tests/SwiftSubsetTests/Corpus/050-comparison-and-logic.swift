let a = 5
let b = 8
print(a < b, a > b, a <= 5, b >= 9, a == 5, a != b)
print(a < b && b < 10 || false)
print(!(a < b))
