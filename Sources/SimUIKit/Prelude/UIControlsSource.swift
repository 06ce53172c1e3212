extension PreludeFile {
    /// The scene's view kinds as UIView subclasses.
    static let uiControls = PreludeFile(module: "UIKit", name: "UIControls", declares: ["UITextField", "UITextView", "UIButton", "UILabel", "UIToolbar"], text: #"""
    /// A one-line text field: it becomes first responder and brings up the keyboard.
    class UITextField: UIView {
        var text: String? = ""
        var placeholder: String? = nil
    }

    /// A multi-line text view (a scroll view in UIKit; keylab's does not scroll).
    class UITextView: UIView {
        var text: String! = ""
    }

    /// A button.
    class UIButton: UIView {}

    /// A label.
    class UILabel: UIView {
        var text: String? = nil
    }

    /// A bar of buttons, often pinned above the keyboard.
    class UIToolbar: UIView {}

    """#)
}
