import Testing
import KeyboardSim
import SimUIKit

/// `constraint.isActive = false` in the learner's handler takes the scene's
/// pin out of layout, as UIKit deactivates a constraint; `true` puts it back.
@Suite struct ConstraintActivationTests {
    static let source = """
    class ViewController: UIViewController {
        @IBOutlet weak var bar: UIToolbar!
        @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc func keyboardWillShow(_ notification: Notification) {
            // The bar leaves the bottom while typing: only its height stays constrained.
            bottomConstraint.isActive = false
        }

        @objc func keyboardWillHide(_ notification: Notification) {
            bottomConstraint.isActive = true
        }
    }
    """

    static func scene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: 300, width: 335, height: 40), parent: "view")
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 100, width: 375, height: 44), parent: "view")
        let pin = try sim.pin("bar", .bottom, to: .safe, .bottom)
        try sim.namePin(id: pin.id, "bottomConstraint")
        try sim.pinSize("bar", .height, 44)
    }

    @Test func aDeactivatedPinNoLongerPlacesTheViewAndComesBackWhenActivated() throws {
        var screen = try ControllerScreen(Self.source, build: Self.scene)
        // iPhone 8: 667 − 44.
        #expect(screen.sim.frame(of: "bar")?.y == 623)
        let shown = screen.apply(.focus("nickname"))
        #expect(screen.sim.pins.first { $0.name == "bottomConstraint" }?.isActive == false)
        // The layout pass no longer holds the bar on the bottom (nor on the keyboard): nothing
        // constrains its position, so it is where the scene put it (keylab's rule for an unpinned axis).
        #expect(screen.sim.frame(of: "bar")?.y == 100)
        #expect(notes(shown.steps).contains { $0.hasPrefix("bottomConstraint.isActive = false") })
        screen.apply(.dismiss)
        #expect(screen.sim.pins.first { $0.name == "bottomConstraint" }?.isActive == true)
        #expect(screen.sim.frame(of: "bar")?.y == 623)
    }
}
