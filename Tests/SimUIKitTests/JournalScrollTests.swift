import Testing
import KeyboardSim
import SimUIKit

/// The technique of seed 001 (a diary editor), in a controller of our own:
/// the scroll view's bottom content inset becomes the keyboard's height plus
/// 20, the editing field's frame is converted into the scroll view, and when
/// its middle lies below 0.6 of the height the keyboard leaves uncovered,
/// `scrollRectToVisible` brings its top to 0.3 of that height. The 0.6, 0.3
/// and 20 are the technique's numbers, and so is its slip: the field's frame
/// is in content coordinates while the uncovered height is measured on screen.
/// The seed shows only the show handler; the hide handler sets both insets
/// back to 0. Gives `scroll journalScroll`'s numbers.
@Suite struct JournalScrollTests {
    static let source = """
    class JournalViewController: UIViewController {
        @IBOutlet weak var journalScroll: UIScrollView!

        /// Room left under the content while the keyboard is up.
        private let extraRoom: CGFloat = 20
        /// A field whose middle is below this share of the uncovered height is "too low"…
        private let tooLowShare: CGFloat = 0.6
        /// …and its top is brought to this share of it.
        private let restingShare: CGFloat = 0.3

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillAppear(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillDisappear(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        /// The editing field's frame in the scroll view's content, nil when none edits.
        private func editingFieldFrame() -> CGRect? {
            for field in journalScroll.subviews where field.isFirstResponder {
                return field.convert(field.bounds, to: journalScroll)
            }
            return nil
        }

        @objc private func keyboardWillAppear(_ notification: Notification) {
            guard let keyboard = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            // Let the content scroll past the keyboard, with a little room to spare.
            journalScroll.contentInset.bottom = keyboard.height + extraRoom
            journalScroll.verticalScrollIndicatorInsets.bottom = keyboard.height
            guard let field = editingFieldFrame() else { return }
            let uncovered = view.bounds.height - keyboard.height
            guard field.midY > uncovered * tooLowShare else { return }
            let wanted = CGRect(x: 0, y: field.minY - uncovered * restingShare,
                                width: view.bounds.width, height: field.height + keyboard.height)
            journalScroll.scrollRectToVisible(wanted, animated: true)
        }

        @objc private func keyboardWillDisappear(_ notification: Notification) {
            journalScroll.contentInset.bottom = 0
            journalScroll.verticalScrollIndicatorInsets.bottom = 0
        }
    }
    """

    /// A full-screen scroll view, 1200 pt of content, a headline field at the
    /// top and the entry's text view at y 500 (120 tall).
    static func journalScene(_ sim: inout Simulation) throws {
        let w = sim.screenSize.width, h = sim.screenSize.height
        try sim.addView(kind: .scrollview, name: "journalScroll", frame: Rect(x: 0, y: 0, width: w, height: h))
        try sim.setContentHeight("journalScroll", 1200)
        try sim.addView(kind: .textfield, name: "headline", frame: Rect(x: 16, y: 80, width: w - 32, height: 40),
                        parent: "journalScroll")
        try sim.addView(kind: .textview, name: "entry", frame: Rect(x: 16, y: 500, width: w - 32, height: 120),
                        parent: "journalScroll")
    }

    static let events: [Event] = [.focus("entry"), .dismiss, .focus("headline"), .focus("entry"), .dismiss]

    @Test(arguments: ["iphone-8", "iphone-se", "iphone-x", "iphone-15"])
    func theJournalGivesTheBuiltInNumbers(device: String) throws {
        let run = try BuiltInComparison.compare(Self.source, device: device, strategy: ["scroll", "journalScroll"],
                                                events: Self.events, build: Self.journalScene)
        #expect(run.errors.isEmpty)
        #expect(run.code == run.builtIn)
        // Hand-derived, iPhone 8 portrait, keyboard 258 pt (keyboard-facts.md):
        // contentInset.bottom = 258 + 20 = 278; uncovered = 667 − 258 = 409;
        // the text view's midY 560 > 409 × 0.6 = 245.4, so the rect's y is
        // 500 − 409 × 0.3 = 377.3 and rect = (0, 377.3, 375, 120 + 258 = 378). The
        // scroll view is `.automatic` (UIKit's default): its adjusted inset adds the
        // 20 pt status bar on top, so the visible region is 667 − 20 − 278 = 369
        // high, less than the rect's 378: scrollRectToVisible aligns the rect's
        // top, 377.3 − 20 = 357.3 (within −20…1200 + 278 − 667 = 811).
        if device == "iphone-8" {
            #expect(run.code[0].contains("journalScroll 0 0 375 667 offset 357.3 inset 278"))
        }
    }
}
