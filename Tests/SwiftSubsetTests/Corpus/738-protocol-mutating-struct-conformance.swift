protocol Flippable {
    mutating func flip()
}
enum Coin: Flippable {
    case heads, tails
    mutating func flip() {
        switch self {
        case .heads:
            self = .tails
        case .tails:
            self = .heads
        }
    }
}
var coin = Coin.heads
coin.flip()
print(coin)
coin.flip()
print(coin)
