let n = 42
let s = String(n) + "!"
print(s)
print(String(3.5))
print(String(true))
print(String(n).count)
