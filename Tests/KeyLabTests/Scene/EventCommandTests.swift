import Testing
import KeyboardSim
@testable import KeyLab

@Suite("Keyboard events: :focus :dismiss :keyboard :rotate, :explain :draw :animate")
struct EventCommandTests {
    /// The "done when": the seed 000 screen, shift-view only nickname,
    /// :focus nickname shows keyboardWillShow with its userInfo, the
    /// arithmetic, the verdict and a drawing with the field above the keyboard.
    @Test func doneWhenScenario() {
        let session = sceneSession(signUpScreen + [":draw on", ":strategy shift-view only nickname"])
        let reply = session.handle(":focus nickname")
        #expect(!reply.failed)
        let lines = reply.lines
        let willShow = lines.firstIndex { $0.hasPrefix("keyboardWillShow ") } ?? -1
        #expect(willShow > 0)
        #expect(lines[willShow] == "keyboardWillShow         begin (0, 667, 375, 258)  end (0, 409, 375, 258)")
        #expect(lines[willShow + 1] == "  userInfo: duration 0.25, curve 7, isLocal true")
        #expect(lines.contains("    origin.y = 0 − 258 = −258  (origin.y − keyboardHeight)"))
        #expect(lines.contains("verdict: nickname is fully visible, 143 pt above the keyboard"))
        // The drawing: the view shifted off the top, the field above the shaded keyboard.
        #expect(lines.contains("▲ view.y = −258: its top 258 pt are above the screen"))
        let field = lines.firstIndex { $0.hasPrefix("║") && $0.contains("▸nickname") } ?? Int.max
        let keyboard = lines.firstIndex { $0.hasPrefix("║░") } ?? -1
        #expect(field < keyboard)
        #expect(!reply.output.contains("▓"))
        #expect(lines.contains { $0.hasPrefix("  nickname  textfield  (20, 480, 335, 44)   (20, 222, 335, 44)") })
        #expect(session.handle(":expect view.y == -258").output == "ok\n")
        #expect(session.handle(":expect nickname.covered == 0").output == "ok\n")
    }

    @Test func withoutHandlingTheFieldIsCovered() {
        let session = sceneSession(signUpScreen + [":strategy none"])
        let reply = session.handle(":focus nickname")
        #expect(reply.lines.contains("verdict: nickname is covered by 44 pt (its whole height)"))
        #expect(reply.lines.first == "nickname.becomeFirstResponder()")
    }

    @Test func explainOffLeavesTheVerdictOnly() {
        let session = sceneSession(signUpScreen + [":explain off"])
        #expect(session.handle(":focus nickname").output == "verdict: nickname is covered by 44 pt (its whole height)\n")
        #expect(session.handle(":dismiss").output == "")
    }

    @Test func dismissHidesWithTheFullHeightEndFrame() {
        let session = sceneSession(signUpScreen + [":focus nickname"])
        let reply = session.handle(":dismiss")
        #expect(reply.lines.contains("keyboardWillHide         begin (0, 409, 375, 258)  end (0, 667, 375, 258)"))
        #expect(!reply.output.contains("verdict"))
    }

    @Test func switchingFieldsPostsShowAgain() {
        let session = sceneSession(signUpScreen + [":focus email"])
        let reply = session.handle(":focus nickname")
        #expect(reply.lines.contains("keyboardWillShow         begin (0, 409, 375, 258)  end (0, 409, 375, 258)"))
    }

    @Test func keyboardVariants() {
        let session = sceneSession(signUpScreen)
        #expect(session.handle(":keyboard show").output.contains("keyboardWillShow"))
        #expect(session.handle(":keyboard hide").output.contains("keyboardWillHide"))
        let predictive = session.handle(":keyboard predictive off")
        #expect(!predictive.failed)
        #expect(predictive.output.contains("216"))
        #expect(!session.handle(":keyboard hardware on").failed)
        let remote = session.handle(":keyboard remote")
        #expect(remote.failed)
        #expect(remote.output.contains("only in iPad multitasking"))
        #expect(session.handle(":keyboard emoji").output.contains("emoji"))
        let floating = session.handle(":keyboard floating")
        #expect(floating.failed)
        #expect(floating.output.contains("only the iPad keyboard can float"))
    }

    @Test func rotationTogglesAndDrawsLandscape() {
        let session = sceneSession([":add textfield nickname 20 200 335 44", ":focus nickname"])
        let reply = session.handle(":rotate")
        #expect(!reply.failed)
        #expect(session.scene.simulation.orientation == .landscape)
        #expect(reply.output.contains("╔═ iPhone 8 · landscape "))
        #expect(reply.output.contains("keyboardWillShow         begin (0, 375, 667, 194)  end (0, 181, 667, 194)"))
        #expect(!session.handle(":rotate portrait").failed)
        #expect(session.scene.simulation.orientation == .portrait)
    }

    @Test func screenDisappearRemovesTheObservers() {
        let session = sceneSession(signUpScreen + [":strategy shift-view"])
        let gone = session.handle(":screen disappear")
        #expect(!gone.failed)
        #expect(gone.output.contains("viewWillDisappear"))
        #expect(!session.scene.simulation.observersRegistered)
        #expect(!session.handle(":screen appear").failed)
        #expect(session.scene.simulation.observersRegistered)
    }

    @Test func animateShowsFiveSteps() {
        let session = sceneSession(signUpScreen + [":strategy shift-view only nickname", ":animate on", ":explain off"])
        let reply = session.handle(":focus nickname")
        #expect(reply.lines == [
            "verdict: nickname is fully visible, 143 pt above the keyboard",
            "animation 0.25 s, curve 7 (at 0, 25, 50, 75 and 100 % of the way):",
            "  keyboard  y 667 → 602.5 → 538 → 473.5 → 409",
            "  view      y 0 → −64.5 → −129 → −193.5 → −258",
            "",
        ])
    }

    @Test func eventsAreLoggedForTrace() {
        let session = sceneSession(signUpScreen + [":explain off", ":focus email", ":focus nickname", ":dismiss"])
        let trace = session.handle(":trace")
        #expect(trace.lines.first == "1  keyboardWillChangeFrame  begin (0, 667, 375, 258)  end (0, 409, 375, 258)")
        #expect(trace.lines.contains("12 keyboardDidHide          begin (0, 409, 375, 258)  end (0, 667, 375, 258)"))
    }
}
