import Testing
import KeyboardSim
import SimUIKit

/// A scroll view's contentInset, indicator inset and offset set by the
/// learner's handler go back into the scene.
@Suite struct ScrollInsetControllerTests {
    static let source = """
    class ViewController: UIViewController {
        var form: UIScrollView? = nil
        override func viewDidLoad() {
            super.viewDidLoad()
            _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { n in
                guard let form = self.form, let info = n.userInfo,
                      let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                let keyboard = self.view.convert(end.cgRectValue, from: nil)
                let overlap = form.frame.maxY - keyboard.minY
                form.contentInset.bottom = overlap
                form.verticalScrollIndicatorInsets.bottom = overlap
                form.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 40), animated: true)
            }
        }
    }
    """

    @Test func insetsAndOffsetGoBack() throws {
        var screen = try ControllerScreen(Self.source) { sim in
            try sim.addView(kind: .scrollview, name: "form", frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: "view")
            try sim.setContentHeight("form", 1000)
            try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: 900, width: 335, height: 40), parent: "form")
        }
        screen.apply(.focus("nickname"))
        let form = try #require(screen.sim.view(named: "form"))
        // overlap = 667 − 409 = 258; to show y 900…940 above the inset: 940 − (667 − 258) = 531.
        #expect(form.contentInset.bottom == 258)
        #expect(form.indicatorInset.bottom == 258)
        #expect(form.contentOffset.y == 531)
    }
}
