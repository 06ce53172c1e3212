import Foundation
import Testing
@testable import KeyLab
import Lessons

/// docs/glossary-ko.md decides the Korean terms for keylab's own output as
/// well as for the lessons: the catalogue uses none of the words the
/// glossary rules out, and writes lengths as `44 pt`.
@Suite("the message catalogue follows the Korean glossary")
struct GlossaryCatalogueTests {
    static var glossary: String {
        get throws {
            let docs = URL(fileURLWithPath: LessonDiscovery.sourceTreeLessons).deletingLastPathComponent()
                .appendingPathComponent("docs/glossary-ko.md")
            return try String(contentsOf: docs, encoding: .utf8)
        }
    }

    /// The words after "not " in the glossary's notes column, up to `;`, `,`, ` in ` or `(`.
    static func ruledOut(_ glossary: String) -> [String] {
        glossary.split(separator: "\n").filter { $0.hasPrefix("|") }.compactMap { line -> String? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 4, let range = cells[3].range(of: "not ") else { return nil }
            var word = String(cells[3][range.upperBound...])
            for stop in [";", ",", " in ", "("] {
                if let r = word.range(of: stop) { word = String(word[..<r.lowerBound]) }
            }
            word = word.trimmingCharacters(in: .whitespaces)
            return word.isEmpty ? nil : word
        }
    }

    /// A Korean template without its inline code, quoted names and arguments.
    static func prose(_ template: String) -> String {
        var text = template
        for pattern in ["`[^`]*`", "'[^']*'", "\\{[^}]*\\}"] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return text
    }

    @Test("no Korean template uses a word the glossary rules out")
    func ruledOutWords() throws {
        let words = Self.ruledOut(try Self.glossary)
        #expect(words.contains("예측 막대") && words.contains("끝 프레임"), "\(words)")
        var found: [String] = []
        for entry in Messages.allEntries {
            let text = Self.prose(entry.korean)
            for word in words {
                let english = word.unicodeScalars.allSatisfy(\.isASCII)
                let hit = english
                    ? text.range(of: "(?<![A-Za-z_:.-])\(word)(?![A-Za-z_(-])", options: .regularExpression) != nil
                    : text.contains(word)
                if hit { found.append("\(entry.key): \(word)") }
            }
        }
        #expect(found.isEmpty, "the catalogue uses words docs/glossary-ko.md rules out:\n\(found.joined(separator: "\n"))")
    }

    @Test("lengths are written as the glossary says: a number, a space, pt")
    func points() {
        let wrong = Messages.allEntries.filter { entry in
            entry.korean.range(of: "([0-9}])(pt\\b|포인트)", options: .regularExpression) != nil
        }.map(\.key)
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("the detector finds a ruled-out word")
    func detector() {
        #expect(Self.prose("예측 막대 끔: `끝 프레임` {height} pt") == "예측 막대 끔:     pt")
        #expect(Self.ruledOut("| a | b | not 관찰자 |\n| c | d | kept; not 끝 프레임 (x) |") == ["관찰자", "끝 프레임"])
    }
}

/// Particles after an English word that ends in a `t` read as ㅅ.
@Suite("particles after a final t")
struct FinalTParticleTests {
    @Test("UIKit은, a set은 read 킷, 셋; list는, boot는 read 트")
    func finalT() {
        #expect(KoreanParticle.ending(of: "UIKit") == .consonant)
        #expect(KoreanParticle.ending(of: "set") == .consonant)
        #expect(KoreanParticle.ending(of: "list") == .vowel)
        #expect(KoreanParticle.ending(of: "boot") == .vowel)
        #expect(Messages(.korean).swiftc(.noAppleModule, ["module": "UIKit"]).hasPrefix("참고: UIKit은 애플 SDK"))
    }
}
