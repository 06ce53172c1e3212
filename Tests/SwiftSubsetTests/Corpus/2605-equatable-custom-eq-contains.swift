struct Word: Equatable {
    var text: String
    static func == (lhs: Word, rhs: Word) -> Bool { lhs.text.lowercased() == rhs.text.lowercased() }
}
let words = [Word(text: "Swift"), Word(text: "Code")]
print(words.contains(Word(text: "swift")))
print(Word(text: "A") == Word(text: "a"), Word(text: "A") != Word(text: "b"))
print(words.firstIndex(of: Word(text: "CODE")) ?? -1)
