let xs = [1, 2]
xs.forEach { print("hi") }
