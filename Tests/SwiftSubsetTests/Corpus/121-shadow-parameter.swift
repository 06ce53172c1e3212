func show(_ value: Int?) {
    if let value = value {
        print("value \(value)")
    }
}
show(5)
show(nil)
