@propertyWrapper
struct Percent {
    private var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = max(0, min(100, newValue)) }
    }
}

struct Battery {
    @Percent var charge: Double
}
print(Battery().charge)
