let p: (x: Int, y: Int) = (a: 1, b: 2)
print(p)
