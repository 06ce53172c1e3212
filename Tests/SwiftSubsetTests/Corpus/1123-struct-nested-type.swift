struct BlackjackCard {
    enum Suit: Character {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }
    let suit: Suit
    let rank: Int
}
let card = BlackjackCard(suit: .hearts, rank: 10)
print(card.suit.rawValue, card.rank)
