import Testing
@testable import KeyLab

@Suite("an assignment through `self?.` is traced with its numbers")
struct OptionalChainTraceTests {
    @Test("[weak self] handler: self?.view.frame.origin.y -= h shows 0 − 258 = −258")
    func weakSelfCompoundAssignment() {
        let controller = """
        class VC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] n in
                    guard let h = (n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height else { return }
                    self?.view.frame.origin.y -= h
                }
            }
        }
        """
        let session = Session(environment: SessionEnvironment(width: 120))
        for line in [":draw off", ":add textfield tf 20 500 335 44", "import UIKit", controller, ":strategy code VC"] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        let output = session.handle(":focus tf").output
        #expect(output.contains("self?.view.frame.origin.y -= h   0 − 258 = −258"), "\(output)")
    }
}
