let a: Character = "a"
let b: Character = "b"
print(a < b)
print(a == "a")
var s = ""
s.append(a)
s.append(b)
print(s, s.count)
