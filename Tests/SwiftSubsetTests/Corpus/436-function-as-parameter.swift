func showScore(_ combine: (Int, Int) -> Int, _ home: Int, _ away: Int) {
    print("Score: \(combine(home, away))")
}
func total(_ a: Int, _ b: Int) -> Int { a + b }
showScore(total, 4, 2)
showScore({ $0 - $1 }, 4, 2)
