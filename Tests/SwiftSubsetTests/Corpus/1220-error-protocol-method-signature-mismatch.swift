protocol Scorer {
    func score() -> Int
}
struct Game: Scorer {
    func score() -> String { "ten" }
}
