// Force-unwrapping a missing key.
let userInfo: [AnyHashable: Any] = ["curve": 7]
print(userInfo["curve"]! as? Int ?? 0)
let end = userInfo["end"]!
print(end)
