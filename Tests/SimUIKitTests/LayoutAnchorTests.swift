import Testing
import KeyboardSim
import SimUIKit

/// Auto Layout anchors in the learner's controller: the iOS 15 fix
/// `bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true`
/// adds the same pin the built-in `layout-guide` strategy's scene has, so the
/// bar rides on the keyboard with the same frames.
@Suite struct LayoutAnchorTests {
    static let source = """
    class ViewController: UIViewController {
        @IBOutlet weak var bar: UIToolbar!

        override func viewDidLoad() {
            super.viewDidLoad()
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
            ])
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
        }
    }
    """

    static func scene(_ sim: inout Simulation) throws {
        try ControllerScreen.signUpForm(&sim)
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 0, width: 100, height: 30), parent: "view")
    }

    /// The pins the learner's code asks for, made by hand as `:pin` would.
    static func pinnedScene(_ sim: inout Simulation) throws {
        try scene(&sim)
        _ = try sim.pin("bar", .leading, to: .safe, .leading)
        _ = try sim.pin("bar", .trailing, to: .safe, .trailing)
        _ = try sim.pinSize("bar", .height, 44)
        _ = try sim.pin("bar", .bottom, to: .keyboard, .top)
    }

    static func numbers(_ sim: Simulation, _ trace: Trace) -> [String] {
        BuiltInComparison.numbers(sim, trace)
    }

    @Test(arguments: ["iphone-8", "iphone-x"])
    func theBarRidesOnTheKeyboardAsWithTheLayoutGuideStrategy(device: String) throws {
        var screen = try ControllerScreen(Self.source, device: device, build: Self.scene)
        var builtIn = Simulation()
        try builtIn.setDevice(device)
        try Self.pinnedScene(&builtIn)
        try builtIn.setStrategy(words: ["layout-guide"])
        // Installing alone already lays the bar out at the bottom of the safe area.
        #expect(screen.sim.pins.map(\.description) == builtIn.pins.map(\.description))
        let events: [Event] = [.focus("nickname"), .dismiss, .focus("nickname"), .rotate(to: .landscape),
                               .dismiss, .focus("nickname"), .rotate(to: .portrait), .dismiss]
        var barYs: Set<Double> = []
        for event in events {
            let mine = screen.apply(event)
            let theirs = builtIn.apply(event)
            #expect(mine.error == nil)
            #expect(Self.numbers(screen.sim, mine) == Self.numbers(builtIn, theirs), "after \(event)")
            if let bar = screen.sim.view(named: "bar") { barYs.insert(bar.frame.y) }
        }
        // The bar really moved: up with the keyboard, down without it, in both orientations.
        #expect(barYs.count >= 4)
    }

    @Test func changingTheConstantOfAnActiveConstraintMovesTheBar() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var bar: UIToolbar!
            var gap: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                gap = bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -10)
                print("active before", gap.isActive)
                gap.isActive = true
                gap.constant = -20
            }
        }
        """
        var screen = try ControllerScreen(source, device: "iphone-8", build: Self.scene)
        #expect(notes(screen.installSteps).contains("print: active before false"))
        // One pin per constraint: the new constant changed the pin, it did not add one.
        let gap = try #require(screen.sim.pins.first { $0.target == .keyboard })
        #expect(gap.constant == -20)
        // The next layout pass (the keyboard's) places the bar 20 points above the keyboard.
        screen.apply(.focus("nickname"))
        screen.apply(.dismiss)
        let bar = try #require(screen.sim.view(named: "bar"))
        // iPhone 8: 667 high, no bottom inset; bottom = 667 - 20, height 44.
        #expect(bar.frame == Rect(x: 0, y: 603, width: 375, height: 44))
        #expect(screen.sim.pins.count == 4)
    }
}
