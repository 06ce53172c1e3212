let age: Int? = 30
print("age is \(age)")
print("age is \(age ?? 0)")
