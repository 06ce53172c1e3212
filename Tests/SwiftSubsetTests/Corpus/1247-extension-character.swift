extension Character {
    var isVowel: Bool { "aeiou".contains(self.lowercased()) }
}
print("Education".filter { $0.isVowel }.count)
