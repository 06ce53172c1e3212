print(String(5.0))
print(String(1e20))
let small: Int8 = -5
print(String(small))
let c: Character = "z"
print(String(c) + String(c))
