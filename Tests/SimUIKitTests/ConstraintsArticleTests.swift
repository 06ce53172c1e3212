import Testing
import KeyboardSim
import SimUIKit

/// Seed 003 (views pushed up with the keyboard): both buttons' bottom
/// constraints to the safe area set to −keyboardHeight, the inner view's top
/// pushed up by the overlap + 16; typed nearly as printed (the constraints,
/// made in code in the article, are the scene's pins named like its properties).
/// Gives `constraints push innerView margin 16`'s numbers.
@Suite struct ConstraintsArticleTests {
    static let source = """
    class RoomViewController: UIViewController {
        var replayButtonBottomConstraint: NSLayoutConstraint?
        var enterButtonBottomConstraint: NSLayoutConstraint?
        var innerViewTopConstraint: NSLayoutConstraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            addKeyboardNotifications()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            removeKeyboardNotifications()
        }

        func addKeyboardNotifications() {
            NotificationCenter.default.addObserver(self, selector: #selector(self.keyboardWillShow(notification:)), name:UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(self.keyboardWillHide(notification:)), name:UIResponder.keyboardWillHideNotification, object: nil)
        }

        func removeKeyboardNotifications() {
            NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification , object: nil)
            NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc func keyboardWillShow(notification:NSNotification){
            if let keyboardFrame: NSValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                let keyboardRectangle = keyboardFrame.cgRectValue
                let keyboardHeight = keyboardRectangle.height

                let buttonHeight = CGFloat(42)
                let innerViewHeight = CGFloat(346)
                let innerViewTop = CGFloat(20)

                replayButtonBottomConstraint?.constant = -keyboardHeight
                enterButtonBottomConstraint?.constant = -keyboardHeight

                let safeAreaHeight = self.view.safeAreaLayoutGuide.layoutFrame.height

                let buttonTopWhenKeyboardEnabled = safeAreaHeight - (keyboardHeight + buttonHeight)

                let innerViewBottom = innerViewTop + innerViewHeight

                if (innerViewBottom > buttonTopWhenKeyboardEnabled) { //when pushing up the innerView is necessary (button covering the text field)
                    innerViewTopConstraint?.constant = innerViewTop - (innerViewBottom - buttonTopWhenKeyboardEnabled) - 16
                }
            }
        }

        @objc func keyboardWillHide(notification:NSNotification){
            //go back to original constraints
            let buttonBottom = CGFloat(24)
            let innerViewTop = CGFloat(20)

            replayButtonBottomConstraint?.constant = -buttonBottom
            enterButtonBottomConstraint?.constant = -buttonBottom
            innerViewTopConstraint?.constant = innerViewTop
        }
    }
    """

    /// The room screen: the inner view (346 tall, its text field inside) 20 pt
    /// below the safe area's top, the two 42 pt buttons 24 pt above its bottom.
    static func roomScene(_ sim: inout Simulation) throws {
        let w = sim.screenSize.width
        try sim.addView(kind: .view, name: "innerView", frame: Rect(x: 32, y: 40, width: w - 64, height: 346))
        try sim.addView(kind: .textfield, name: "nameField", frame: Rect(x: 16, y: 280, width: w - 96, height: 40), parent: "innerView")
        try sim.addView(kind: .button, name: "replayButton", frame: Rect(x: 32, y: 600, width: 100, height: 42))
        try sim.addView(kind: .button, name: "enterButton", frame: Rect(x: 200, y: 600, width: 100, height: 42))
        let top = try sim.pin("innerView", .top, to: .safe, .top, constant: 20)
        try sim.namePin(id: top.id, "innerViewTopConstraint")
        _ = try sim.pinSize("innerView", .height, 346)
        for button in ["replayButton", "enterButton"] {
            let bottom = try sim.pin(button, .bottom, to: .safe, .bottom, constant: -24)
            try sim.namePin(id: bottom.id, button + "BottomConstraint")
            _ = try sim.pinSize(button, .height, 42)
        }
    }

    static let events: [Event] = [.focus("nameField"), .dismiss, .focus("nameField"), .screenDisappear, .dismiss]

    @Test(arguments: ["iphone-8", "iphone-x", "iphone-se", "iphone-pro-max", "ipad"])
    func theConstraintsControllerGivesTheBuiltInNumbers(device: String) throws {
        let run = try ArticleRun.compare(Self.source, device: device,
                                         strategy: ["constraints", "push", "innerView", "margin", "16"],
                                         events: Self.events, build: Self.roomScene)
        #expect(run.errors.isEmpty)
        #expect(run.code == run.builtIn)
        // Hand-derived, iPhone 8 portrait (safe area 20…667, 647 tall; keyboard
        // 258): the buttons' constants become −258; buttonTop = 647 − (258 + 42) =
        // 347; innerBottom = 20 + 346 = 366 > 347, so the top constant is
        // 20 − (366 − 347) − 16 = −15 (the inner view's y = 20 + (−15) = 5).
        if device == "iphone-8" {
            #expect(run.code[0].contains("innerView.top to safe.top + 20 = -15") || run.code[0].contains { $0.hasSuffix("= -15") })
            #expect(run.code[0].contains { $0.hasPrefix("innerView 32 5 ") })
        }
    }
}
