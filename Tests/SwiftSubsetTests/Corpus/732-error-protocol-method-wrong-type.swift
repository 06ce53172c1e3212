protocol Scorer {
    func score() -> Int
}
struct Game: Scorer {
    func score() -> Double { 1.5 }
}
