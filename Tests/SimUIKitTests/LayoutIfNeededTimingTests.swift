import Testing
import KeyboardSim
import SimUIKit

/// `layoutIfNeeded()` lays out at the moment it is called, as UIKit does: frames read
/// on the next line are the new ones, in viewDidLoad, in a keyboard handler and inside
/// an animation block. iPhone 8: 375 × 667, no bottom safe area, keyboard 258 high.
@Suite struct LayoutIfNeededTimingTests {
    static let source = """
        class ViewController: UIViewController {
            let bar = UIView()
            var bottom: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(bar)
                bar.translatesAutoresizingMaskIntoConstraints = false
                bottom = bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
                NSLayoutConstraint.activate([
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    bottom,
                    bar.heightAnchor.constraint(equalToConstant: 44),
                ])
                print("before", bar.frame.origin.y)
                view.layoutIfNeeded()
                print("after", bar.frame.origin.y, bar.frame.size.width)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                bottom.constant = -end.height
                print("set", bar.frame.origin.y)
                UIView.animate(withDuration: 0.25) {
                    self.view.layoutIfNeeded()
                    print("in the block", self.bar.frame.origin.y)
                }
            }
        }
        """

    @Test func viewDidLoadReadsTheLaidOutFrameRightAfterLayoutIfNeeded() throws {
        let screen = try ControllerScreen(Self.source)
        let printed = notes(screen.installSteps).filter { $0.hasPrefix("print: ") }
        // Before: UIView() is (0, 0, 0, 0). After: bottom at the safe area's bottom 667, 44 high →
        // y 667 − 44 = 623, as wide as the view (375).
        #expect(printed == ["print: before 0.0", "print: after 623.0 375.0"])
    }

    @Test func aHandlersAnimationBlockReadsTheNewFrame() throws {
        var screen = try ControllerScreen(Self.source)
        let trace = screen.apply(.focus("nickname"))
        let printed = trace.steps.compactMap(\.noteText).filter { $0.hasPrefix("print: ") }
        // Setting the constant moves nothing yet (623); layoutIfNeeded() moves the bar at once:
        // 667 − 258 = 409 is its bottom, y 409 − 44 = 365.
        #expect(printed == ["print: set 623.0", "print: in the block 365.0"])
        #expect(screen.sim.frame(of: "bar")?.y == 365)
        // In a Will handler that pass is the keyboard animation's, traced as that one is: once.
        let passes = trace.steps.compactMap { step -> LayoutPass? in
            if case .layout(let pass) = step { return pass }
            return nil
        }
        #expect(passes.map(\.reasons) == [[.constraintsChanged]])
        #expect(passes.first?.changes.first?.new == Rect(x: 0, y: 365, width: 375, height: 44))
    }

    @Test func aDidHandlerLaysOutAtItsLayoutIfNeeded() throws {
        let source = Self.source
            .replacingOccurrences(of: "keyboardWillShowNotification", with: "keyboardDidShowNotification")
        var screen = try ControllerScreen(source)
        let trace = screen.apply(.focus("nickname"))
        let printed = trace.steps.compactMap(\.noteText).filter { $0.hasPrefix("print: ") }
        #expect(printed == ["print: set 623.0", "print: in the block 365.0"])
        let passes = trace.steps.compactMap { step -> LayoutPass? in
            if case .layout(let pass) = step { return pass }
            return nil
        }
        // Laid out at layoutIfNeeded(), so the pass after the Did handler has nothing left to do.
        #expect(passes.map(\.reasons) == [[.layoutIfNeeded]])
    }
}
