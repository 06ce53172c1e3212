let things: [Any] = [0, 2.5, "hi", true, [1, 2]]
for thing in things {
    switch thing {
    case let i as Int:
        print("int \(i)")
    case let d as Double:
        print("double \(d)")
    case let s as String:
        print("string \(s)")
    case is Bool:
        print("a bool")
    default:
        print("something else: \(thing)")
    }
}
