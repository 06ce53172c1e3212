enum Suit: String { case hearts, spades }
let hand = [Suit.hearts, .spades]
print(hand)
let optional: Suit? = .spades
print(optional as Any)
