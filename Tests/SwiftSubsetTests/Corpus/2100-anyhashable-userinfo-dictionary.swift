// A notification's userInfo is [AnyHashable: Any]: String keys are wrapped implicitly.
let userInfo: [AnyHashable: Any] = ["duration": 0.25, "curve": 7, "name": "frame"]
if let duration = userInfo["duration"] as? Double {
    print("duration", duration)
}
print(userInfo["curve"] as? Int as Any)
print(userInfo["missing"] as? Int as Any)
print(userInfo["name"] as? Int as Any)
let key = AnyHashable("curve")
print(key)
debugPrint(key)
print([key: 1])
print(userInfo[key] as? Int ?? -1)
