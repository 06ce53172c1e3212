struct Point {
    var x = 0
    var y: Int
    static var count = 0
    static let origin = Point(x: 0, y: 0)
    var sum: Int { x + y }
    var doubled: Int {
        get { return x * 2 }
        set { x = newValue / 2 }
    }
    var watched = 0 {
        willSet { print("will set to \(newValue)") }
        didSet { print("did set from \(oldValue)") }
    }
    func describe() -> String { "(\(x), \(y))" }
    mutating func moveBy(dx: Int, dy: Int) {
        x += dx
        self.y += dy
        Point.count += 1
    }
    static func make(_ v: Int) -> Point { Point(x: v, y: v) }
}
var p = Point(y: 2)
print(p)
var q = p
q.x = 10
print(p.x, q.x)
p.moveBy(dx: 1, dy: 1)
print(p, Point.count)
print(p.sum, p.describe())
p.doubled = 20
print(p.x, p.doubled)
p.watched = 5
print(Point.origin, Point.make(3))
var arr = [Point(x: 1, y: 1), Point(x: 2, y: 2)]
arr[0].x = 100
arr[1].moveBy(dx: 5, dy: 5)
print(arr)
struct Size { var w: Double; var h: Double
  init(side: Double) { w = side; h = side }
  init(w: Double, h: Double) { self.w = w; self.h = h }
  var area: Double { w * h }
}
print(Size(side: 2).area, Size(w: 2, h: 3))
