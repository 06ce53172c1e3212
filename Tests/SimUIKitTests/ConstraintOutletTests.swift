import Testing
import KeyboardSim
import SimUIKit

/// A constraint named with `:pin … as NAME` is connected to the outlet of
/// that name; setting its constant moves the view on the layout pass, as
/// the built-in `constraints` strategy does.
@Suite struct ConstraintOutletTests {
    static let source = """
    class ViewController: UIViewController {
        var bottomConstraint: NSLayoutConstraint? = nil
        var bar: UIToolbar? = nil
        override func viewDidLoad() {
            super.viewDidLoad()
            let center = NotificationCenter.default
            _ = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { n in
                guard let info = n.userInfo, let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                if let c = self.bottomConstraint { c.constant = -end.cgRectValue.height }
            }
            _ = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
                if let c = self.bottomConstraint { c.constant = 0 }
            }
        }
    }
    """

    static func scene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: 100, width: 335, height: 40), parent: "view")
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 0, width: 375, height: 44), parent: "view")
        let pin = try sim.pin("bar", .bottom, to: .safe, .bottom)
        try sim.namePin(id: pin.id, "bottomConstraint")
        try sim.pinSize("bar", .height, 44)
    }

    @Test(arguments: ["iphone-8", "iphone-x"])
    func theBarFollowsTheKeyboardAsTheBuiltInStrategyMovesIt(device: String) throws {
        var screen = try ControllerScreen(Self.source, device: device, build: Self.scene)
        #expect(screen.binding.outlets.constraints == ["bottomConstraint"])
        #expect(screen.binding.outlets.views.map(\.name) == ["bar"])
        var builtIn = Simulation()
        try builtIn.setDevice(device)
        try Self.scene(&builtIn)
        try builtIn.setStrategy(words: ["constraints"])
        for event in [Event.focus("nickname"), .rotate(to: .landscape), .dismiss] {
            screen.apply(event)
            _ = builtIn.apply(event)
            #expect(screen.sim.frame(of: "bar") == builtIn.frame(of: "bar"), "\(device) \(event.commandText)")
        }
    }

    @Test func onTheIPhone8TheBarSitsOnTheKeyboard() throws {
        var screen = try ControllerScreen(Self.source, build: Self.scene)
        screen.apply(.focus("nickname"))
        // 667 − 258 (keyboard with the predictive bar) − 44 (bar) = 365.
        #expect(screen.sim.frame(of: "bar")?.y == 365)
        #expect(screen.sim.pins.first { $0.name == "bottomConstraint" }?.constant == -258)
    }
}
