import Testing
@testable import KeyLab

@Suite(":code shows the learner's own controller while :strategy code is on")
struct LearnerControllerCodeTests {
    static let controller = """
    class SignUpViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
        }
    }
    """

    @Test("the class and its extensions, as typed, not keylab's generated controller")
    func showsOwnSource() {
        let session = Session()
        for line in [":draw off", ":add textfield nickname 20 480 335 44", "import UIKit", Self.controller,
                     "let unrelated = 1",
                     "extension SignUpViewController {\n    func reset() { view.frame.origin.y = 0 }\n}",
                     ":strategy code"] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        let code = session.handle(":code").output
        #expect(code.contains("// your SignUpViewController, on the screen now (:strategy code)"))
        #expect(code.contains(Self.controller))
        #expect(code.contains("func reset() { view.frame.origin.y = 0 }"))
        #expect(!code.contains("unrelated"))
        #expect(!code.contains("ScreenViewController"))
    }

    @Test("with a built-in strategy, :code still prints keylab's controller")
    func builtInStrategyUnchanged() {
        let session = Session()
        for line in [":draw off", ":add textfield nickname 20 480 335 44", "import UIKit", Self.controller,
                     ":strategy shift-view"] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        let code = session.handle(":code").output
        #expect(!code.contains("// your SignUpViewController"))
        #expect(code.contains("UIViewController"))
    }

    @Test("a class typed again replaces the earlier one in :code")
    func latestDeclaration() {
        let session = Session()
        for line in [":draw off", "import UIKit", "class A: UIViewController { var first = 1 }",
                     "extension A { func early() {} }", "class A: UIViewController { var second = 2 }",
                     "extension A { func late() {} }", ":strategy code"] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        let code = session.handle(":code").output
        #expect(code.contains("var second = 2") && code.contains("func late()"))
        #expect(!code.contains("var first = 1") && !code.contains("func early()"))
    }

    @Test("a class whose name only starts like the controller's is not shown")
    func wordForWord() {
        #expect(LearnerControllerCode.declares("SignUpViewController", "final class SignUpViewController: UIViewController {}"))
        #expect(!LearnerControllerCode.declares("SignUpViewController", "class SignUpViewControllerTests {}"))
        #expect(!LearnerControllerCode.declares("SignUpViewController", "let c = SignUpViewController()"))
    }
}
