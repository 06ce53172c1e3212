let letters = ["a", "b", "a", "c", "a"]
let counts = letters.reduce(into: [String: Int]()) { partial, letter in
    partial[letter, default: 0] += 1
}
print(counts["a"]!)
