struct Bag {
    var items: [Int] = []
    init(_ xs: Int...) { items = xs }
    mutating func add(_ xs: Int..., tag: String = "t") { items += xs; print(tag, xs.count) }
    static func total(of xs: Int...) -> Int { xs.reduce(0, +) }
    func show(_ words: String...) { print(words) }
}
var b = Bag(1, 2)
b.add(3, 4, 5)
b.add(6, tag: "x")
b.add()
print(b.items)
print(Bag.total(of: 1, 2, 3))
b.show()
b.show("a", "b")
class Log {
    var lines: [String] = []
    func write(_ parts: String...) { lines.append(parts.joined(separator: " ")) }
}
let log = Log()
log.write("a", "b", "c")
print(log.lines)
