struct Card {
    var rank: Int
}
let hand = [Card(rank: 3), Card(rank: 1)]
print(hand.sorted())
