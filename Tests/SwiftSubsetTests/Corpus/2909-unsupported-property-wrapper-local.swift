@propertyWrapper
struct NonNegative {
    private var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = max(0, newValue) }
    }
}

func demo() {
    @NonNegative var steps: Int
    steps = -3
    print(steps)
}
demo()
