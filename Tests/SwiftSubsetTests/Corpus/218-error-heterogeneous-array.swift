let xs = [1, "a"]
