class Coin {
    class var grams: Int {
        return 8
    }
    static func describe() -> String { "Coin" }
}
class SmallCoin: Coin {
    override class var grams: Int { 3 }
}
print(Coin.grams, SmallCoin.grams)
print(Coin.describe())
