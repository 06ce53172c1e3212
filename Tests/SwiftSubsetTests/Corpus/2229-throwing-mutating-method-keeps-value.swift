struct Account {
    var balance = 0
    mutating func deposit(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        balance += amount
    }
}
enum BankError: Error { case invalidAmount(Int) }
var acct = Account()
do {
    try acct.deposit(50)
    try acct.deposit(-5)
} catch BankError.invalidAmount(let a) {
    print("invalid", a)
}
print(acct.balance)
do {
    try acct.deposit(0)
} catch {
    print("caught", error)
}
print(acct.balance + 1)
