struct Point { var x = 0.0, y = 0.0 }
struct Rect { var origin = Point(); var size = Point(x: 10, y: 10) }
class Layer { var frame = Rect(); var sublayer: Layer? }
var root: Layer? = Layer()
root?.sublayer = Layer()
root?.sublayer?.frame.origin.y -= 40
root?.frame.size.x *= 2
print(root?.frame.size.x as Any, root?.sublayer?.frame.origin.y as Any)
print(root?.sublayer?.sublayer?.frame.origin.x as Any)
root?.sublayer?.sublayer?.frame.origin.x = 1
var scores: [String: [Int]] = ["a": [1, 2]]
scores["a"]?.append(3)
scores["b"]?.append(1)
print(scores)
var none: Point? = nil
none?.x += 1
print(none as Any)
