struct Point { var x = 0.0, y = 0.0 }
extension Point {
    init(both v: Double) {
        self.init(x: v, y: v)
    }
}
print(Point(both: 2))
print(Point(x: 1, y: 5))
