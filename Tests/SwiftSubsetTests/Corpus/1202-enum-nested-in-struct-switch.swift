struct Card {
    enum Rank: Int { case two = 2, three, jack = 11 }
    let rank: Rank
}
let card = Card(rank: .jack)
switch card.rank {
case .jack: print("face card \(card.rank.rawValue)")
default: print("number card")
}
