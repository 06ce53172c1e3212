let a = -7
let b = -0x10
print(a, b, -a)
print(-(-a))
