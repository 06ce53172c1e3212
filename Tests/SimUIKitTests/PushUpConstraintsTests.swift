import Testing
import KeyboardSim
import SimUIKit

/// The technique of seed 003 (views pushed up with the keyboard), in a
/// controller of our own: both buttons' bottom constraints to the safe area
/// get −keyboardHeight, and the card above them has its top constraint pushed
/// up by the overlap plus 16. As in the seed, the handlers redo the layout's
/// arithmetic with its numbers written out (buttons 42 tall, 24 above the safe
/// area's bottom; the card 346 tall, 20 below its top), and the constant is
/// relative to the safe area while the keyboard height is not, so a notched
/// phone counts its home indicator twice. The constraints, made in code in
/// the seed, are the scene's pins named like the controller's properties.
/// Gives `constraints push formCard margin 16`'s numbers.
@Suite struct PushUpConstraintsTests {
    static let source = """
    class LobbyViewController: UIViewController {
        /// Made by the layout code; the keyboard handlers change their constants.
        var backButtonBottom: NSLayoutConstraint?
        var joinButtonBottom: NSLayoutConstraint?
        var formCardTop: NSLayoutConstraint?

        /// The layout's own numbers, which the handlers need to redo its arithmetic.
        private let buttonHeight: CGFloat = 42
        private let buttonsAboveBottom: CGFloat = 24
        private let cardHeight: CGFloat = 346
        private let cardBelowTop: CGFloat = 20
        /// Space kept between the card and the raised buttons.
        private let gapOverButtons: CGFloat = 16

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc func keyboardWillShow(_ notification: Notification) {
            guard let keyboard = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            // The buttons ride on the keyboard.
            backButtonBottom?.constant = -keyboard.height
            joinButtonBottom?.constant = -keyboard.height
            // Where the raised buttons begin, against where the card ends.
            let buttonsTop = view.safeAreaLayoutGuide.layoutFrame.height - keyboard.height - buttonHeight
            let cardBottom = cardBelowTop + cardHeight
            let overlap = cardBottom - buttonsTop
            if overlap > 0 {
                formCardTop?.constant = cardBelowTop - overlap - gapOverButtons
            }
        }

        @objc func keyboardWillHide(_ notification: Notification) {
            // The layout's own constants again; the keyboard's size plays no part.
            backButtonBottom?.constant = -buttonsAboveBottom
            joinButtonBottom?.constant = -buttonsAboveBottom
            formCardTop?.constant = cardBelowTop
        }
    }
    """

    /// The lobby screen: the form card (346 tall, its text field inside) 20 pt
    /// below the safe area's top, the two 42 pt buttons 24 pt above its bottom.
    static func lobbyScene(_ sim: inout Simulation) throws {
        let w = sim.screenSize.width
        try sim.addView(kind: .view, name: "formCard", frame: Rect(x: 32, y: 40, width: w - 64, height: 346))
        try sim.addView(kind: .textfield, name: "nameField", frame: Rect(x: 16, y: 280, width: w - 96, height: 40), parent: "formCard")
        try sim.addView(kind: .button, name: "backButton", frame: Rect(x: 32, y: 600, width: 100, height: 42))
        try sim.addView(kind: .button, name: "joinButton", frame: Rect(x: 200, y: 600, width: 100, height: 42))
        let top = try sim.pin("formCard", .top, to: .safe, .top, constant: 20)
        try sim.namePin(id: top.id, "formCardTop")
        _ = try sim.pinSize("formCard", .height, 346)
        for button in ["backButton", "joinButton"] {
            let bottom = try sim.pin(button, .bottom, to: .safe, .bottom, constant: -24)
            try sim.namePin(id: bottom.id, button + "Bottom")
            _ = try sim.pinSize(button, .height, 42)
        }
    }

    static let events: [Event] = [.focus("nameField"), .dismiss, .focus("nameField"), .screenDisappear, .dismiss]

    @Test(arguments: ["iphone-8", "iphone-x", "iphone-se", "iphone-pro-max", "ipad"])
    func theLobbyGivesTheBuiltInNumbers(device: String) throws {
        let run = try BuiltInComparison.compare(Self.source, device: device,
                                                strategy: ["constraints", "push", "formCard", "margin", "16"],
                                                events: Self.events, build: Self.lobbyScene)
        #expect(run.errors.isEmpty)
        #expect(run.code == run.builtIn)
        // Hand-derived, iPhone 8 portrait (safe area 20…667, 647 tall; keyboard
        // 258): the buttons' constants become −258; buttonsTop = 647 − 258 − 42 =
        // 347; cardBottom = 20 + 346 = 366, overlap 19 > 0, so the top constant is
        // 20 − 19 − 16 = −15 (the card's y = 20 + (−15) = 5).
        if device == "iphone-8" {
            #expect(run.code[0].contains { $0.hasPrefix("formCard.top to safe.top") && $0.hasSuffix("= -15") })
            #expect(run.code[0].contains { $0.hasPrefix("formCard 32 5 ") })
        }
    }
}
