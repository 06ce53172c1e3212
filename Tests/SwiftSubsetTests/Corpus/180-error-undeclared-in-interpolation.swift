let name = "Ana"
print("Hi \(nmae)")
