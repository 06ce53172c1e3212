// Access Control: private, fileprivate, internal, public, private(set), access in extensions
public struct Counter {
    public private(set) var value = 0
    private var history: [Int] = []
    fileprivate var note = "fp"
    public init() {}
    public mutating func add(_ n: Int) { value += n; history.append(n) }
    internal func last() -> Int? { history.last }
}
extension Counter {
    func summary() -> String { "\(value) after \(history.count) steps, \(note)" }
}
var c = Counter()
c.add(3); c.add(4)
print(c.value, c.last() ?? 0, c.summary())
class Vault {
    private var secret = "x"
    open class Door {}
    fileprivate func peek() -> String { secret }
    private(set) var opened = 0
    func open() -> String { opened += 1; return peek() }
}
let v = Vault()
print(v.open(), v.opened)
private func helper() -> Int { 7 }
fileprivate let shared = helper()
print(shared)
internal enum Level: Int { case low = 1, high }
print(Level.high.rawValue)
