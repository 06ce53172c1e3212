print(type(of: 1))
print(type(of: 1.5))
print(type(of: "s"))
print(type(of: true))
let c: Character = "c"
print(type(of: c))
