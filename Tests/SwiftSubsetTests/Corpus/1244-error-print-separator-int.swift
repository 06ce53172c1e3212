print("a", "b", separator: 1)
