let a = 10
let b = 0
print("before")
print(a / b)
