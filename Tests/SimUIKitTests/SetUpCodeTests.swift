import Testing
import KeyboardSim
import SimUIKit

/// The set-up code real controllers carry in viewDidLoad (colours, layers,
/// a tap recognizer, text-field traits, scroll-view flags) compiles and runs,
/// so a learner's controller is not refused for lines that do not touch the
/// keyboard; and the animation APIs around a keyboard handler behave as UIKit's.
@Suite struct SetUpCodeTests {
    @Test func viewDidLoadSetUpRunsAndTheHandlerStillWorks() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var nickname: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                view.translatesAutoresizingMaskIntoConstraints = true
                nickname.borderStyle = .roundedRect
                nickname.returnKeyType = .done
                nickname.keyboardType = .emailAddress
                nickname.isSecureTextEntry = false
                nickname.layer.cornerRadius = 8
                nickname.layer.borderColor = UIColor.systemGray.cgColor
                nickname.tintColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).withAlphaComponent(0.5)
                let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
                tap.cancelsTouchesInView = false
                view.addGestureRecognizer(tap)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func dismissKeyboard() { view.endEditing(true) }
            @objc func keyboardWillShow(_ note: Notification) {
                guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                view.frame.origin.y = -max(0, nickname.frame.maxY + 8 - end.minY)
            }
        }
        """
        var screen = try ControllerScreen(source)
        screen.apply(.focus("nickname"))
        // iPhone 8: nickname 547…587, keyboard from 409: 587 + 8 − 409 = 186.
        #expect(screen.root.y == -186)
        let r = screen.repl.evaluate("print(_keylabController?.view.gestureRecognizers?.count ?? 0)")
        #expect(r.output == "1\n")
    }

    @Test func theKeyboardsCurveMakesAnAnimationCurveAsOnADevice() {
        // An enum imported from C takes any raw value: curve 7 is not nil.
        #expect(printed("UIView.AnimationCurve(rawValue: 7)?.rawValue ?? -1") == "7")
        #expect(printed("UIView.AnimationCurve.easeOut.rawValue") == "2")
        #expect(printed("UIView.AnimationCurve(rawValue: 3) == .linear") == "true")
    }

    @Test func aPropertyAnimatorChangesNothingUntilItStarts() {
        let out = run("""
        import UIKit
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: UIView.AnimationCurve(rawValue: 7)!) {
            v.frame.origin.y = -100
        }
        animator.addAnimations { v.frame.size.width = 20 }
        animator.addCompletion { position in print("done", position == .end, v.frame.origin.y) }
        print(v.frame.origin.y)
        animator.startAnimation()
        print(v.frame.size.width, animator.fractionComplete)
        """)
        #expect(out == "0.0\ndone true -100.0\n20.0 1.0\n")
    }

    @Test func aPropertyAnimatorInAHandlerMovesTheScreen() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var nickname: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ note: Notification) {
                guard let info = note.userInfo,
                      let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
                      let raw = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
                      let curve = UIView.AnimationCurve(rawValue: raw) else { return }
                UIViewPropertyAnimator(duration: duration, curve: curve) {
                    self.view.frame.origin.y = -(self.nickname.frame.maxY + 8 - end.minY)
                }.startAnimation()
            }
        }
        """
        var screen = try ControllerScreen(source)
        screen.apply(.focus("nickname"))
        #expect(screen.root.y == -186)
    }

    @Test func springAndUnanimatedChangesEndAtTheirValues() {
        let out = run("""
        import UIKit
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: [.curveEaseOut], animations: { v.frame.origin.y = -50 }) { finished in print(finished) }
        UIView.performWithoutAnimation { v.frame.origin.x = 7 }
        print(v.frame.origin)
        """)
        #expect(out == "true\n(7.0, -50.0)\n")
    }

    @Test func scrollViewFlagsAreAccepted() {
        let out = run("""
        import UIKit
        let s = UIScrollView()
        s.keyboardDismissMode = .interactive
        s.alwaysBounceVertical = true
        s.showsVerticalScrollIndicator = false
        print(s.keyboardDismissMode == .interactive, s.contentInsetAdjustmentBehavior == .automatic)
        """)
        #expect(out == "true true\n")
    }
}
