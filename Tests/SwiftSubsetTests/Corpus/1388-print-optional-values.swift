let a: Int? = 3
let b: String? = "s"
let c: Int? = nil
print(a as Any)
print(b as Any)
print(c as Any)
print([a, c])
