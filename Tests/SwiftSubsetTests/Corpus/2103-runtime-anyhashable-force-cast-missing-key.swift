// `as!` on a key that is not there: the optional is nil, and the program stops.
let userInfo: [AnyHashable: Any] = ["duration": 0.25]
let duration = userInfo["duration"] as! Double
print("duration", duration)
let frame = userInfo["frame"] as! Double
print(frame)
