let names = ["Ann", "Bo"]
names.forEach { name in
    print("Hello, \(name)")
}
(1...3).forEach { print($0, terminator: " ") }
print()
