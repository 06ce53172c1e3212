struct Point { var x = 0, y = 0
  init(x: Int = 0, y: Int = 0) { self.x = x; self.y = y }
  mutating func moved(by d: Int) -> Point { x += d; return self } }
var p = Point(y: 3)
print(p.moved(by: 2), p)
enum Grade: Character { case a = "A", b = "B" }
enum Rate: Double { case low = 0.5, high = 1.5 }
print(Grade.a.rawValue, Rate.high.rawValue, Grade(rawValue: "B") as Any)
enum Dir { case n, s, e, w }
func axis(_ d: Dir) -> String {
    switch d {
    case .n, .s: return "vertical"
    case .e, .w: return "horizontal"
    }
}
print(axis(.e), axis(.n))
class Cart { var items = [Point](); var byName = [String: Point]() }
let c = Cart()
c.items.append(Point(x: 1))
c.byName["a"] = Point(y: 9)
print(c.items.count, c.byName["a"]?.y ?? 0)
let q = Point.init(x: 5, y: 6)
print(q)
var points = [Point]()
points += [Point(x: 1), Point(x: 2)]
print(points.map { $0.x })
let maybe: Point? = Point(x: 4)
if let m = maybe, m.x > 3 { print("big", m.x) }
print(maybe?.x ?? -1)
struct Line { var a: Point; var b: Point
  var length: Int { abs(b.x - a.x) + abs(b.y - a.y) } }
print(Line(a: Point(), b: Point(x: 3, y: 4)).length)
