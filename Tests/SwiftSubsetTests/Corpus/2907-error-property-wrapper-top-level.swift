@propertyWrapper
struct Positive {
    private var value = 1
    var wrappedValue: Int {
        get { value }
        set { value = max(1, newValue) }
    }
}

@Positive var count: Int
count = -4
print(count)
