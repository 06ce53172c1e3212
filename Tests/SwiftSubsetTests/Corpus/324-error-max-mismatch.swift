let a = 1
let b = "2"
print(max(a, b))
