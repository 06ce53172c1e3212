@propertyWrapper
struct Doubled {
    private var value = 0
    var wrappedValue: Int {
        get { value * 2 }
        set { value = newValue }
    }
}

struct Score {
    @Doubled let points: Int
}
print(Score().points)
