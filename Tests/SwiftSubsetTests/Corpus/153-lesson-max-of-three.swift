let a = 12
let b = 45
let c = 7
print(max(a, max(b, c)))
print(min(a, min(b, c)))
