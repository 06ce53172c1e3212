class A {}
class B: A {}
let x: A = B()
print(type(of: x))
print(x is B)
