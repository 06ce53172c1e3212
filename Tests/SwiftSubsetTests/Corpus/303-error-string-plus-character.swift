let s = "a"
let c: Character = "b"
print(s + c)
