import Foundation
import Lessons
import Testing
@testable import KeyLab

/// What a failed `:check` prints reads as a list: one line per reason (two
/// checks that fail for the same reason say it once), each reason's wrapped
/// lines under its first word, and counts in the right number.
@Suite struct CheckFeedbackReadabilityTests {
    private func session(lessons: String, width: Int = 80, language: String = "en") throws -> (Session, String) {
        let data = try LessonFixtures.temporaryFolder()
        let session = Session(environment: SessionEnvironment(width: width, language: language,
                                                              lessonsDirectory: lessons, dataDirectory: data))
        return (session, data)
    }

    /// A lesson whose exercise has two checks on a view the learner has not made yet.
    private func lessonWithTwoChecksOnOneView() throws -> String {
        let root = try LessonFixtures.temporaryFolder()
        let folder = root + "/en/01-demo"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lesson = """
        ---
        id: demo/place
        title: Place a field
        concepts: []
        ---

        ## Place it

        ```exercise
        task: Add a `phone` field at y 365.
        setup: :draw off
        check: :expect phone.y == 365
        check: :expect phone.covered == 0
        mistake: :add textfield phone 20 300 335 44
        mistake: :add textfield phone 20 370 335 44
        solution:
        > :add textfield phone 20 365 335 44
        added textfield phone (20, 365, 335, 44) in view
        ```

        ## Summary

        Done.
        """
        try lesson.write(toFile: folder + "/01-place.md", atomically: true, encoding: .utf8)
        return root
    }

    @Test func aReasonTwoChecksShareIsSaidOnce() throws {
        let (s, data) = try session(lessons: try lessonWithTwoChecksOnOneView())
        defer { try? FileManager.default.removeItem(atPath: data) }
        _ = s.handle(":lesson demo/place")
        let reply = s.handle(":check")
        #expect(reply.failed)
        let reasons = reply.output.split(separator: "\n").filter { $0.contains("`phone`") }
        #expect(reasons.count == 1, "\(reply.output)")
    }

    @Test(arguments: [("en", 80), ("en", 60), ("ko", 60)])
    func aWrappedReasonGoesOnUnderItsFirstWord(language: String, width: Int) throws {
        let (s, data) = try session(lessons: LessonDiscovery.sourceTreeLessons, width: width, language: language)
        defer { try? FileManager.default.removeItem(atPath: data) }
        // The order-of-notifications exercise: two long `fail:` texts, no device runs.
        for line in [":lesson keyboard/notifications", ":next", ":next", ":next", ":next", ":next"] { _ = s.handle(line) }
        let reply = s.handle(":check")
        #expect(reply.failed)
        let lines = reply.output.removingANSIEscapes.split(separator: "\n").map(String.init)
        var continuations: [String] = []
        for (line, next) in zip(lines, lines.dropFirst()) where line.hasPrefix("  - ") && !next.hasPrefix("  - ") && next.hasPrefix(" ") {
            continuations.append(next)
        }
        #expect(!continuations.isEmpty, "\(reply.output)")
        for line in continuations {
            // "  - " is 4 columns: the text goes on at column 4, not 6.
            #expect(line.hasPrefix("    ") && !line.hasPrefix("     "), "\(reply.output)")
        }
    }

    @Test func oneMoreFailingRunIsSingular() throws {
        let (s, data) = try session(lessons: LessonDiscovery.sourceTreeLessons)
        defer { try? FileManager.default.removeItem(atPath: data) }
        // "Set the toolbar on the keyboard": moving the bar by the whole keyboard height
        // fails only on the iPhone X, upright and sideways.
        for line in [":lesson keyboard/move-toolbar"] + Array(repeating: ":next", count: 9) + ["import UIKit"] { _ = s.handle(line) }
        _ = s.handle("""
        class ViewController: UIViewController { var bar: UIView?; override func viewDidLoad() { super.viewDidLoad(); NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil) }; @objc func keyboardWillShow(_ notification: Notification) { guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }; bar?.frame.origin.y -= endFrame.height } }
        """)
        let reply = s.handle(":check")
        #expect(reply.failed)
        #expect(reply.output.contains("(and on 1 more device/orientation run)"), "\(reply.output)")
        #expect(!reply.output.contains("1 more device/orientation runs"), "\(reply.output)")
    }

    @Test(arguments: ["en", "ko"]) func aControllerThatDidNotCompileIsNotListedAsDash(language: String) throws {
        let (s, data) = try session(lessons: LessonDiscovery.sourceTreeLessons, language: language)
        defer { try? FileManager.default.removeItem(atPath: data) }
        _ = s.handle("import UIKit")
        // `keyboardWillShow` is not @objc: the class does not compile, so it is not kept.
        let compile = s.handle("""
        class ViewController: UIViewController { override func viewDidLoad() { super.viewDidLoad(); NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil) }; func keyboardWillShow(_ notification: Notification) {} }
        """)
        #expect(compile.failed)
        let reply = s.handle(":strategy code ViewController")
        #expect(reply.failed)
        #expect(!reply.output.contains(": -"), "\(reply.output)")
        #expect(reply.output.contains("class ViewController: UIViewController"), "\(reply.output)")
    }
}
