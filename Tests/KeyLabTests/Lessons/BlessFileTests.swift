import Foundation
import Testing
@testable import KeyLab
@testable import Lessons

/// `--bless` changes files byte-exactly and says only what it did.
@Suite("bless rewrites files faithfully")
struct BlessFileTests {
    @Test("CRLF lines are split at \\n and keep their \\r; new lines get the file's ending")
    func crlfLines() {
        let text = "```keylab\r\n> x\r\nold\r\n```\r\n"
        let lines = OutputCorrection.lines(of: text)
        #expect(lines == ["```keylab\r", "> x\r", "old\r", "```\r", ""])
        let fixed = OutputCorrection.apply([OutputCorrection(file: "f", inputLine: 2, oldCount: 1, newLines: ["new", ""])], to: lines)
        #expect(fixed.joined(separator: "\n") == "```keylab\r\n> x\r\nnew\r\n\r\n```\r\n")
    }

    @Test("corrections that no longer fit the file are reported, not called blessed")
    func staleCorrection() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-bless-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lesson.md").path
        try "one line\n".write(toFile: file, atomically: true, encoding: .utf8)
        let outcome = OutputCorrection.bless([OutputCorrection(file: file, inputLine: 40, oldCount: 1, newLines: ["x"])])
        #expect(outcome.files == [])
        #expect(outcome.applied == [])
        #expect(outcome.problems == ["error: cannot bless \(file): its transcripts are not where the check found them; nothing was changed (run check-lessons again)"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "one line\n")
    }
}
