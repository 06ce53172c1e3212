let value: Any = "text"
let n = value as! Int
print(n)
