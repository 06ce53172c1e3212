import Testing
import KeyboardSim
import SimUIKit

/// `sheetPresentationController.detents` from the learner's own controller:
/// the sheet rests at its smallest detent (Apple's `selectedDetentIdentifier`
/// page) and the keyboard grows a medium sheet that offers `.large()`
/// (FB17890661). Numbers: KeyboardSimTests/SheetDetentsTests.
@Suite struct SheetDetentsFromCodeTests {
    static func controller(_ detents: String) -> String {
        """
        class ViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .pageSheet
                sheetPresentationController?.detents = \(detents)
            }
        }
        """
    }

    static func field(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "note", frame: Rect(x: 16, y: 100, width: 300, height: 36))
    }

    @Test func mediumAndLargeRestsAtMediumAndTheKeyboardGrowsIt() throws {
        var screen = try ControllerScreen(Self.controller("[.medium(), .large()]"), build: Self.field)
        #expect(screen.sim.presentation.detents == .mediumAndLarge)
        // 667 / 2 = 333.5 → 334.
        #expect(screen.sim.hostFrame == Rect(x: 0, y: 334, width: 375, height: 333))
        screen.apply(.focus("note"))
        // Grown to the large detent: 20 + 10 = 30.
        #expect(screen.sim.hostFrame == Rect(x: 0, y: 30, width: 375, height: 637))
    }

    @Test func mediumOnlyRisesWithTheKeyboard() throws {
        var screen = try ControllerScreen(Self.controller("[.medium()]"), build: Self.field)
        #expect(screen.sim.presentation.detents == .mediumOnly)
        screen.apply(.focus("note"))
        // 409 − 333 = 76.
        #expect(screen.sim.hostFrame.y == 76)
    }

    @Test func aFullScreenControllerHasNoSheetController() throws {
        let source = """
        class ViewController: UIViewController {
            var hasSheet = true
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .fullScreen
                hasSheet = sheetPresentationController != nil
            }
        }
        """
        let screen = try ControllerScreen(source)
        #expect(screen.repl.evaluate("print((_keylabController as? ViewController)?.hasSheet ?? true)").output == "false\n")
        #expect(screen.sim.presentation.detents == .large)
    }
}
