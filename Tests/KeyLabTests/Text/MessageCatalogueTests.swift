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
        // Korean text may quote commands (`:check`), code and names (`Split
        // View`), but three lower-case English words in a row mean a
        // sentence was left untranslated. Lists of ids and options
        // (`view, textfield, label`, `[guard on|off]`) are not sentences:
        // only words separated by spaces alone make a run.
        for entry in Messages.allEntries where !Messages.sameInBothLanguages.contains(entry.key) {
            let stripped = MessageTemplate.fill(entry.korean, Dictionary(
                MessageTemplate.placeholders(in: entry.korean).map { ($0, "") }, uniquingKeysWith: { a, _ in a }))
            for phrase in stripped.split(whereSeparator: { ",|/[]()-.;".contains($0) || $0.isNewline }) {
            let words = phrase.split(whereSeparator: { !$0.isLetter && $0 != ":" })
            var run = 0
            for word in words {
                guard !(word.first?.isUppercase ?? false) || !word.allSatisfy(\.isASCII) else { continue }
                run = word.allSatisfy({ $0.isASCII }) && !word.hasPrefix(":") ? run + 1 : 0
                #expect(run < 3, "\(entry.key): \(entry.korean)")
            }
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

    @Test func everyCommandHasAKoreanSummaryAndTheSameEnglishOne() {
        for command in Session().registry.commands {
            let entry = CommandSummaryMessage(rawValue: command.name)
            #expect(entry != nil, ":\(command.name) has no entry in CommandSummaryMessage")
            #expect(entry?.english == command.summary, ":\(command.name): the catalogue's English summary differs")
        }
    }

    @Test func koreanHelpIsKoreanAndAligned() {
        let help = Session(environment: SessionEnvironment(language: "ko")).handle(":help").output
        #expect(help.hasPrefix("명령 목록"))
        #expect(help.contains("\n레슨\n"))
        let lines = help.split(separator: "\n").filter { $0.hasPrefix("  :") && $0.contains("  ", after: 3) && !$0.contains("  or  ", after: 0) }
        // Every summary starts in the same display column.
        let columns = Set(lines.map { line in summaryColumn(String(line)) })
        #expect(columns.count == 1, "\(columns)")
    }

    private func summaryColumn(_ line: String) -> Int {
        let characters = Array(line)
        var index = 2
        while index + 1 < characters.count && !(characters[index] == " " && characters[index + 1] == " ") { index += 1 }
        while index < characters.count && characters[index] == " " { index += 1 }
        return String(characters[..<index]).displayWidth
    }
}

private extension Substring {
    func contains(_ text: String, after offset: Int) -> Bool {
        dropFirst(offset).contains(text)
    }
}
