let a = 10
let b = 0
print(a % b)
