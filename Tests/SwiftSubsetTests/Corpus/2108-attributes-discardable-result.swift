// @discardableResult, @available(*, deprecated) and access control with attributes.
struct Counter {
    var count = 0
    @discardableResult
    mutating func increment() -> Int {
        count += 1
        return count
    }
    @available(*, deprecated, renamed: "increment")
    mutating func bump() -> Int { increment() }
}
var c = Counter()
c.increment()
c.increment()
print(c.count)
