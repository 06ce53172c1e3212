let n = Int.random(in: 5..<5)
print(n)
