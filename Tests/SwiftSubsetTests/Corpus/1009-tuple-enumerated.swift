let names = ["Anna", "Alex", "Brian"]
for (index, name) in names.enumerated() {
    print("\(index): \(name)")
}
