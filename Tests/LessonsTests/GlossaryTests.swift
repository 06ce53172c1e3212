import Foundation
import Testing
@testable import Lessons

/// docs/glossary-ko.md is the one list of Korean terms; the words its notes
/// rule out ("not 관찰자", "not inset in Korean prose") appear in no Korean lesson.
@Suite("the Korean glossary")
struct GlossaryTests {
    static var glossary: String {
        get throws {
            let docs = URL(fileURLWithPath: LessonDiscovery.sourceTreeLessons).deletingLastPathComponent()
                .appendingPathComponent("docs/glossary-ko.md")
            return try String(contentsOf: docs, encoding: .utf8)
        }
    }

    /// The words the glossary's notes rule out: the text after "not " up to `;`, `,`, ` in ` or the cell's end.
    static func ruledOut(_ glossary: String) -> [String] {
        var words: [String] = []
        for line in glossary.split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 4 else { continue }
            let notes = String(cells[3])
            guard let range = notes.range(of: "not ") else { continue }
            var word = String(notes[range.upperBound...])
            for stop in [";", ",", " in ", "("] {
                if let r = word.range(of: stop) { word = String(word[..<r.lowerBound]) }
            }
            word = word.trimmingCharacters(in: .whitespaces)
            if !word.isEmpty { words.append(word) }
        }
        return words
    }

    /// The text a learner reads as Korean: inline code removed; for English words, code blocks and
    /// transcript lines removed too (they are Swift and keylab's output).
    static func prose(_ text: String, keepCodeBlocks: Bool) -> String {
        var out: [String] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            // Inside an exercise block, Korean lines (task, hint, fail) are prose; code is not.
            let isKoreanLine = line.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
            if !keepCodeBlocks && ((inFence && !isKoreanLine) || trimmed.hasPrefix(">")) { continue }
            let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
            out.append(pieces.enumerated().filter { $0.offset % 2 == 0 }.map { String($0.element) }.joined(separator: " "))
        }
        return out.joined(separator: "\n")
    }

    @Test("the glossary rules out at least the words the course issue names")
    func parsesTheNotes() throws {
        let words = Self.ruledOut(try Self.glossary)
        for word in ["관찰자", "발송", "상태 바", "가방", "inset"] {
            #expect(words.contains(word), "the glossary no longer rules out \(word): \(words)")
        }
    }

    @Test("no Korean lesson uses a word the glossary rules out")
    func lessonsFollowTheGlossary() throws {
        let words = Self.ruledOut(try Self.glossary)
        let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: "ko")
        #expect(library.lessons.count >= 20)
        var found: [String] = []
        for lesson in library.lessons {
            let text = try String(contentsOfFile: lesson.file, encoding: .utf8)
            for word in words {
                let english = word.unicodeScalars.allSatisfy(\.isASCII)
                let body = Self.prose(text, keepCodeBlocks: !english)
                let hit = english
                    ? body.range(of: "(?<![A-Za-z_:.-])\(word)(?![A-Za-z_(-])", options: .regularExpression) != nil
                    : body.contains(word)
                if hit { found.append("\(lesson.id): \(word)") }
            }
        }
        #expect(found.isEmpty, "Korean lessons use words docs/glossary-ko.md rules out:\n\(found.joined(separator: "\n"))")
    }
}

/// One spelling of a length in every lesson, as docs/glossary-ko.md and the
/// English lessons write it: `44 pt`, never `44pt` or `44포인트`.
@Suite("lengths in lessons")
struct LessonLengthSpellingTests {
    /// The lines of `text` that write a number glued to `pt` or `포인트`, as `LINE: text`.
    static func gluedLengths(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.range(of: "[0-9](pt\\b|포인트)", options: .regularExpression) == nil ? nil : "\(index + 1): \(line)"
        }
    }

    @Test("the detector finds 44pt and 44포인트 and passes 44 pt and a word like 'pts'")
    func detector() {
        #expect(Self.gluedLengths("a 44pt bar\n20포인트씩\n44 pt\nopts 4pts") == ["1: a 44pt bar", "2: 20포인트씩"])
    }

    @Test("every lesson, in both languages, writes lengths as `44 pt`", arguments: ["en", "ko"])
    func lessonsWriteOneSpelling(language: String) throws {
        let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language)
        #expect(library.lessons.count >= 20)
        var found: [String] = []
        for lesson in library.lessons where lesson.language == language {
            let text = try String(contentsOfFile: lesson.file, encoding: .utf8)
            found += Self.gluedLengths(text).map { "\(lesson.file):\($0)" }
        }
        #expect(found.isEmpty, "write a length as `44 pt` (docs/glossary-ko.md):\n\(found.joined(separator: "\n"))")
    }
}
