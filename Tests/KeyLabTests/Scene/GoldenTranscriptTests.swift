import Foundation
import Testing
@testable import KeyLab

/// A golden transcript: `# ` comment lines at the top, then `> INPUT` lines
/// each followed by the complete output the session printed for it.
struct GoldenTranscript: Equatable {
    var comments: [String]
    var entries: [(input: String, output: [String])]

    static func == (a: GoldenTranscript, b: GoldenTranscript) -> Bool {
        a.comments == b.comments && a.entries.map(\.input) == b.entries.map(\.input)
            && a.entries.map(\.output) == b.entries.map(\.output)
    }

    init(comments: [String], entries: [(input: String, output: [String])]) {
        self.comments = comments
        self.entries = entries
    }

    init(parsing text: String) {
        comments = []
        entries = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if line.hasPrefix("> ") || line == ">" {
                entries.append((String(line.dropFirst(2)), []))
            } else if entries.isEmpty {
                if line.hasPrefix("#") { comments.append(line) }
            } else {
                entries[entries.count - 1].output.append(line)
            }
        }
    }

    /// The same inputs replayed through a fresh session (no colour, Unicode, 80 columns).
    func replayed() -> GoldenTranscript {
        let session = Session()
        let replayed = entries.map { entry -> (input: String, output: [String]) in
            let output = session.handle(entry.input).output
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return (entry.input, lines)
        }
        return GoldenTranscript(comments: comments, entries: replayed)
    }

    var text: String {
        var lines = comments
        for entry in entries {
            lines.append("> " + entry.input)
            lines += entry.output
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

enum GoldenFiles {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".txt") }.sorted()
    }

    /// `KEYLAB_BLESS=1 swift test --filter Golden` rewrites the files with what the session prints now.
    static var blessing: Bool { ProcessInfo.processInfo.environment["KEYLAB_BLESS"] == "1" }
}

@Suite("Golden transcripts (Tests/KeyLabTests/Golden; KEYLAB_BLESS=1 rewrites them)")
struct GoldenTranscriptTests {
    @Test("there is a transcript for every strategy")
    func everyStrategyHasOne() {
        let names = GoldenFiles.names
        for strategy in ["none", "shift-view", "move", "constraints", "scroll", "minimal", "layout-guide"] {
            #expect(names.contains { $0.hasPrefix(strategy) }, "no golden transcript for \(strategy)")
        }
    }

    @Test("replaying the transcript prints exactly what it shows", arguments: GoldenFiles.names)
    func replays(name: String) throws {
        let url = GoldenFiles.directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let golden = GoldenTranscript(parsing: text)
        #expect(!golden.entries.isEmpty)
        let actual = golden.replayed()
        if GoldenFiles.blessing {
            try actual.text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        for (expected, got) in zip(golden.entries, actual.entries) where expected.output != got.output {
            Issue.record("\(name): output of '> \(expected.input)' differs:\n--- expected\n\(expected.output.joined(separator: "\n"))\n--- got\n\(got.output.joined(separator: "\n"))")
            return
        }
    }
}
