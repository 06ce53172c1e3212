// notification.userInfo?[key]: a subscript through optional chaining.
let userInfo: [AnyHashable: Any]? = ["frame": 258.0, "n": 3]
if let h = userInfo?["frame"] as? Double { print("height", h) }
print(userInfo?["n"] as Any, userInfo?["zz"] as Any)
let none: [AnyHashable: Any]? = nil
print(none?["frame"] as? Double ?? 0)
let names: [String]? = ["a", "b"]
print(names?[1] as Any)
let counts: [String: Int]? = ["x": 1]
print((counts?["x"] ?? 0) + 1)
