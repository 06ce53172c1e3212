let t = (1, "one")
print(type(of: t))
let u = (a: 1, b: 2.0)
print(type(of: u))
