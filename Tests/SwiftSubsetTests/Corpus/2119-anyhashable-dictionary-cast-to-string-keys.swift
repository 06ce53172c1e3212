// userInfo as? [String: Any]: AnyHashable keys cast to String keys when every key is a String.
let info: [AnyHashable: Any] = ["a": 1]
if let d = info as? [String: Any] { print("strings", d["a"] as? Int ?? 0) }
if let d = info as? [String: Int] { print("ints", d) }
print(info as? [Int: Any] as Any)
let mixed: [AnyHashable: Any] = ["a": 1, 2: 3]
print(mixed as? [String: Any] as Any)
let opt: [AnyHashable: Any]? = ["k": 2.5]
if let d = opt as? [String: Double] { print(d) }
