let info: [String: Any] = ["name": "Ann"]
if let name = info["name"] as? String {
    print("name is \(name)")
}
print(info["age"] as? Int as Any)
