print(max(1, 2.5))
print(min(3, 0.5))
let n = 4
print(max(n, 10))
