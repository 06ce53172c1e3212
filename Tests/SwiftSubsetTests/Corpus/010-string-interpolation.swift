let a = 3
let b = 4
print("\(a) + \(b) = \(a + b)")
let name = "Ana"
print("Hi, \(name)! You are \(a * 10) years old.")
print("Half: \(7.0 / 2)")
