let info: [String: Any] = ["count": 3, "name": "keys"]
let name = info["name"] as! String
print(name)
let count = info["count"] as! String
print(count)
