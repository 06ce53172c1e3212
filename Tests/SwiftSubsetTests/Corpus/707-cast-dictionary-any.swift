let user: [String: Any] = ["name": "Mina", "age": 30]
if let name = user["name"] as? String {
    print("name: \(name)")
}
if let age = user["age"] as? Int {
    print("age next year: \(age + 1)")
}
let height = user["height"] as? Double
print(height as Any)
print(user["age"] is String)
