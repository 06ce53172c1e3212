let userInfo: [String: Any]? = ["frame": 336.0]
let f = userInfo["frame"]
