let nickname: String? = "Sam"
if let name = nickname {
    print("Hello, \(name)")
} else {
    print("Hello, stranger")
}
