let age: Int? = 30
print("age: \(age as Any)")
print("age: \(String(describing: age))")
