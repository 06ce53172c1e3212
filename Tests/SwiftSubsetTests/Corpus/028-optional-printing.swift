let o: Int? = 42
let s: String? = "hi"
let n: Double? = nil
print(o as Any)
print(s as Any)
print(n as Any)
