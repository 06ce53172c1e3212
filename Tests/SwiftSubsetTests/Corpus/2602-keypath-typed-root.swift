struct Point { var x: Int; var y: Int }
let points = [Point(x: 1, y: 5), Point(x: 3, y: 2)]
print(points.map(\Point.y))
print(points.map(\.x).max() ?? 0)
