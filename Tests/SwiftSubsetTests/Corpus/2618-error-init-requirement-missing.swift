protocol Resettable {
    init()
}
struct Counter: Resettable {
    var count: Int
}
print(Counter(count: 1).count)
