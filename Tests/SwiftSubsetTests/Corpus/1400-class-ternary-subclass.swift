class Account {
    var balance = 0.0
    func describe() -> String { "Account: \(balance)" }
}
class Savings: Account {
    var rate = 0.02
    override func describe() -> String { "Savings: \(balance) at \(rate)" }
}
let wantsInterest = true
let a: Account = wantsInterest ? Savings() : Account()
let b: Account = !wantsInterest ? Savings() : Account()
print(a.describe())
print(b.describe())
print(a is Savings, b is Savings)
