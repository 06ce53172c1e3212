// Strings and Characters: literals, multiline, escapes, mutability, characters, interpolation
let note = """
    First line
      indented
    last \
    joined
    """
print(note)
let quote = "She said \"hi\"\tthen left\u{21}"
print(quote)
let raw = #"a \n stays and \#(1 + 1) interpolates"#
print(raw)
var word = "kite"
word += "s"
word.append("!")
print(word, word.count, word.isEmpty, "".isEmpty)
for ch in "héllo" where ch != "l" { print(ch, terminator: "|") }
print()
let letters: [Character] = ["s", "w", "i", "f", "t"]
print(String(letters))
let e: Character = "\u{65}"
let combo: Character = "\u{65}\u{301}"
print(e, combo, "caf\u{E9}" == "cafe\u{301}")
print("\(3) times \(2.5) is \(3 * 2.5)")
