import Foundation
import Testing
@testable import Lessons

/// YAML anchors and aliases in front matter are refused before Yams composes
/// them: nested aliases used as a mapping key ("billion laughs") otherwise
/// take exponential time.
@Suite("front matter: anchors and aliases are refused")
struct FrontMatterAliasTests {
    /// 409 bytes in the form: nine levels, each a list of nine
    /// aliases of the level below, the last used as a mapping key.
    static var billionLaughs: String {
        var lines = ["---", "id: basics/laughs", "title: Laughs", "concepts: [let]", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [" + Array(repeating: previous, count: 9).joined(separator: ", ") + "]")
        }
        lines += ["? *a9", ": boom", "---", "", "## Step", "", "Text.", ""]
        return lines.joined(separator: "\n")
    }

    @Test("the billion-laughs front matter is an error at the line of its first anchor, the loader ends")
    func billionLaughsIsRefusedQuickly() {
        let start = Date()
        let outcome = LessonLoader.parse(Self.billionLaughs, file: "en/01-x/01-laughs.md", language: "en")
        let seconds = Date().timeIntervalSince(start)
        // Not a speed target (those live in bench/): a guard that loading ends at all, where the
        // unbounded expansion ran for minutes.
        #expect(seconds < 30, "took \(seconds) s")
        #expect(outcome.lesson == nil)
        let messages = outcome.diagnostics.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("en/01-x/01-laughs.md:5: error: front matter uses the YAML anchor or alias '&a0'") == true, "\(messages)")
    }

    @Test("where & and * start a node they are found; in text they are not", arguments: [
        ("title: *a", "*a"),
        ("&key title: x", "&key"),
        ("concepts: [let, *a]", "*a"),
        ("concepts:\n  - let\n  - *a", "*a"),
        ("concepts: {a: *b}", "*b"),
        ("title: !!str &t x", "&t"),
        ("? *k\n: v", "*k"),
    ])
    func found(yaml: String, token: String) {
        let lines = yaml.split(separator: "\n").map(String.init)
        #expect(YAMLAliasScan.first(in: lines)?.token == token, "\(yaml)")
    }

    @Test("plain and quoted text with & and * is not an alias", arguments: [
        "title: Tom & Jerry",
        "title: a * b is *bold*",
        "title: \"*quoted*\"",
        "title: '&also'' *quoted*'",
        "title: \"multi\n  *line* quoted\"",
        "title: x # *comment",
        "# *a comment",
        "title: |\n  *literal* block\n  &text",
        "concepts: [let, var]",
        "title: Step 1 - *emphasis*",
    ])
    func notFound(yaml: String) {
        let lines = yaml.split(separator: "\n").map(String.init)
        #expect(YAMLAliasScan.first(in: lines) == nil, "\(yaml)")
    }

    @Test("every shipped lesson's front matter passes the scan")
    func shippedLessonsPass() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lessons")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let (yaml, _) = FrontMatter.split(lines) else { continue }
            #expect(YAMLAliasScan.first(in: yaml) == nil, "\(file)")
        }
    }
}
