for (a, b) in [1, 2] { print(a, b) }
