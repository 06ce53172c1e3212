struct Wallet {
    var coins = 10
    mutating func pay(_ amount: Int, to other: inout Wallet) {
        coins -= amount
        other.coins += amount
    }
}
var alice = Wallet()
var bob = Wallet(coins: 0)
alice.pay(3, to: &bob)
print(alice.coins, bob.coins)
func swapped(_ x: inout Int, _ y: inout Int) { (x, y) = (y, x) }
var p = 1, q = 2
swapped(&p, &q)
print(p, q)
