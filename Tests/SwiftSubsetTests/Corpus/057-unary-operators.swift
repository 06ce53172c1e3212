let a = 5
let flag = false
print(-a)
print(!flag)
print(-(a - 10))
let d = 2.5
print(-d)
