import Foundation
import Testing
@testable import KeyLab

/// The learner's path: `:code`, save it, `:load` it, `:strategy code`, and
/// the screen moves as it did with the built-in strategy.
@Suite struct CodeThenStrategyCodeTests {
    @Test(":load the :code of shift-view only nickname and :strategy code: the same shift")
    func printedCodeRunsInTheSession() throws {
        let session = sceneSession(signUpScreen + [":strategy shift-view only nickname"])
        let code = session.handle(":code").output
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("keylab-code-\(UUID().uuidString).swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let loaded = session.handle(":load \(file.path)")
        #expect(!loaded.failed, "\(loaded.output)")
        let installed = session.handle(":strategy code")
        #expect(!installed.failed, "\(installed.output)")
        #expect(installed.output.contains("nickname"), "the nickname outlet is connected: \(installed.output)")

        _ = session.handle(":focus nickname")
        // iPhone 8 portrait: the keyboard with the predictive bar is 258 pt.
        #expect(session.scene.simulation.views[0].frame.y == -258)
        _ = session.handle(":focus email")
        // Another field: the else branch puts the view back (−258 + 258).
        #expect(session.scene.simulation.views[0].frame.y == 0)
        _ = session.handle(":focus nickname")
        _ = session.handle(":dismiss")
        #expect(session.scene.simulation.views[0].frame.y == 0)
    }
}
