struct Account {
    private(set) var balance = 0
    mutating func deposit(_ amount: Int) { balance += amount }
    mutating func set(balance: Int) { self.balance = balance }
}
var acct = Account()
acct.deposit(50)
acct.set(balance: 70)
print(acct.balance)
class Manager {
    static let shared = Manager()
    var count = 0
    private init() {}
    class func describe() -> String { "manager" }
    func bump() -> Int { count += 1; return count }
}
print(Manager.shared.bump(), Manager.shared.bump(), Manager.describe())
protocol Named { var name: String { get set } }
class Pet: Named { var name = "x" }
var n: Named = Pet()
print(n.name)
struct Temp {
    var c: Double
    var f: Double {
        let v = c * 9 / 5
        return v + 32
    }
    func report() {
        func fmt(_ x: Double) -> String { "\(x)!" }
        print(fmt(f))
    }
}
Temp(c: 100).report()
final class Leaf { let id: Int; init(id: Int) { self.id = id } }
let leaves = (1...3).map { Leaf(id: $0) }
print(leaves.map { $0.id }, leaves.count)
