let a = Int.min
let b = -1
print(a / b)
