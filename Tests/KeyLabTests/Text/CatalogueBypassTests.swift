import Foundation
import Testing
@testable import KeyLab

/// Every user-visible string of KeyLab goes through the message catalogue.
/// This test reads Sources/KeyLab and finds string literals that look like
/// English prose (three lower-case English words in a row) outside the
/// catalogue. Not counted: comments, the catalogue itself
/// (Text/Messages/), the UIKit code `:code` prints (Code/, Swift source
/// stays Swift), and the commands' own summaries, details, usages and
/// examples (their Korean lives in CommandSummaryMessage and
/// CommandDetailMessage). Prose left from before the catalogue is listed in
/// `knownBypasses` per file; the count may only go down, so a new
/// sentence typed straight into a command fails here.
@Suite struct CatalogueBypassTests {
    /// Files with prose literals not moved into the catalogue yet, and how many.
    static let knownBypasses: [String: Int] = [:]

    static var sourcesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/KeyLab")
    }

    /// The string literals of one line of Swift (outside a `//` comment).
    static func literals(in line: String) -> [String] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return [] }
        var result: [String] = []
        var current: String?
        var escaped = false
        var previous: Character = " "
        for character in line {
            if var text = current {
                if escaped { escaped = false; text.append(character); current = text; continue }
                if character == "\\" { escaped = true; text.append(character); current = text; continue }
                if character == "\"" { result.append(text); current = nil; continue }
                text.append(character)
                current = text
            } else {
                if character == "/" && previous == "/" { break }
                if character == "\"" { current = "" }
            }
            previous = character
        }
        return result
    }

    /// Three lower-case English words in a row: a sentence, not a name or code.
    static func looksLikeProse(_ literal: String) -> Bool {
        let words = literal.split(whereSeparator: { $0 == " " })
        var run = 0
        for word in words {
            let core = word.trimmingCharacters(in: CharacterSet(charactersIn: ",.;:()'!?"))
            let isWord = core.count >= 2 && core.allSatisfy { $0.isASCII && $0.isLowercase }
            run = isWord ? run + 1 : 0
            if run >= 3 { return true }
        }
        return false
    }

    /// Prose literals per file (paths relative to Sources/KeyLab).
    static func bypasses() -> [String: [String]] {
        let commandTexts = Session().registry.commands.map { [$0.summary, $0.details, $0.usage, $0.example].joined(separator: "\n") }
            .joined(separator: "\n")
        var found: [String: [String]] = [:]
        let root = sourcesFolder.path
        guard let files = FileManager.default.enumerator(atPath: root) else { return [:] }
        for case let path as String in files where path.hasSuffix(".swift") {
            if path.hasPrefix("Text/Messages/") || path.hasPrefix("Code/") { continue }
            guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                for literal in literals(in: String(line)) where looksLikeProse(literal) {
                    let unescaped = literal.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
                    if commandTexts.contains(unescaped) { continue }
                    found[path, default: []].append(literal)
                }
            }
        }
        return found
    }

    @Test func noNewSentenceBypassesTheCatalogue() {
        let found = Self.bypasses()
        for (file, literals) in found.sorted(by: { $0.key < $1.key }) {
            let allowed = Self.knownBypasses[file] ?? 0
            #expect(literals.count <= allowed,
                    "\(file): \(literals.count) sentences outside the catalogue (allowed \(allowed)); move new ones to Text/Messages/:\n\(literals.joined(separator: "\n"))")
        }
    }

    @Test func theKnownListOnlyShrinks() {
        let found = Self.bypasses()
        for (file, allowed) in Self.knownBypasses {
            #expect((found[file]?.count ?? 0) == allowed,
                    "\(file): \(found[file]?.count ?? 0) sentences outside the catalogue now; set knownBypasses to that")
        }
    }

    @Test func theDetectorSeesProseAndIgnoresCode() {
        #expect(Self.looksLikeProse("the trace is empty: no keyboard notification yet"))
        #expect(!Self.looksLikeProse("NAME.x|y|width"))
        #expect(!Self.looksLikeProse("keyboardWillShow"))
        #expect(Self.literals(in: #"let a = "x \"y\" z" + "w" // "not this""#) == [#"x \"y\" z"#, "w"])
    }
}
