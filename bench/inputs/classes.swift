class Account {
    var balance: Int
    var transactions = 0
    init(balance: Int) {
        self.balance = balance
    }
    func deposit(_ amount: Int) {
        balance += amount
        transactions += 1
    }
}
class Savings: Account {
    var rate = 2
    override func deposit(_ amount: Int) {
        super.deposit(amount + rate)
    }
}
var bank: [Account] = []
var grandTotal = 0
for i in 0..<200_000 {
    let account: Account
    if i % 2 == 0 {
        account = Account(balance: i % 100)
    } else {
        account = Savings(balance: i % 50)
    }
    account.deposit(i % 7)
    account.deposit(3)
    if i % 1000 == 0 { bank.append(account) }
    grandTotal += account.balance + account.transactions
}
print(grandTotal, bank.count)
