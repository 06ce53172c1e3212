// `as!` to the wrong type stops with "Could not cast value of type".
let userInfo: [AnyHashable: Any] = ["curve": 7]
print("before")
let name = userInfo["curve"] as! String
print(name)
