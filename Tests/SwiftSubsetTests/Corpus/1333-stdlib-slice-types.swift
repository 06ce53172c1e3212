let a = [1, 2, 3]
let s = "abc"
print(type(of: a.prefix(1)))
print(type(of: s.prefix(1)))
print(type(of: a.dropFirst()))
print(type(of: s.dropLast()))
