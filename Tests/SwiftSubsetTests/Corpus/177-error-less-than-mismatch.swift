let a = 1
let b = 2.0
print(a < b)
