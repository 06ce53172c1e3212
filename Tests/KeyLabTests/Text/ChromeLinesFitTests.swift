import Foundation
import Lessons
import Testing
@testable import KeyLab

/// The greeting, the "builds on" note of `:lesson` and the "Next:" line of a
/// lesson's last step wrap at spaces to the terminal, so the terminal never
/// cuts a word or a lesson id (`:lesson keyboard/notifications`) in two.
@Suite struct ChromeLinesFitTests {
    static let cases: [(String, Int)] = [("en", 80), ("en", 60), ("ko", 80), ("ko", 60)]

    private func session(_ language: String, _ width: Int) throws -> (Session, String) {
        let data = try LessonFixtures.temporaryFolder()
        return (Session(environment: SessionEnvironment(width: width, language: language,
                                                        lessonsDirectory: LessonDiscovery.sourceTreeLessons,
                                                        dataDirectory: data)), data)
    }

    private func wide(_ text: String, _ width: Int) -> [String] {
        text.removingANSIEscapes.split(separator: "\n").map(String.init).filter { $0.displayWidth > width }
    }

    @Test(arguments: cases) func greeting(language: String, width: Int) throws {
        let (s, data) = try session(language, width)
        defer { try? FileManager.default.removeItem(atPath: data) }
        let text = s.greeting()
        #expect(wide(text, width).isEmpty, "\(text)")
        #expect(text.contains(":quit"))
    }

    @Test(arguments: cases) func buildsOnNote(language: String, width: Int) throws {
        let (s, data) = try session(language, width)
        defer { try? FileManager.default.removeItem(atPath: data) }
        let text = s.handle(":lesson keyboard/first-responder").output
        let note = text.removingANSIEscapes.split(separator: "\n").prefix(3).joined(separator: "\n")
        #expect(wide(note, width).isEmpty, "\(note)")
        #expect(note.split(separator: "\n").contains { $0.contains("keyboard/notifications") }, "\(note)")
    }

    @Test(arguments: cases) func nextLessonLine(language: String, width: Int) throws {
        let (s, data) = try session(language, width)
        defer { try? FileManager.default.removeItem(atPath: data) }
        _ = s.handle(":lesson keyboard/the-problem")
        for _ in 0..<6 { _ = s.handle(":next") }
        let text = s.handle(":next").output
        #expect(wide(text, width).isEmpty, "\(text)")
        #expect(text.split(separator: "\n").contains { $0.contains("keyboard/notifications") }, "\(text)")
    }
}
