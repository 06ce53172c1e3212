// Stored properties of class instances read, assigned and changed with += / -=
// through self, a local and a global; a field's old instance is released at once.
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("tag \(name) released") }
}

class Account {
    var balance: Int
    var transactions = 0
    var tag: Tag?
    init(balance: Int) {
        self.balance = balance
    }
    func deposit(_ amount: Int) {
        balance += amount
        transactions += 1
    }
    func withdraw(_ amount: Int) {
        self.balance -= amount
        self.transactions += 1
    }
}

class Savings: Account {
    var rate = 2
    override func deposit(_ amount: Int) {
        super.deposit(amount + rate)
    }
}

let shared = Account(balance: 10)
shared.deposit(5)
shared.withdraw(3)
shared.balance += 100
shared.transactions -= 1
print(shared.balance, shared.transactions)

shared.tag = Tag("first")
shared.tag = Tag("second")
print("after the second tag")

func run() -> Int {
    let local = Savings(balance: 1)
    local.deposit(10)
    local.rate = 5
    local.deposit(10)
    local.balance = local.balance * 2
    return local.balance + local.transactions
}
print(run())

var alias = shared
alias.balance += 1
print(shared.balance, alias === shared)
alias = Account(balance: 0)
print(shared.balance, alias.balance)
