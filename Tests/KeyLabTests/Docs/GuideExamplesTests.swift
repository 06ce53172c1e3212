import Foundation
import Testing
@testable import KeyLab

/// The user guide's examples are run, so the guide never drifts from what
/// keylab prints: every fenced block whose first line starts with `> ` is a
/// transcript; the transcripts of one section (a `##` or `###` heading)
/// replay, in order, in one fresh session.
@Suite("docs/guide.md examples print what the guide shows")
struct GuideExamplesTests {
    struct Exchange {
        var input: String
        var expected: [String]
        var line: Int
        var section: Int
    }

    static func transcripts(in text: String, prompt: String = "> ") -> [Exchange] {
        var exchanges: [Exchange] = []
        var inFence = false
        var isTranscript = false
        var section = 0
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("```") {
                if inFence { inFence = false; isTranscript = false } else { inFence = true; isTranscript = false }
                if inFence { isTranscript = false }
                continue
            }
            if !inFence, line.hasPrefix("## ") || line.hasPrefix("### ") { section += 1 }
            guard inFence else { continue }
            if line.hasPrefix(prompt) {
                isTranscript = true
                exchanges.append(Exchange(input: String(line.dropFirst(prompt.count)), expected: [], line: number + 1, section: section))
            } else if isTranscript, !exchanges.isEmpty {
                exchanges[exchanges.count - 1].expected.append(line)
            }
        }
        return exchanges
    }

    static func trimmed(_ lines: [String]) -> [String] {
        var result = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while result.last == "" { result.removeLast() }
        return result
    }

    static func document(_ path: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path)
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("the README's sample session is real")
    func readmeSession() throws {
        let exchanges = Self.transcripts(in: try Self.document("README.md"), prompt: "keylab> ")
        #expect(exchanges.count >= 6)
        replay(exchanges, file: "README.md")
    }

    @Test("every transcript in the guide replays exactly")
    func guideTranscripts() throws {
        let exchanges = Self.transcripts(in: try Self.document("docs/guide.md"))
        #expect(exchanges.count > 15)
        replay(exchanges, file: "docs/guide.md")
    }

    func replay(_ exchanges: [Exchange], file: String) {
        var session = Session()
        var section = -1
        for exchange in exchanges {
            if exchange.section != section {
                session = Session()
                section = exchange.section
            }
            let output = session.handle(exchange.input).output
            let actual = Self.trimmed(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            let expected = Self.trimmed(exchange.expected)
            #expect(actual == expected, "\(file):\(exchange.line): `\(exchange.input)`\n--- document\n\(expected.joined(separator: "\n"))\n--- keylab\n\(actual.joined(separator: "\n"))")
        }
    }
}
