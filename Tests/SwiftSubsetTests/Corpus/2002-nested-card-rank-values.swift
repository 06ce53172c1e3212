struct Card {
    enum Suit: Character { case spades = "♠", hearts = "♡" }
    enum Rank: Int {
        case two = 2, jack = 11
        struct Values { let first: Int, second: Int? }
        var values: Values {
            switch self {
            case .jack: return Values(first: 10, second: nil)
            default: return Values(first: rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String { "\(suit.rawValue) \(rank.values.first)" }
}
let c = Card(rank: .jack, suit: .hearts)
print(c.description, c.rank, c.suit, Card.Rank.Values(first: 1, second: 2))
print(Card.Suit(rawValue: "♠") as Any, Card.Rank.two.values.first)
class Shape {
    class Style { var width = 1; init() {} }
    class Bold: Style { override init() { super.init(); width = 3 } }
    let style: Style
    init(style: Style) { self.style = style }
}
print(Shape(style: Shape.Bold()).style.width, Shape.Style())
let ranks: [Card.Rank] = [.two, .jack]
print(ranks)
var d: [Card.Suit: Int] = [.hearts: 1]
print(d[.hearts]!)
