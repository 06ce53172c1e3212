let value: Any = 42
let n = value as! Int
print(n * 2)
let maybe: Any = "text"
print((maybe as? Int) ?? -1)
