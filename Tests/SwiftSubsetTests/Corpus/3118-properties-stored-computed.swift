// Properties: stored, lazy, computed (get/set, shorthand), read-only, observers, type properties
struct Range3 { var first: Int; let length: Int }
var r = Range3(first: 0, length: 3)
r.first = 6
print(r)
class Loader { init() { print("loading") }; var data = ["x"] }
class Holder { lazy var loader = Loader(); var n = 1 }
let h = Holder()
print("made")
print(h.loader.data)
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point(), w = 0.0, h = 0.0
    var center: Point {
        get { Point(x: origin.x + w / 2, y: origin.y + h / 2) }
        set { origin.x = newValue.x - w / 2; origin.y = newValue.y - h / 2 }
    }
    var area: Double { w * h }
}
var rect = Rect(w: 10, h: 4)
rect.center = Point(x: 20, y: 20)
print(rect.origin, rect.area)
class Step {
    var total: Int = 0 {
        willSet { print("to", newValue) }
        didSet { if total > oldValue { print("up by", total - oldValue) } }
    }
}
let s = Step()
s.total = 5; s.total = 3
struct Audio { static let maxLevel = 10; static var loudest = 0
    var level = 0 { didSet { if level > Audio.maxLevel { level = Audio.maxLevel }; if level > Audio.loudest { Audio.loudest = level } } } }
var left = Audio()
left.level = 7; left.level = 14
print(left.level, Audio.loudest)
