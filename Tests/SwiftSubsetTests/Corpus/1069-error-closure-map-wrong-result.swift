let words = ["a", "b"]
let counts: [Int] = words.map { $0.uppercased() }
