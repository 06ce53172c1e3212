print(Double(3))
print(Double("2.5") as Any)
print(Double("x") as Any)
let count = 7
print(Double(count) / 2)
