let a = [1, 2, 3]
print(a[1...])
let from = 5
print(a[from...])
