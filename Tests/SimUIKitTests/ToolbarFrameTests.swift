import Testing
import KeyboardSim
import SimUIKit
import SwiftSubset

/// The technique of seed 002 (a toolbar, 2017), in a controller of our own:
/// the toolbar's frame moves by the end frame's height, with the
/// notification's duration and curve made into animation options, and the
/// keyboard is put away before a rotation. Written as Swift 3 code was in
/// 2017 it fails with swiftc's "has been renamed" errors; the same controller
/// in today's spelling gives `move toolbar resign-on-rotate on`'s numbers.
@Suite struct ToolbarFrameTests {
    /// Swift 3 spelling: the old constant names, handlers without `@objc`.
    static let swift3Source = """
    class NoteViewController: UIViewController {
        @IBOutlet weak var toolbar: UIToolbar!
        @IBOutlet weak var noteField: UITextField!

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let center = NotificationCenter.default
            center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
            center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: NSNotification.Name.UIKeyboardWillHide, object: nil)
        }
        func keyboardWillShow(_ notification: NSNotification) {
            slideToolbar(upward: true, with: notification)
        }
        func keyboardWillHide(_ notification: NSNotification) {
            slideToolbar(upward: false, with: notification)
        }
        /// Moves the toolbar by the keyboard's height, on the keyboard's own timing.
        private func slideToolbar(upward: Bool, with notification: NSNotification) {
            guard let info = notification.userInfo else { return }
            let keyboard = (info[UIKeyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
            let seconds = (info[UIKeyboardAnimationDurationUserInfoKey] as! NSNumber).doubleValue
            let options = UIViewAnimationOptions(rawValue: (info[UIKeyboardAnimationCurveUserInfoKey] as! NSNumber).uintValue)
            var destination = toolbar.frame
            destination.origin.y += upward ? -keyboard.height : keyboard.height
            UIView.animate(withDuration: seconds, delay: 0, options: options, animations: {
                self.toolbar.frame = destination
            }, completion: nil)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            // A frame moved by hand is wrong after a rotation: put the keyboard away first.
            noteField.resignFirstResponder()
        }
    }
    """

    /// Today's spelling: `UIResponder.` constants, `@objc` handlers, and the
    /// curve shifted 16 bits into `UIView.AnimationOptions`.
    static let todaySource = """
    class NoteViewController: UIViewController {
        @IBOutlet weak var toolbar: UIToolbar!
        @IBOutlet weak var noteField: UITextField!

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let center = NotificationCenter.default
            center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        }
        @objc func keyboardWillShow(_ notification: NSNotification) {
            slideToolbar(upward: true, with: notification)
        }
        @objc func keyboardWillHide(_ notification: NSNotification) {
            slideToolbar(upward: false, with: notification)
        }
        /// Moves the toolbar by the keyboard's height, on the keyboard's own timing.
        private func slideToolbar(upward: Bool, with notification: NSNotification) {
            guard let info = notification.userInfo,
                  let keyboard = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let seconds = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                  let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }
            // A UIView.AnimationCurve value becomes an option 16 bits up.
            let options = UIView.AnimationOptions(rawValue: curve << 16)
            var destination = toolbar.frame
            destination.origin.y += upward ? -keyboard.height : keyboard.height
            UIView.animate(withDuration: seconds, delay: 0, options: options, animations: {
                self.toolbar.frame = destination
            }, completion: nil)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            // A frame moved by hand is wrong after a rotation: put the keyboard away first.
            noteField.resignFirstResponder()
        }
    }
    """

    /// A toolbar placed by frame at the bottom and the note field above it.
    static func toolbarScene(_ sim: inout Simulation) throws {
        let w = sim.screenSize.width, h = sim.screenSize.height
        try sim.addView(kind: .textfield, name: "noteField", frame: Rect(x: 16, y: 200, width: w - 32, height: 40))
        try sim.addView(kind: .toolbar, name: "toolbar", frame: Rect(x: 0, y: h - 44, width: w, height: 44))
    }

    /// The Swift 3 text, fixed one error at a time as swiftc's fix-its say
    /// (keylab, like swiftc inside one declaration, reports the first error of
    /// the class): the errors in order, and the text that finally compiles.
    static func fixedOneErrorAtATime(_ source: String) -> (errors: [String], fixed: String) {
        var text = source
        var errors: [String] = []
        for _ in 0..<12 {
            let repl = SwiftREPL(modules: UIKitPrelude.modules)
            _ = repl.evaluate("import UIKit")
            let r = repl.evaluate(text, fileName: "ViewController.swift")
            guard r.failed, let error = r.output.split(separator: "\n").first(where: { $0.contains("error: ") }) else { break }
            if let at = error.firstRange(of: "error: ") { errors.append(String(error[at.lowerBound...])) }
            let quoted = error.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
            if error.contains("not exposed to Objective-C") {
                // swiftc's note: add '@objc' to expose this instance method to Objective-C.
                text = text.replacing("    func keyboardWill", with: "    @objc func keyboardWill")
            } else if error.contains("has been renamed to"), quoted.count >= 4 {
                let old = quoted[1], new = quoted[3]
                text = text.replacing("NSNotification.Name." + old, with: new).replacing(old, with: new)
            } else {
                break
            }
        }
        return (errors, text)
    }

    @Test func theSwift3SpellingGetsSwiftcsRenamedErrors() throws {
        let (errors, fixed) = Self.fixedOneErrorAtATime(Self.swift3Source)
        // Swift 4 stopped inferring @objc (SE-0160); the names were renamed in
        // Swift 4.2 (the SDK declares the old ones unavailable, renamed).
        #expect(errors == [
            "error: argument of '#selector' refers to instance method 'keyboardWillShow(_:)' that is not exposed to Objective-C",
            "error: 'UIKeyboardWillShow' has been renamed to 'UIResponder.keyboardWillShowNotification'",
            "error: 'UIKeyboardWillHide' has been renamed to 'UIResponder.keyboardWillHideNotification'",
            "error: 'UIKeyboardFrameEndUserInfoKey' has been renamed to 'UIResponder.keyboardFrameEndUserInfoKey'",
            "error: 'UIKeyboardAnimationDurationUserInfoKey' has been renamed to 'UIResponder.keyboardAnimationDurationUserInfoKey'",
            "error: 'UIViewAnimationOptions' has been renamed to 'UIView.AnimationOptions'",
            "error: 'UIKeyboardAnimationCurveUserInfoKey' has been renamed to 'UIResponder.keyboardAnimationCurveUserInfoKey'",
        ])
        // Fixed as the compiler says, the 2017 controller runs and moves the toolbar as
        // today's does (its curve, 7 unshifted, only changes the frames in between).
        let run = try BuiltInComparison.compare(fixed, device: "iphone-8", strategy: ["move", "toolbar", "resign-on-rotate", "on"],
                                                events: [.focus("noteField"), .dismiss], build: Self.toolbarScene)
        #expect(run.errors.isEmpty)
        #expect(run.code == run.builtIn)
    }

    @Test(arguments: ["iphone-8", "iphone-x", "iphone-15", "ipad"])
    func todaysSpellingGivesTheBuiltInNumbers(device: String) throws {
        let events: [Event] = [.focus("noteField"), .dismiss, .focus("noteField"), .rotate(to: .landscape),
                               .rotate(to: .portrait)]
        let run = try BuiltInComparison.compare(Self.todaySource, device: device,
                                                strategy: ["move", "toolbar", "resign-on-rotate", "on"],
                                                events: events, build: Self.toolbarScene)
        #expect(run.errors.isEmpty)
        #expect(run.code == run.builtIn)
        // Hand-derived, iPhone 8 portrait: the toolbar starts at 667 − 44 = 623;
        // the end frame is 258 tall, so it moves to 623 − 258 = 365, and back to 623.
        if device == "iphone-8" {
            #expect(run.code[0].contains("toolbar 0 365 375 44"))
            #expect(run.code[1].contains("toolbar 0 623 375 44"))
        }
    }
}
