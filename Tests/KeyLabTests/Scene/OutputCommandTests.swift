import Testing
import KeyboardSim
@testable import KeyLab

@Suite(":layout :trace :json :expect :code")
struct OutputCommandTests {
    @Test func layoutDrawsEvenWithDrawOff() {
        let session = sceneSession(signUpScreen)
        let reply = session.handle(":layout")
        #expect(reply.output.contains("╔═ iPhone 8 · portrait"))
        #expect(reply.lines.contains { $0.hasPrefix("name ") && $0.contains("screen frame") && $0.hasSuffix("covered") })
    }

    @Test func traceShowsHandlerStepsUnderTheirNotification() {
        let session = sceneSession(signUpScreen + [":strategy shift-view only nickname", ":focus nickname"])
        let lines = session.handle(":trace").lines
        #expect(lines[1] == "2 keyboardWillShow         begin (0, 667, 375, 258)  end (0, 409, 375, 258)")
        #expect(lines[2] == "    shift-view keyboardWillShow(_:)")
        #expect(lines.contains("      origin.y = 0 − 258 = −258  (origin.y − keyboardHeight)"))
    }

    @Test func emptyTraceSaysSo() {
        #expect(Session().handle(":trace").output.hasPrefix("the trace is empty"))
    }

    @Test func jsonIsTheDesignDocumentsLine() {
        let session = sceneSession(signUpScreen + [":strategy shift-view only nickname", ":focus nickname"])
        let json = session.handle(":json").output
        #expect(json.hasPrefix("{\"device\":\"iphone-8\",\"orientation\":\"portrait\",\"screen\":{\"width\":375,\"height\":667},"))
        #expect(json.contains("\"firstResponder\":\"nickname\""))
        #expect(json.contains("{\"name\":\"view\",\"kind\":\"view\",\"parent\":null,\"frame\":{\"x\":0,\"y\":-258,\"width\":375,\"height\":667}"))
        #expect(json.split(separator: "\n").count == 1)
    }

    @Test func expectPassesAndFails() {
        let session = sceneSession(signUpScreen + [":focus nickname"])
        #expect(session.handle(":expect keyboard.y == 409").output == "ok\n")
        #expect(session.handle(":expect nickname.covered > 40").output == "ok\n")
        #expect(session.handle(":expect nickname.covered == 43.6").output == "ok\n")
        let failed = session.handle(":expect nickname.covered == 0")
        #expect(failed.failed)
        #expect(failed.output == "error: expected nickname.covered == 0, found 44\n")
        #expect(session.handle(":expect nickname.covered != 44.2").failed)
        #expect(session.handle(":expect nickname.covered < 44").failed)
        #expect(session.handle(":expect nickname.covered <= 44").output == "ok\n")
        #expect(session.handle(":expect nickname.screenY >= 480").output == "ok\n")
        #expect(session.failureCount == 3)
    }

    @Test func expectOperatorsWithTolerance() {
        #expect(ExpectCommand.holds(258.4, "==", 258))
        #expect(!ExpectCommand.holds(258.6, "==", 258))
        #expect(ExpectCommand.holds(258.6, "!=", 258))
        #expect(ExpectCommand.holds(258.3, "<=", 258))
        #expect(!ExpectCommand.holds(258, "<", 258))
        #expect(ExpectCommand.holds(257.7, ">=", 258))
        #expect(!ExpectCommand.holds(258, ">", 258))
    }

    @Test func codeForShiftViewIsTheSeedsController() {
        let session = sceneSession(signUpScreen + [":strategy shift-view only nickname"])
        let code = session.handle(":code").output
        #expect(code.hasPrefix("import UIKit\n"))
        #expect(code.contains("final class ScreenViewController: UIViewController {"))
        // The views are the scene's, connected by name: only the one the code uses is an outlet.
        #expect(code.contains("    @IBOutlet weak var nickname: UITextField!\n"))
        #expect(!code.contains("UILabel()"))
        #expect(code.contains("        addKeyboardObservers()\n    }\n\n    override func viewWillDisappear(_ animated: Bool) {\n        super.viewWillDisappear(animated)\n        removeKeyboardObservers()"))
        #expect(code.contains("name: UIResponder.keyboardWillShowNotification, object: nil)"))
        #expect(code.contains("NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)"))
        #expect(code.contains("let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16)"))
        #expect(code.contains("let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25"))
        #expect(code.contains("if nickname.isFirstResponder {"))
        #expect(code.contains("guard !isKeyboard else { return }"))
        #expect(code.contains("self.view.frame.origin.y -= keyboardHeight"))
        #expect(balancedBraces(code))
    }

    @Test("every strategy's :code has balanced braces, observers added and removed",
          arguments: ["none", "shift-view", "move bar resign-on-rotate on", "constraints push inner", "scroll form",
                      "minimal", "layout-guide", "shift-view forget-removal on check-local on"])
    func codeForEveryStrategy(strategy: String) {
        let session = sceneSession([
            ":add scrollview form 0 0 375 400", ":add textfield field 20 100 335 44 in form",
            ":add view inner 20 420 335 100", ":pin inner.top to safe.top + 400", ":pin inner.height 100",
            ":add toolbar bar 0 623 375 44", ":pin bar.bottom to safe.bottom",
            ":strategy " + strategy,
        ])
        let reply = session.handle(":code")
        #expect(!reply.failed)
        let code = reply.output
        #expect(balancedBraces(code))
        #expect(code.contains("// keylab :strategy " + strategy))
        let observes = !strategy.hasPrefix("none") && strategy != "layout-guide"
        #expect(code.contains("addObserver") == observes)
        #expect(code.contains("removeKeyboardObservers()\n") == (observes && !strategy.contains("forget-removal on")))
        if strategy.contains("check-local on") { #expect(code.contains("keyboardIsLocalUserInfoKey")) }
        if strategy.contains("resign-on-rotate on") { #expect(code.contains("override func viewWillTransition(to size: CGSize")) }
    }

    @Test func codeKeepsTheOriginalConstantsWhileTheKeyboardIsUp() {
        let session = sceneSession([
            ":draw off", ":add textfield field 20 100 335 44", ":add button enter 20 597 335 50",
            ":pin enter.bottom to safe.bottom - 20", ":pin enter.height 50", ":strategy constraints", ":focus field",
        ])
        #expect(session.scene.simulation.pins.first?.constant == -258)
        let code = session.handle(":code").output
        #expect(code.contains("enter.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)"))
        #expect(code.contains(":pin enter.bottom to safe.bottom - 20 as enterBottomConstraint"))
        #expect(code.contains("enterBottomConstant = enterBottomConstraint.constant"))
        // Showing the code changes nothing.
        #expect(session.scene.simulation.pins.first?.constant == -258)
    }

    private func balancedBraces(_ code: String) -> Bool {
        var depth = 0
        for character in code {
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }
}
