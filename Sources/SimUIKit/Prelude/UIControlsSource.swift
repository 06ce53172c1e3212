extension PreludeFile {
    /// The scene's view kinds as UIView subclasses.
    static let uiControls = PreludeFile(module: "UIKit", name: "UIControls", declares: ["UITextField", "UITextView", "UIButton", "UILabel", "UIToolbar", "UITextFieldDelegate", "UITextViewDelegate", "UIReturnKeyType", "UIKeyboardType"], text: #"""
    /// The kind of key in the keyboard's corner (its label: keylab's keyboard has no keys).
    enum UIReturnKeyType: Int {
        case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
    }

    /// Which keys the keyboard shows. keylab's keyboard heights come from the
    /// device and `:keyboard`, not from this.
    enum UIKeyboardType: Int {
        case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
             emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    }

    /// What a text field's delegate hears. Every method is optional (as the
    /// `@objc optional` requirements of UIKit's protocol are): implement only
    /// those you need. keylab calls `textFieldDidBeginEditing` and
    /// `textFieldDidEndEditing` when the first responder changes, before the
    /// keyboard notifications that follow; it asks none of the `Should` methods
    /// (`:focus` always focuses) and has no Return key to press.
    protocol UITextFieldDelegate: AnyObject {
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
        func textFieldDidBeginEditing(_ textField: UITextField)
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
        func textFieldDidEndEditing(_ textField: UITextField)
        func textFieldShouldReturn(_ textField: UITextField) -> Bool
    }

    extension UITextFieldDelegate {
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
        func textFieldDidBeginEditing(_ textField: UITextField) {}
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
        func textFieldDidEndEditing(_ textField: UITextField) {}
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    }

    /// What a text view's delegate hears (see UITextFieldDelegate).
    protocol UITextViewDelegate: AnyObject {
        func textViewDidBeginEditing(_ textView: UITextView)
        func textViewDidEndEditing(_ textView: UITextView)
    }

    extension UITextViewDelegate {
        func textViewDidBeginEditing(_ textView: UITextView) {}
        func textViewDidEndEditing(_ textView: UITextView) {}
    }

    /// Some text field or text view was given a delegate in this session: keylab
    /// then tells delegates when the first responder changes.
    var _keylabDelegateSet = false

    /// A one-line text field: it becomes first responder and brings up the keyboard.
    class UITextField: UIView {
        /// The border drawn around the text.
        enum BorderStyle: Int {
            case none, line, bezel, roundedRect
        }

        var text: String? = ""
        var placeholder: String? = nil
        /// Told when editing begins and ends here (a weak reference, as in UIKit).
        var delegate: UITextFieldDelegate? {
            get { _delegate }
            set {
                _delegate = newValue
                if newValue != nil { _keylabDelegateSet = true }
            }
        }
        weak var _delegate: UITextFieldDelegate? = nil
        var returnKeyType = UIReturnKeyType.default
        var keyboardType = UIKeyboardType.default
        var borderStyle = UITextField.BorderStyle.none
        var isSecureTextEntry = false
        /// A bar that comes up with the keyboard, on top of it: its frame's height
        /// becomes part of the keyboard's frame (as `:accessory NAME HEIGHT`).
        var inputAccessoryView: UIView? {
            get { _keylabAccessory(_accessoryView, _accessoryHeight) }
            set {
                _accessoryView = newValue
                _accessoryHeight = newValue?.frame.size.height ?? 0
                _keylabTouch()
            }
        }
        var _accessoryView: UIView? = nil
        var _accessoryHeight: CGFloat = 0
    }

    /// A multi-line text view (a scroll view in UIKit; keylab's does not scroll).
    class UITextView: UIView {
        var text: String! = ""
        /// Told when editing begins and ends here (a weak reference, as in UIKit).
        var delegate: UITextViewDelegate? {
            get { _delegate }
            set {
                _delegate = newValue
                if newValue != nil { _keylabDelegateSet = true }
            }
        }
        weak var _delegate: UITextViewDelegate? = nil
        var returnKeyType = UIReturnKeyType.default
        var keyboardType = UIKeyboardType.default
        var isScrollEnabled = true
        var isEditable = true
        /// A bar that comes up with the keyboard (see UITextField).
        var inputAccessoryView: UIView? {
            get { _keylabAccessory(_accessoryView, _accessoryHeight) }
            set {
                _accessoryView = newValue
                _accessoryHeight = newValue?.frame.size.height ?? 0
                _keylabTouch()
            }
        }
        var _accessoryView: UIView? = nil
        var _accessoryHeight: CGFloat = 0
    }

    /// The accessory view your code set, or a bar of the height `:accessory` gave
    /// the field (nil for none).
    func _keylabAccessory(_ view: UIView?, _ height: CGFloat) -> UIView? {
        if let view, view.frame.size.height == height { return view }
        if height <= 0 { return nil }
        return UIToolbar(frame: CGRect(x: 0, y: 0, width: 0, height: height))
    }

    /// A button.
    class UIButton: UIView {}

    /// A label.
    class UILabel: UIView {
        var text: String? = nil
    }

    /// A bar of buttons, often pinned above the keyboard.
    class UIToolbar: UIView {
        /// Takes a toolbar's standard height, 44 points.
        override func sizeToFit() {
            frame.size.height = 44
        }
    }

    """#)
}
