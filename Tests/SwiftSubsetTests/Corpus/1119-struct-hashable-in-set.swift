struct Point: Hashable {
    var x: Int
    var y: Int
}
let points: Set<Point> = [Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 2, y: 0)]
print(points.count)
