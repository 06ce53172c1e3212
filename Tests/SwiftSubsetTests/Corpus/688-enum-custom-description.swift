enum Coin: CustomStringConvertible {
    case heads, tails
    var description: String {
        switch self {
        case .heads: return "H"
        case .tails: return "T"
        }
    }
}
print(Coin.heads, [Coin.tails, .heads])
