let letters = ["a", "b", "a", "c", "a"]
let counts = letters.reduce(into: [String: Int]()) { counts, letter in
    counts[letter, default: 0] += 1
}
print(counts["a"]!, counts["b"]!, counts["c"]!)
let evens = (1...10).reduce(into: [Int]()) { if $1 % 2 == 0 { $0.append($1) } }
print(evens)
