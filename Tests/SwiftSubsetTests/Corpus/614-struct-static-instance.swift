struct Point {
    var x: Int
    var y: Int
    static let origin = Point(x: 0, y: 0)
    static func make(_ v: Int) -> Point {
        return Point(x: v, y: v)
    }
}
print(Point.origin)
print(Point.make(7))
