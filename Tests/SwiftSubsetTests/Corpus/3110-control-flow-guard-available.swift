// Control Flow: guard, early exit, defer, availability checks
func greet(_ info: [String: String]) {
    guard let name = info["name"] else {
        print("who?")
        return
    }
    print("hi", name)
    guard let city = info["city"] else {
        print("somewhere")
        return
    }
    print("from", city)
}
greet(["name": "Ira"])
greet(["name": "Ola", "city": "Oslo"])
greet([:])
func steps() {
    defer { print("last") }
    defer { print("second to last") }
    for i in 0..<2 {
        defer { print("end of", i) }
        print("body", i)
    }
}
steps()
if #available(macOS 10.12, iOS 10, *) { print("modern") } else { print("old") }
func firstEven(_ xs: [Int]) -> Int? {
    for x in xs { guard x % 2 == 0 else { continue }; return x }
    return nil
}
print(firstEven([3, 5, 8, 10]) as Any, firstEven([1]) as Any)
