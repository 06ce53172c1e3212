print(1, "a", 2.5, true)
print([1, 2], ["k": "v"])
print(1...3, 0..<2)
