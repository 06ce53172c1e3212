let userInfo: [String: Any]? = ["frame": 336.0, "duration": 0.25]
if let h = userInfo?["frame"] as? Double { print("height", h) }
let d = userInfo?["duration"] as? Double ?? 0
print(d, userInfo?["missing"] as Any)
var xs: [Int]? = [1, 2, 3]
print(xs?[1] as Any)
xs?[0] = 10
xs?[2] += 5
print(xs as Any)
struct P { var x = 0 }
var ps: [P]? = [P()]
ps?[0].x = 7
print(ps?[0].x as Any)
var none: [Int]? = nil
none?[0] = 1
print(none?[0] as Any)
class Note { var userInfo: [String: Any]? = ["k": 1] }
let n: Note? = Note()
print(n?.userInfo?["k"] as? Int as Any)
var scores: [String: [Int]] = ["a": [1, 2]]
scores["a"]?[0] = 10
print(scores)
