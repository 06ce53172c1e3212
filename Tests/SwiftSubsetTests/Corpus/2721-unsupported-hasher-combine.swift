struct Point: Hashable {
    var x: Int
    var y: Int
    func hash(into hasher: inout Hasher) {
        hasher.combine(x)
    }
}
let points: Set<Point> = [Point(x: 1, y: 2), Point(x: 1, y: 3)]
print(points.count)
