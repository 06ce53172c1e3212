let x = -1.5
print(x * 0)
print(Int(x))
print(Double(Int.max))
