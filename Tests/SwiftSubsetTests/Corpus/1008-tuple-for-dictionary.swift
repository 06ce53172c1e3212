let ages = ["Ann": 30]
for (name, age) in ages {
    print("\(name) is \(age)")
}
