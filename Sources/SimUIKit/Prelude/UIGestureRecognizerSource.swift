extension PreludeFile {
    /// `UIGestureRecognizer` and `UITapGestureRecognizer`: the tap that dismisses the keyboard.
    static let uiGestureRecognizer = PreludeFile(module: "UIKit", name: "UIGestureRecognizer", declares: ["UIGestureRecognizer", "UITapGestureRecognizer"], text: #"""
    /// Recognizes a gesture on the view it is added to and sends `action` to
    /// `target`. keylab's screen takes no touches: `:dismiss` plays what the
    /// classic tap-to-dismiss action (`view.endEditing(true)`) does.
    class UIGestureRecognizer: NSObject {
        /// The object the action is sent to (not retained, as in UIKit).
        weak var target: NSObject? = nil
        /// The method sent (`#selector(dismissKeyboard)`).
        let action: Selector?
        /// Whether a recognized gesture cancels the touch for the views under it.
        var cancelsTouchesInView = true
        var isEnabled = true

        init(target: Any?, action: Selector?) {
            self.target = target as? NSObject
            self.action = action
            super.init()
        }
    }

    /// A tap (`numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers).
    class UITapGestureRecognizer: UIGestureRecognizer {
        var numberOfTapsRequired = 1
        var numberOfTouchesRequired = 1
    }

    """#)
}
