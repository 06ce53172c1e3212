print(1...3)
print(0..<5)
print(type(of: 1...3))
debugPrint(2..<4)
