let deck = [1, 2, 3, 4, 5]
let card = deck.randomElement()!
print(deck.contains(card))
let mixed = deck.shuffled()
print(mixed.count, mixed.sorted() == deck)
print([Int]().randomElement() as Any)
