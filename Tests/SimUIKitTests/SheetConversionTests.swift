import Testing
import KeyboardSim
import SimUIKit

/// The learner's handlers in a page or form sheet. The keyboard's frame is in
/// screen coordinates (Apple's `keyboardFrameEndUserInfoKey` page); a sheet's
/// root view starts below the screen's top, so a handler that reads
/// `endFrame.origin.y` as a root-view y under-shifts by the sheet's offset
/// (UnderKeyboard #14, Keyboardy #20, AutoKeyboard #5: iOS 13.3.1), and one that
/// converts gets it right. The presenter's `viewWillDisappear` is not called
/// under a sheet (WWDC 2019 session 224), so observers it removes stay.
@Suite struct SheetConversionTests {
    static func placesBar(_ line: String) -> String {
        """
        class ViewController: UIViewController {
            @IBOutlet var bar: UIToolbar!
            var seen: [CGFloat] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ note: Notification) {
                guard let endFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                guard let screen = view.window?.screen else { return }
                seen = [endFrame.origin.y, view.convert(endFrame, from: nil).minY,
                        view.convert(endFrame, from: screen.coordinateSpace).minY, UIScreen.main.bounds.height]
                \(line)
            }
        }
        """
    }

    static func sheetScene(_ style: PresentationStyle) -> (inout Simulation) throws -> Void {
        { sim in
            sim.setPresentation(style)
            let h = sim.frame(of: "view")?.height ?? 0
            try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: h - 44, width: sim.frame(of: "view")?.width ?? 0, height: 44), parent: "view")
            try sim.addView(kind: .textfield, name: "note", frame: Rect(x: 16, y: 100, width: 300, height: 36), parent: "view")
        }
    }

    static func seen(_ screen: ControllerScreen) -> String {
        screen.repl.evaluate("print((_keylabController as? ViewController)?.seen ?? [])").output
    }

    @Test func originYUnderShiftsInAPageSheet() throws {
        var screen = try ControllerScreen(Self.placesBar("bar.frame.origin.y = endFrame.origin.y - bar.frame.height"),
                                          build: Self.sheetScene(.pageSheet))
        screen.apply(.focus("note"))
        // iPhone 8 page sheet at y 30. End frame y 409 (screen); the bar is put at
        // 409 − 44 = 365 in the root view, 395 on the screen: 395 + 44 − 409 = 30 under the keyboard.
        #expect(Self.seen(screen) == "[409.0, 379.0, 379.0, 667.0]\n")
        #expect(screen.sim.frame(of: "bar")?.y == 365)
        #expect(screen.sim.covered("bar") == 30)
    }

    @Test func convertingPlacesTheBarOnTheKeyboard() throws {
        let line = "bar.frame.origin.y = view.convert(endFrame, from: screen.coordinateSpace).minY - bar.frame.height"
        var screen = try ControllerScreen(Self.placesBar(line), device: "iphone-x", build: Self.sheetScene(.pageSheet))
        screen.apply(.focus("note"))
        // iPhone X sheet at 54; keyboard 812 − 335 = 477 → 477 − 54 = 423 in the root; bar 423 − 44 = 379.
        #expect(Self.seen(screen) == "[477.0, 423.0, 423.0, 812.0]\n")
        #expect(screen.sim.frame(of: "bar")?.y == 379)
        #expect(screen.sim.covered("bar") == 0)
    }

    @Test func theFormSheetsWillHandlerSeesItAtRest() throws {
        let line = "bar.frame.origin.y = view.convert(endFrame, from: screen.coordinateSpace).minY - bar.frame.height"
        var screen = try ControllerScreen(Self.placesBar(line), device: "ipad", build: Self.sheetScene(.formSheet))
        screen.apply(.focus("note"))
        // Form sheet at rest y 202: keyboard top 711 → 509 in the root; the bar at 465.
        // Then the sheet moves up to 91: the bar ends 91 + 465 = 556 on the screen, 111 above the keyboard.
        #expect(Self.seen(screen) == "[711.0, 509.0, 509.0, 1024.0]\n")
        #expect(screen.sim.frame(of: "bar")?.y == 465)
        #expect(screen.sim.hostFrame.y == 91)
    }

    @Test func theControllersOwnStyleIsHonoured() throws {
        let source = """
        class ViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .formSheet
            }
        }
        """
        let screen = try ControllerScreen(source, device: "ipad")
        #expect(screen.sim.presentation.style == .formSheet)
        #expect(screen.sim.hostFrame == Rect(x: 114, y: 202, width: 540, height: 620))
    }

    static let presenter = """
    class ViewController: UIViewController {
        @IBOutlet weak var nickname: UITextField!
        var presentAs = UIModalPresentationStyle.automatic
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        @objc func keyboardWillShow(_ note: Notification) {
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            view.frame.origin.y -= end.height
            if !nickname.isFirstResponder { return }
            let next = UIViewController()
            next.modalPresentationStyle = presentAs
            present(next, animated: true)
        }
    }
    """

    @Test func aPresentedSheetLeavesThePresenterObserving() throws {
        // .automatic is a page sheet since iOS 13: no viewWillDisappear, the observer stays,
        // and the sheet's own keyboard moves the presenter's view.
        var screen = try ControllerScreen(Self.presenter)
        let shown = screen.apply(.focus("nickname"))
        #expect(shown.steps.contains(.engineNote(.presentation(.sheetPresentedOver(.pageSheet)))))
        #expect(!screen.sim.screenVisible)
        #expect(screen.root.y == -258)
        screen.apply(.keyboardShow)
        // Still observing: 0 − 258 − 258.
        #expect(screen.root.y == -516)
    }

    @Test func aFullScreenPresentationCallsViewWillDisappear() throws {
        var screen = try ControllerScreen(Self.presenter)
        _ = screen.repl.evaluate("(_keylabController as? ViewController)?.presentAs = .fullScreen")
        screen.apply(.focus("nickname"))
        #expect(!screen.sim.screenVisible)
        #expect(screen.sim.presentation.coveredBy == nil)
        #expect(screen.root.y == -258)
        // The observer was removed in viewWillDisappear: the next screen's keyboard moves nothing.
        screen.apply(.keyboardShow)
        #expect(screen.root.y == -258)
    }
}
