struct Point {
    var x = 0.0
    var y = 0.0
    func distance(to other: Point) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
    func isToTheRight(of x: Double) -> Bool {
        return self.x > x
    }
}
let p = Point(x: 3, y: 4)
print(p.distance(to: Point()))
print(p.isToTheRight(of: 1))
