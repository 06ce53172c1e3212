let xs = [1]
print(xs?[0] as Any)
