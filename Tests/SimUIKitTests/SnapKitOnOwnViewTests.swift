import Testing
import KeyboardSim
import SimUIKit

/// SnapKit's `snp` is declared once, on `UIView`; a learner's own `UIView`
/// subclass has it too, as in Swift (an extension of a class reaches every subclass).
@Suite struct SnapKitOnOwnViewTests {
    @Test func aLearnersOwnViewSubclassHasSnp() throws {
        let source = """
        import SnapKit

        class BadgeView: UIView {
            func edgeNames() -> String { snp.top.attribute + " " + snp.bottom.attribute }
        }

        class ViewController: UIViewController {
            @IBOutlet weak var toolbar: UIToolbar!

            override func viewDidLoad() {
                super.viewDidLoad()
                let badge = BadgeView()
                print("badge edges", badge.edgeNames(), badge.snp.centerX.attribute)
                toolbar.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(44)
                    make.bottom.equalTo(view.safeAreaLayoutGuide)
                }
            }
        }
        """
        // Before the fix, swiftc's "value of type 'BadgeView' has no member 'snp'" stopped loading.
        let screen = try ControllerScreen(source) { sim in
            try ControllerScreen.signUpForm(&sim)
            try sim.addView(kind: .toolbar, name: "toolbar", frame: Rect(x: 0, y: 0, width: 100, height: 30))
        }
        #expect(notes(screen.installSteps).contains("print: badge edges top bottom centerX"))
        // `snp` still reaches the built-in view classes through UIView's one extension.
        #expect(screen.sim.view(named: "toolbar")?.frame == Rect(x: 0, y: 623, width: 375, height: 44))
    }
}
