@propertyWrapper
struct Logged {
    var value: String
}
print("never")
