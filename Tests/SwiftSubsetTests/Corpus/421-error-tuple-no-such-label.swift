let p = (x: 1, y: 2)
print(p.z)
