import Foundation
import Testing

/// Probes of lesson files: size caps, and `check-lessons --bless` on files
/// with CRLF line endings or behind a symbolic link.
@Suite("reliability: lesson files")
struct LessonFileReliabilityTests {
    /// A lesson whose transcript expects the wrong answer.
    static let wrongTranscript = "---\nid: basics/lesson1\ntitle: Lesson 1\nconcepts: []\n---\n\n## One\n\n```keylab\n> 1 + 1\n$R0: Int = 3\n```\n"

    @Test("a lesson over 1 MB is a file:line error, checked before it is read, and the rest still load")
    func oversizedLesson() throws {
        let probe = try ReliabilityProbe(lessonCount: 1)
        defer { probe.remove() }
        try probe.write("lessons/en/01-basics/02-big.md", ReliabilityProbe.lesson(2).replacingOccurrences(of: "lesson1", with: "lesson2")
                        + String(repeating: "word ", count: 3 * 1_048_576 / 5))
        let started = Date()
        let check = try probe.run(["check-lessons", probe.lessons, "--lang", "en"], stdin: "")
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(check.status == 1)
        #expect(check.stdout.contains(probe.lessons + "/en/01-basics/02-big.md:1: error: this lesson file is 3 MB, over the 1 MB limit for a lesson"), "\(check.output)")
        let repl = try probe.run(stdin: ":lessons\n")
        #expect(repl.stdout.contains("basics/lesson1"))
        #expect(repl.stdout.contains("note: 1 lesson file has errors"), "\(repl.output)")
    }

    @Test("--bless on a CRLF lesson rewrites the output and keeps CRLF line endings")
    func blessCRLF() throws {
        let probe = try ReliabilityProbe(lessonCount: 1)
        defer { probe.remove() }
        let file = probe.lessons + "/en/01-basics/01-lesson1.md"
        try Data(Self.wrongTranscript.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: URL(fileURLWithPath: file))
        let run = try probe.run(["check-lessons", file, "--bless"], stdin: "")
        #expect(run.stdout.contains("blessed \(file)"), "\(run.output)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text == Self.wrongTranscript.replacingOccurrences(of: "Int = 3", with: "Int = 2").replacingOccurrences(of: "\n", with: "\r\n"))
        let again = try probe.run(["check-lessons", file], stdin: "")
        #expect(again.status == 0, "\(again.output)")
    }

    @Test("--bless on a symlinked lesson writes the target, keeps its permissions and the link")
    func blessSymlink() throws {
        let probe = try ReliabilityProbe(lessonCount: 1)
        defer { probe.remove() }
        let file = probe.lessons + "/en/01-basics/01-lesson1.md"
        let target = probe.home + "/authoring/lesson1.md"
        try probe.write("authoring/lesson1.md", Self.wrongTranscript)
        #expect(chmod(target, 0o640) == 0)
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: target)
        let run = try probe.run(["check-lessons", probe.lessons, "--bless"], stdin: "")
        #expect(run.stdout.contains("blessed \(file)"), "\(run.output)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.wrongTranscript.replacingOccurrences(of: "Int = 3", with: "Int = 2"))
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o640)
    }
}
