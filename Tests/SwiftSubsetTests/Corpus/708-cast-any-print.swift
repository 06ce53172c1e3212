let maybe: Int? = 5
let values: [Any] = [1, "two", 3.0, [4], maybe as Any]
print(values)
let one: Any = "x"
print(one)
