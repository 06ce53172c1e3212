// Deinitialization: deinit order, optional references, scopes
class Bank { static var coins = 100
    static func give(_ n: Int) -> Int { let k = min(n, coins); coins -= k; return k }
    static func take(_ n: Int) { coins += n } }
class Player {
    var purse: Int
    let name: String
    init(_ name: String, coins: Int) { self.name = name; purse = Bank.give(coins) }
    func win(_ n: Int) { purse += Bank.give(n) }
    deinit { Bank.take(purse); print(name, "left, returning", purse) }
}
var one: Player? = Player("ana", coins: 30)
print(Bank.coins)
one!.win(50)
print(one!.purse, Bank.coins)
one = nil
print(Bank.coins)
func scope() { let p = Player("tmp", coins: 5); print("in scope", p.purse) }
scope()
print("after scope", Bank.coins)
var list: [Player] = [Player("a", coins: 1), Player("b", coins: 2)]
list.removeFirst()
print("removed first")
list = []
print("done", Bank.coins)
