import Foundation
import Testing
@testable import KeyLab
@testable import Lessons

/// Every output path that can carry untrusted text, through the terminal
/// sink: a hostile lesson, hostile view and command names, and Strings
/// holding escapes. Nothing may reach the terminal as a control character.
@Suite("terminal injection: every output path")
struct TerminalInjectionUnitTests {
    private func lessonSession(_ folder: String, color: Bool = false) throws -> Session {
        Session(environment: SessionEnvironment(color: color, lessonsDirectory: folder, dataDirectory: try LessonFixtures.temporaryFolder()))
    }

    /// Expects `output` to be safe on a terminal with colour off and on, and
    /// shows the visible forms a reader needs to notice the attack.
    private func expectSafe(_ output: String, showing visible: [String] = [], _ comment: Comment? = nil) {
        #expect(TerminalBytes.problems(output.onPlainTerminal, color: false) == [], comment)
        #expect(TerminalBytes.problems(output.onColourTerminal, color: true) == [], comment)
        #expect(!output.onPlainTerminal.contains("\u{1B}"), comment)
        for text in visible { #expect(output.onPlainTerminal.contains(text), comment) }
    }

    @Test("lesson title: in the greeting, :lessons and the lesson header")
    func title() throws {
        let session = try lessonSession(try HostileLesson.folder())
        let greeting = session.greeting()
        #expect(greeting.contains("\u{1B}]0;pwned"), "the title reached the session raw: the sink is what protects")
        expectSafe(greeting, showing: ["Evil\\u{1B}]0;pwned\\u{07} title"])
        expectSafe(session.handle(":lessons").output, showing: ["Evil\\u{1B}]0;pwned\\u{07} title"])
        expectSafe(session.handle(":lesson evil/one").output, showing: ["Evil\\u{1B}]0;pwned\\u{07} title"])
    }

    @Test("prose, heading, transcript and code of a lesson step")
    func prose() throws {
        for color in [false, true] {
            let session = try lessonSession(try HostileLesson.folder(), color: color)
            let step = session.handle(":lesson evil/one").output
            expectSafe(step, showing: ["\\u{1B}]52;c;cm0gLXJmIH4=\\u{07}", "\\u{1B}[2J", "\\u{9B}2J", "\\u{202E}reversed", "Heading \\u{1B}]0;pwned\\u{07}", "usage: :quit \\u{1B}]0;pwned\\u{07}", "let s = \"\\u{1B}[2J\""])
        }
    }

    @Test("exercise task and hints")
    func taskAndHints() throws {
        let session = try lessonSession(try HostileLesson.folder(), color: true)
        _ = session.handle(":lesson evil/one")
        let exercise = session.handle(":next").output
        expectSafe(exercise, showing: ["Do it \\u{1B}]0;pwned\\u{07}", "Exercise \\u{1B}[5m"])
        expectSafe(session.handle(":hint").output, showing: ["Hint \\u{1B}]52;c;cm0gLXJmIH4=\\u{07}"])
        expectSafe(session.handle(":solution").output)
        expectSafe(session.handle(":check").output)
    }

    @Test("check-lessons errors repeat the lesson's text made visible")
    func checkLessonsErrors() throws {
        let folder = try HostileLesson.folder()
        let outcome = LessonSuiteCheck.run(path: folder, languages: nil, swiftcPath: nil, bless: false)
        #expect(outcome.errorCount > 0)
        let report = (outcome.diagnostics.map(\.description) + outcome.summary).joined(separator: "\n")
        #expect(report.contains("\u{1B}"), "the transcript's expected output is quoted in the error")
        expectSafe(report, showing: ["\\u{1B}]0;pwned\\u{07}"])
    }

    @Test("view names and typed names in scene messages")
    func viewNames() {
        let session = Session(environment: SessionEnvironment(color: true))
        for line in [":add view n\u{1B}]0;x\u{07} 0 0 10 10", ":add label \u{1B}[2J 0 0 10 10", ":focus f\u{1B}]52;c;eA==\u{07}", ":remove \u{9B}2J", ":expect v\u{1B}.y == 1"] {
            let reply = session.handle(line)
            expectSafe(reply.output, "\(line.debugDescription) → \(reply.output.debugDescription)")
        }
        expectSafe(session.handle(":add label n\u{1B}[2Jame 0 0 10 10").output, showing: ["'n\\u{1B}[2Jame'"])
    }

    @Test("an unknown command is echoed with its escapes visible")
    func unknownCommand() {
        let session = Session(environment: SessionEnvironment(color: true))
        let reply = session.handle(":fo\u{1B}]0;x\u{07}cus nickname")
        #expect(reply.failed)
        expectSafe(reply.output, showing: [":fo\\u{1B}]0;x\\u{07}cus"])
        expectSafe(session.handle(":help \u{1B}[2J").output)
    }

    @Test("the REPL echo of a String escapes as Swift does; print stays raw until the sink")
    func stringEcho() {
        let session = Session(environment: SessionEnvironment())
        #expect(session.handle("let s = \"a\\u{1B}]0;x\\u{7}b\"").output == "s: String = \"a\\u{1B}]0;x\\u{07}b\"\n")
        #expect(session.handle("s").output == "$R0: String = \"a\\u{1B}]0;x\\u{07}b\"\n")
        #expect(session.handle("let c: Character = \"\\u{7F}\"").output == "c: Character = \"\\u{7F}\"\n")
        #expect(session.handle("[s]").output.contains("\"a\\u{1B}]0;x\\u{07}b\""))
        // print writes the character itself, as Swift does; the terminal sink shows it.
        let printed = session.handle("print(s)").output
        #expect(printed == "a\u{1B}]0;x\u{07}b\n")
        #expect(printed.onPlainTerminal == "a\\u{1B}]0;x\\u{07}b\n")
        #expect(session.handle("debugPrint(s)").output == "\"a\\u{1B}]0;x\\u{07}b\"\n")
    }
}
