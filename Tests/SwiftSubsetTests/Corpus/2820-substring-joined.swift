let sentence = "the quick brown fox"
print(sentence.split(separator: " ").joined(separator: "-"))
print(sentence.split(separator: " ").joined())
let words = sentence.split(separator: " ")
print(words.reversed().joined(separator: " "))
let csv = "a,b,,c"
print(csv.split(separator: ",", omittingEmptySubsequences: false).joined(separator: "|"))
let title = sentence.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(title)
