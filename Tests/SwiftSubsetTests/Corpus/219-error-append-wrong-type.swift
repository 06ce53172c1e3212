var xs = [1, 2]
xs.append("3")
