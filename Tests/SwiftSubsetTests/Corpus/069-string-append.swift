var s = "Hi"
s.append("!")
s.append(" there")
print(s)
let c: Character = "?"
s.append(c)
print(s)
