// Character iteration: classifying letters, counting vowels, a Caesar shift, palindromes and reversal.
let n = 750_000
let words = ["Level", "swift", "Kayak", "python", "Noon", "radar", "Keyboard", "stats", "A1b2", "Hello World"]
var text = ""
for i in 0..<n / 10 { text += words[i % words.count] + (i % 4 == 3 ? ". " : " ") }
var vowels = 0, upper = 0, digits = 0, spaces = 0, letters = 0
for ch in text {
    if "aeiouAEIOU".contains(ch) { vowels += 1 }
    if ch.isUppercase { upper += 1 }
    if ch.isNumber { digits += 1 }
    if ch == " " { spaces += 1 }
    if ch.isLetter { letters += 1 }
}
let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
var position: [Character: Int] = [:]
for (i, c) in alphabet.enumerated() { position[c] = i }
var shifted = ""
for ch in text.lowercased() {
    if let p = position[ch] { shifted.append(alphabet[(p + 3) % 26]) } else { shifted.append(ch) }
}
var palindromes = 0
for word in text.split(separator: " ") {
    let lower = Array(word.lowercased())
    var i = 0, j = lower.count - 1, same = true
    while i < j {
        if lower[i] != lower[j] { same = false; break }
        i += 1; j -= 1
    }
    if same { palindromes += 1 }
}
let reversed = String(text.reversed())
var frequency: [Character: Int] = [:]
for ch in reversed where ch.isLetter { frequency[ch, default: 0] += 1 }
print(vowels, upper, digits, spaces, letters, palindromes)
print(String(shifted.prefix(30)), String(reversed.prefix(20)), frequency["e"] ?? 0, frequency.count)
