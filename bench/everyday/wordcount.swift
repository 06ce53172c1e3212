// Counting words: build a text, split it into lines and words, count in a dictionary.
let n = 375_000
let syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo"]
var seed = 7
var text = ""
for i in 0..<n {
    seed = (seed * 1103515245 + 12345) % 2147483648
    text += syllables[seed % 8] + syllables[(seed / 8) % 8]
    text += i % 12 == 11 ? "\n" : " "
}
var counts: [String: Int] = [:]
var longest = 0
for line in text.split(separator: "\n") {
    let words = line.split(separator: " ")
    longest = max(longest, words.count)
    for word in words {
        counts[String(word), default: 0] += 1
    }
}
let top = counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
// (`for (word, count) in top.prefix(5)` is refused by keylab today: a tuple pattern over an ArraySlice.)
for entry in top.prefix(5) {
    print(entry.key, entry.value)
}
print(counts.count, longest, counts["kalo"] ?? 0, counts["zzzz"] ?? 0)
