import Testing
import KeyboardSim
import SimUIKit

/// `view.keyboardLayoutGuide.followsUndockedKeyboard` from the learner's own
/// controller (Apple's `followsUndockedKeyboard` page: false, the default,
/// keeps the guide's top at the safe area's bottom while the keyboard is
/// undocked; true makes it follow the floating or split keyboard).
@Suite struct FollowsUndockedKeyboardTests {
    static func source(follows: Bool?) -> String {
        let line = follows.map { "        view.keyboardLayoutGuide.followsUndockedKeyboard = \($0)\n" } ?? ""
        return """
        class ViewController: UIViewController {
            @IBOutlet weak var bar: UIToolbar!

            override func viewDidLoad() {
                super.viewDidLoad()
        \(line)        bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
                print("follows", view.keyboardLayoutGuide.followsUndockedKeyboard)
            }
        }
        """
    }

    static func scene(_ sim: inout Simulation) throws {
        try ControllerScreen.signUpForm(&sim)
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 0, width: 100, height: 30), parent: "view")
    }

    @Test func trueMakesTheBarFollowTheFloatingKeyboard() throws {
        var screen = try ControllerScreen(Self.source(follows: true), device: "ipad", build: Self.scene)
        #expect(screen.sim.undocking.guideFollows)
        screen.apply(.focus("nickname"))
        // Docked: 1024 − 313 = 711, the bar at 711 − 44 = 667.
        #expect(screen.sim.frame(of: "bar")?.y == 667)
        screen.apply(.floating)
        // Floating at (224, 744, 320, 260) (≈): the guide follows, the bar at 744 − 44 = 700.
        #expect(screen.sim.frame(of: "bar")?.y == 700)
        screen.apply(.dragUndocked(x: 0, y: 200))
        #expect(screen.sim.frame(of: "bar")?.y == 156)
    }

    @Test(arguments: [false, nil] as [Bool?])
    func theDefaultKeepsTheBarAtTheSafeAreaBottom(follows: Bool?) throws {
        var screen = try ControllerScreen(Self.source(follows: follows), device: "ipad", build: Self.scene)
        #expect(!screen.sim.undocking.guideFollows)
        screen.apply(.focus("nickname"))
        screen.apply(.floating)
        // Undocked and not followed: the guide's top is the safe area's bottom, 1024; the bar at 980.
        #expect(screen.sim.frame(of: "bar")?.y == 980)
        screen.apply(.dragUndocked(x: 0, y: 200))
        #expect(screen.sim.frame(of: "bar")?.y == 980)
    }
}
