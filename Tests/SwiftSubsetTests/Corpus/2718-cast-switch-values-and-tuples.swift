let items: [Any] = [0, 1.5, 0.0, "hi", (2, "two"), -3, 7]
for item in items {
    switch item {
    case 0 as Int:
        print("the integer zero")
    case 0.0 as Double:
        print("the double zero")
    case let n as Int where n < 0:
        print("negative \(n)")
    case let (number, name) as (Int, String):
        print("pair \(number) named \(name)")
    case let n as Int:
        print("integer \(n)")
    case let d as Double:
        print("double \(d)")
    default:
        print("something else")
    }
}
