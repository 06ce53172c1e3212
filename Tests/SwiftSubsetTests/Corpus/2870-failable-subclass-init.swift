// A subclass's failable initializer delegates to its superclass's; a failure
// anywhere in the chain gives nil, and a convenience init? passes it on.
class Account {
    var owner: String
    init?(owner: String) {
        if owner.isEmpty { return nil }
        self.owner = owner
    }
    deinit { print("closing \(owner)") }
}
class Savings: Account {
    var rate = 1
    init?(owner: String, rate: Int) {
        self.rate = rate
        super.init(owner: owner)
        print("opened for", owner, "at", rate)
        if rate < 0 { return nil }
    }
    convenience init?(student: String) {
        self.init(owner: student, rate: 3)
        print("student account ready")
    }
}
if let a = Savings(owner: "Mina", rate: 2) { print(a.owner, a.rate) }
print(Savings(owner: "", rate: 2) == nil)
print(Savings(student: "") == nil)
if let b = Savings(student: "Jun") { print(b.rate) }
print(Savings(owner: "Ola", rate: -1) == nil)
print("done")
