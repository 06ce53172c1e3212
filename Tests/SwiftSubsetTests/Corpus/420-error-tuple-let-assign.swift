let point = (x: 1, y: 2)
point.x = 5
print(point)
