var xs = [1, 2]
xs.push(3)
