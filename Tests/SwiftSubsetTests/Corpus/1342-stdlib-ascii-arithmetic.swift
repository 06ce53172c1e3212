let letter: Character = "c"
if let v = letter.asciiValue {
    let shifted = Character(UnicodeScalar(v + 1))
    print(shifted)
    print(v - 97)
}
