@propertyWrapper
struct Lowered {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.lowercased() }
    }
}

struct Tag {
    @Lowered var name: String
}
var t = Tag()
t.name = "HeLLo"
print(t.name)
print(t.$name)
