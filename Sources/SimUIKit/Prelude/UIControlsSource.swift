extension PreludeFile {
    /// The scene's view kinds as UIView subclasses.
    static let uiControls = PreludeFile(module: "UIKit", name: "UIControls", declares: ["UITextField", "UITextView", "UIToolbar", "UIBarStyle", "UITextFieldDelegate", "UITextViewDelegate", "UIReturnKeyType", "UIKeyboardType"], text: #"""
    /// The kind of key in the keyboard's corner (its label: keylab's keyboard has no keys).
    enum UIReturnKeyType: Int {
        case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
    }

    /// Whether the keyboard corrects spelling as you type.
    enum UITextAutocorrectionType: Int {
        case `default`, no, yes
    }

    /// Which letters the keyboard capitalizes.
    enum UITextAutocapitalizationType: Int {
        case none, words, sentences, allCharacters
    }

    /// Whether the keyboard checks spelling.
    enum UITextSpellCheckingType: Int {
        case `default`, no, yes
    }

    /// What a text field holds, for AutoFill (`.emailAddress`, `.password`).
    struct UITextContentType: Equatable {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let name = UITextContentType(rawValue: "name")
        static let username = UITextContentType(rawValue: "username")
        static let password = UITextContentType(rawValue: "password")
        static let newPassword = UITextContentType(rawValue: "new-password")
        static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
        static let emailAddress = UITextContentType(rawValue: "email")
        static let telephoneNumber = UITextContentType(rawValue: "tel")
        static let URL = UITextContentType(rawValue: "url")
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
        func textFieldShouldClear(_ textField: UITextField) -> Bool
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    }

    extension UITextFieldDelegate {
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
        func textFieldDidBeginEditing(_ textField: UITextField) {}
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
        func textFieldDidEndEditing(_ textField: UITextField) {}
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    }

    /// What a text view's delegate hears (see UITextFieldDelegate).
    protocol UITextViewDelegate: AnyObject {
        func textViewDidBeginEditing(_ textView: UITextView)
        func textViewDidEndEditing(_ textView: UITextView)
        func textViewDidChange(_ textView: UITextView)
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    }

    extension UITextViewDelegate {
        func textViewDidBeginEditing(_ textView: UITextView) {}
        func textViewDidEndEditing(_ textView: UITextView) {}
        func textViewDidChange(_ textView: UITextView) {}
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    }

    /// Some text field or text view was given a delegate in this session: keylab
    /// then tells delegates when the first responder changes.
    var _keylabDelegateSet = false

    /// A one-line text field: it becomes first responder and brings up the keyboard.
    class UITextField: UIControl {
        override var canBecomeFirstResponder: Bool { true }
        /// The border drawn around the text.
        enum BorderStyle: Int {
            case none, line, bezel, roundedRect
        }
        /// When a clear button or side view shows.
        enum ViewMode: Int {
            case never, whileEditing, unlessEditing, always
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
        var keyboardType = UIKeyboardType.default {
            didSet { _keylabSet("keyboardType", [Double(keyboardType.rawValue)]) }
        }
        var borderStyle = UITextField.BorderStyle.none
        var isSecureTextEntry = false
        var font: UIFont? = UIFont.systemFont(ofSize: 17)
        var textColor: UIColor? = UIColor.label
        var textAlignment = NSTextAlignment.natural
        var attributedText: NSAttributedString? = nil
        var attributedPlaceholder: NSAttributedString? = nil
        var clearButtonMode = UITextField.ViewMode.never
        var leftView: UIView? = nil
        var leftViewMode = UITextField.ViewMode.never
        var rightView: UIView? = nil
        var rightViewMode = UITextField.ViewMode.never
        var adjustsFontSizeToFitWidth = false
        var autocorrectionType = UITextAutocorrectionType.default
        var autocapitalizationType = UITextAutocapitalizationType.sentences
        var spellCheckingType = UITextSpellCheckingType.default
        var textContentType: UITextContentType? = nil
        var enablesReturnKeyAutomatically = false
        /// A view that comes up instead of the keyboard: its frame's height
        /// drives the keyboard's frame (as `:input-view NAME HEIGHT`).
        override var inputView: UIView? {
            get { _inputView }
            set {
                _inputView = newValue
                _keylabSet("inputViewHeight", [newValue?.frame.size.height ?? -1])
            }
        }
        var _inputView: UIView? = nil
        /// A bar that comes up with the keyboard, on top of it: its frame's height
        /// becomes part of the keyboard's frame (as `:accessory NAME HEIGHT`).
        override var inputAccessoryView: UIView? {
            get { _keylabAccessory(_accessoryView, _accessoryHeight) }
            set {
                _accessoryView = newValue
                _accessoryHeight = newValue?.frame.size.height ?? 0
            }
        }
        var _accessoryView: UIView? = nil
        /// The accessory's height: keylab's scene's (`:accessory`) for a view of the scene.
        var _accessoryHeight: CGFloat {
            get {
                let n = _keylabGet("accessoryHeight")
                return n.count == 1 ? n[0] : _heldAccessoryHeight
            }
            set {
                _heldAccessoryHeight = newValue
                _keylabSet("accessoryHeight", [newValue])
            }
        }
        var _heldAccessoryHeight: CGFloat = 0
    }

    /// A multi-line text view (a scroll view in UIKit; keylab's does not scroll).
    class UITextView: UIView {
        override var canBecomeFirstResponder: Bool { true }
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
        var keyboardType = UIKeyboardType.default {
            didSet { _keylabSet("keyboardType", [Double(keyboardType.rawValue)]) }
        }
        var isScrollEnabled = true
        var isEditable = true
        var isSelectable = true
        var font: UIFont? = UIFont.systemFont(ofSize: 12)
        var textColor: UIColor? = UIColor.label
        var textAlignment = NSTextAlignment.natural
        var attributedText: NSAttributedString? = nil
        var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        var autocorrectionType = UITextAutocorrectionType.default
        var autocapitalizationType = UITextAutocapitalizationType.sentences
        /// A view that comes up instead of the keyboard (see UITextField).
        override var inputView: UIView? {
            get { _inputView }
            set {
                _inputView = newValue
                _keylabSet("inputViewHeight", [newValue?.frame.size.height ?? -1])
            }
        }
        var _inputView: UIView? = nil
        /// The selection (the caret where it is empty): after the text here.
        var selectedRange: NSRange {
            get { _selectedRange ?? NSRange(location: _keylabUTF16Count(text ?? ""), length: 0) }
            set { _selectedRange = newValue }
        }
        var _selectedRange: NSRange? = nil
        // A text view is a scroll view in UIKit. keylab's does not scroll its
        // text: it keeps the insets and offset your code sets (the hackingwithswift
        // `adjustForKeyboard` pattern sets them), and `:scene` shows its frame.
        var contentInset = UIEdgeInsets.zero
        var scrollIndicatorInsets = UIEdgeInsets.zero
        var verticalScrollIndicatorInsets = UIEdgeInsets.zero
        var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
        var contentOffset = CGPoint.zero
        var alwaysBounceVertical = false
        var showsVerticalScrollIndicator = true
        func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
        /// keylab's text view does not scroll: nothing moves.
        func scrollRangeToVisible(_ range: NSRange) {}
        /// A bar that comes up with the keyboard (see UITextField).
        override var inputAccessoryView: UIView? {
            get { _keylabAccessory(_accessoryView, _accessoryHeight) }
            set {
                _accessoryView = newValue
                _accessoryHeight = newValue?.frame.size.height ?? 0
            }
        }
        var _accessoryView: UIView? = nil
        /// The accessory's height: keylab's scene's (`:accessory`) for a view of the scene.
        var _accessoryHeight: CGFloat {
            get {
                let n = _keylabGet("accessoryHeight")
                return n.count == 1 ? n[0] : _heldAccessoryHeight
            }
            set {
                _heldAccessoryHeight = newValue
                _keylabSet("accessoryHeight", [newValue])
            }
        }
        var _heldAccessoryHeight: CGFloat = 0
    }

    /// The accessory view your code set, or a bar of the height `:accessory` gave
    /// the field (nil for none).
    func _keylabAccessory(_ view: UIView?, _ height: CGFloat) -> UIView? {
        if let view, view.frame.size.height == height { return view }
        if height <= 0 { return nil }
        return UIToolbar(frame: CGRect(x: 0, y: 0, width: 0, height: height))
    }

    /// A bar of buttons, often pinned above the keyboard.
    class UIToolbar: UIView {
        /// The bar's buttons (UIBarButtonItem is declared with the controllers:
        /// `items` and `setItems(_:animated:)` are in UIViewController's file).
        var _items: [AnyObject]? = nil
        var barStyle = UIBarStyle.default
        var isTranslucent = true
        var barTintColor: UIColor? = nil

        /// Takes a toolbar's standard height, 44 points.
        override func sizeToFit() {
            frame.size.height = 44
        }
    }

    /// How a bar is drawn (kept).
    enum UIBarStyle: Int {
        case `default`, black
    }

    """#)
}
