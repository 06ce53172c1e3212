let names = ["Anna", "Alex", "Brian"]
for (index, name) in names.enumerated() {
    print("\(index): \(name)")
}
for (i, c) in "hey".enumerated() where i > 0 {
    print(i, c)
}
