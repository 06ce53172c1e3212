let point = (x: 3, y: 4)
print(point.0, point.y)
let (x: a, y: b) = point
print(a, b)
