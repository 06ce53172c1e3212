let a: Int? = 5
let b: Int? = nil
print(a == 5)
print(a != nil)
print(b == nil)
print(a == b)
