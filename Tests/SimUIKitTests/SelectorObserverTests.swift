import Testing
import KeyboardSim
import SimUIKit
import SwiftSubset

/// Selector observers, `[weak self]` blocks and bridging casts, as the
/// articles write them.
@Suite struct SelectorObserverTests {
    @Test(arguments: ["iphone-8", "iphone-x"], [false, true])
    func selectorObserversGiveTheBuiltInFrames(device: String, landscape: Bool) throws {
        let events = (landscape ? [Event.rotate(to: .landscape)] : []) + ShiftViewControllerTests.events.map { event -> Event in
            guard landscape, case .rotate = event else { return event }
            return .rotate(to: .portrait)
        }
        let (code, builtIn) = try ShiftViewControllerTests.rootYs(ShiftViewControllerTests.source, device: device, events: events)
        #expect(code == builtIn)
        // iPhone X portrait: the 335 pt keyboard (predictive bar) shifts the root up once.
        if device == "iphone-x" && !landscape { #expect(code[0] == -335) }
    }

    static let selectorDeinit = """
    class ViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        @objc func keyboardWillShow() { print("selector called") }
        deinit { print("deinit ViewController") }
    }
    class QuietController: UIViewController {}
    """

    @Test func aSelectorObserverIsDroppedWhenItsObserverGoes() throws {
        var screen = try ControllerScreen(Self.selectorDeinit, className: "ViewController")
        #expect(notes(screen.apply(.focus("nickname")).steps).contains("print: selector called"))
        screen.apply(.dismiss)
        let next = ControllerBinding(repl: screen.repl)
        let steps = try next.install(className: "QuietController", in: &screen.sim).get()
        // The center holds selector observers weakly (iOS 9+): the controller is released.
        #expect(notes(steps).contains("print: deinit ViewController"))
        #expect(!notes(screen.apply(.focus("nickname")).steps).contains("print: selector called"))
    }

    @Test func userInfoBridgesAsOnADevice() throws {
        let source = """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                let info = notification.userInfo!
                let rect = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                let value = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
                let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
                let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
                let curveInt = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
                let durationInt = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Int
                let text = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? String
                let isLocal = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool
                print(rect!.height, value!.cgRectValue.minY, duration!, curve!, curveInt!, durationInt == nil, text == nil, isLocal!)
                let options = UIView.AnimationOptions(rawValue: curve! << 16)
                UIView.animate(withDuration: duration!, delay: 0, options: [options, .beginFromCurrentState], animations: {
                    self.view.frame.origin.y = -rect!.height
                }, completion: nil)
            }
        }
        """
        var screen = try ControllerScreen(source)
        let trace = screen.apply(.focus("nickname"))
        #expect(notes(trace.steps).contains("print: 258.0 409.0 0.25 7 7 true true true"))
        #expect(screen.root.y == -258)
    }

    @Test func swift3NamesGetSwiftcsRenamedError() {
        let repl = SwiftREPL(modules: UIKitPrelude.modules)
        _ = repl.evaluate("import UIKit")
        let r = repl.evaluate("let k = UIKeyboardFrameEndUserInfoKey")
        #expect(r.output.contains("error: 'UIKeyboardFrameEndUserInfoKey' has been renamed to 'UIResponder.keyboardFrameEndUserInfoKey'"))
        let n = repl.evaluate("let n = NSNotification.Name.UIKeyboardWillShow")
        #expect(n.output.contains("has been renamed to 'UIResponder.keyboardWillShowNotification'"))
        let o = repl.evaluate("let o: UIViewAnimationOptions = .curveEaseOut")
        #expect(o.output.contains("has been renamed to 'UIView.AnimationOptions'"))
    }
}
