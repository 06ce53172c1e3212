import Foundation
import Testing
@testable import KeyLab
@testable import Lessons

/// A transcript's hidden setup (`>> ` lines) builds the screen without being
/// shown: the step renders only the shown lines, `:replay` runs both and
/// says what it set up, and check-lessons reports a hidden line that fails.
@Suite struct HiddenSetupReplayTests {
    static func lessons(setup: String) throws -> String {
        let root = try LessonFixtures.temporaryFolder()
        let folder = root + "/en/01-demo"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        ---
        id: demo/hidden
        title: Hidden setup
        concepts: [x]
        ---

        ## Rotate the built screen

        ```keylab
        \(setup)
        >> :add textfield message 8 7 300 30 in bar
        > :expect bar.y == 623
        ok
        ```
        """.write(toFile: folder + "/01-hidden.md", atomically: true, encoding: .utf8)
        return root
    }

    static let goodSetup = ">> :draw off\n>> :add toolbar bar 0 623 375 44"

    @Test func theStepShowsOnlyTheShownLines() throws {
        let s = Session(environment: SessionEnvironment(color: false, language: "en", lessonsDirectory: try Self.lessons(setup: Self.goodSetup)))
        let shown = s.handle(":lesson demo/hidden").output
        #expect(shown.contains("keylab> :expect bar.y == 623"))
        #expect(!shown.contains(":add toolbar"))
        #expect(!shown.contains(":draw off"))
    }

    @Test func replayBuildsTheScreenSilentlyAndSaysSo() throws {
        let s = Session(environment: SessionEnvironment(color: false, language: "en", lessonsDirectory: try Self.lessons(setup: Self.goodSetup)))
        _ = s.handle(":lesson demo/hidden")
        for _ in 0..<2 {
            let replay = s.handle(":replay").output
            #expect(replay == "(the step's set-up runs first: 3 lines not shown)\nkeylab> :expect bar.y == 623\nok\n")
        }
        #expect(s.handle(":expect message.x == 8").output == "ok\n")
    }

    @Test func replayShowsAHiddenLineThatFails() throws {
        let s = Session(environment: SessionEnvironment(color: false, language: "en", lessonsDirectory: try Self.lessons(setup: ">> :add toolbar bar 0 623")))
        _ = s.handle(":lesson demo/hidden")
        let replay = s.handle(":replay").output
        #expect(replay.contains("keylab> :add toolbar bar 0 623\n"))
    }

    @Test func checkLessonsPassesAGoodHiddenSetup() throws {
        let outcome = LessonSuiteCheck.run(path: try Self.lessons(setup: Self.goodSetup), languages: ["en"], swiftcPath: nil, bless: false)
        #expect(outcome.diagnostics.map(\.description) == [])
    }

    @Test func checkLessonsReportsAFailingHiddenLineAndBlessLeavesIt() throws {
        let root = try Self.lessons(setup: ">> :add toolbar bar 0 623")
        let file = root + "/en/01-demo/01-hidden.md"
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let outcome = LessonSuiteCheck.run(path: root, languages: ["en"], swiftcPath: nil, bless: true)
        let messages = outcome.diagnostics.map(\.description)
        #expect(messages.contains { $0.hasPrefix(file + ":10: error: hidden setup line '>> :add toolbar bar 0 623' fails: ") })
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix(before.components(separatedBy: "> :expect").first ?? "?"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(">> :add toolbar bar 0 623\n>> :add textfield"))
    }
}
