let a = 1
let b = "1"
print(a == b)
