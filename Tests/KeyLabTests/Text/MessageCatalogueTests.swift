import Testing
@testable import KeyLab

/// Walks the message catalogue: every entry speaks both languages with the
/// same arguments, and a Korean session prints the Korean ones.
@Suite struct MessageCatalogueTests {
    @Test func everyEntryHasAKoreanTextOfItsOwn() {
        for entry in Messages.allEntries {
            #expect(!entry.english.isEmpty, "\(entry.key): no English text")
            #expect(!entry.korean.isEmpty, "\(entry.key): no Korean text")
            if !Messages.sameInBothLanguages.contains(entry.key) {
                #expect(entry.korean != entry.english, "\(entry.key): Korean text is the English one")
            }
        }
    }

    @Test func bothLanguagesUseTheSameArguments() {
        for entry in Messages.allEntries {
            let english = MessageTemplate.placeholders(in: entry.english)
            let korean = MessageTemplate.placeholders(in: entry.korean)
            #expect(Set(english) == Set(korean), "\(entry.key): English \(english), Korean \(korean)")
            #expect(english.count == Set(english).count, "\(entry.key): an argument appears twice")
        }
    }

    @Test func keysAreUnique() {
        let keys = Messages.allEntries.map(\.key)
        #expect(keys.count == Set(keys).count)
    }

    @Test func theSameInBothListNamesRealEntries() {
        let keys = Set(Messages.allEntries.map(\.key))
        #expect(Messages.sameInBothLanguages.isSubset(of: keys))
    }

    @Test func koreanHasNoEnglishSentences() {
        // Korean text may quote commands (`:check`) and code, but a run of
        // three English words means a sentence was left untranslated.
        for entry in Messages.allEntries where !Messages.sameInBothLanguages.contains(entry.key) {
            let stripped = MessageTemplate.fill(entry.korean, Dictionary(uniqueKeysWithValues:
                MessageTemplate.placeholders(in: entry.korean).map { ($0, "") }))
            let words = stripped.split(whereSeparator: { !$0.isLetter && $0 != ":" })
            var run = 0
            for word in words {
                run = word.allSatisfy({ $0.isASCII }) && !word.hasPrefix(":") ? run + 1 : 0
                #expect(run < 3, "\(entry.key): \(entry.korean)")
            }
        }
    }

    @Test func fillingIsOnePassAndKeepsUnknownBraces() {
        #expect(MessageTemplate.fill("a {x} b {y} {z}", ["x": "{y}", "y": "2"]) == "a {y} b 2 {z}")
        #expect(MessageTemplate.placeholders(in: "{title} · step {step} of {count} {}") == ["title", "step", "count"])
    }

    @Test func languageCodes() {
        #expect(Language(code: "ko") == .korean)
        #expect(Language(code: "en") == .english)
        #expect(Language(code: "fr") == .english)
    }
}
