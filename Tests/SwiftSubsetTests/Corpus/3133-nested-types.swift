// Nested Types: enums and structs nested in a struct, referring to them from outside
struct Card {
    enum Suit: Character { case spades = "♠", hearts = "♡" }
    enum Rank: Int {
        case two = 2, three, ten = 10, jack, queen, king, ace
        struct Values { let first: Int, second: Int? }
        var values: Values {
            switch self {
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var text: String {
        var out = "\(suit.rawValue) is \(rank.values.first)"
        if let s = rank.values.second { out += " or \(s)" }
        return out
    }
}
print(Card(rank: .ace, suit: .spades).text)
print(Card(rank: .queen, suit: .hearts).text)
let sym = Card.Suit.hearts.rawValue
print(sym, Card.Rank.three.values.first)
struct Outer { struct Inner { var v = 1; struct Deep { static let tag = "deep" } } ; var inner = Inner() }
print(Outer().inner.v, Outer.Inner.Deep.tag)
class Shop { enum State { case open, closed }; var state = State.closed
    func toggle() { state = state == .open ? .closed : .open } }
let shop = Shop(); shop.toggle(); print(shop.state, shop.state == Shop.State.open)
