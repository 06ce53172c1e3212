let n: Int? = 4
let boxed: Any = n as Any
print(boxed)
