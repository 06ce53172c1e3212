@propertyWrapper
struct Stamped {
    var wrappedValue: String
    var projectedValue: String { "[" + wrappedValue + "]" }
}

struct Memo {
    @Stamped var text: String = "hi"
}
var memo = Memo()
print(memo.$text)
memo.$text = "x"
