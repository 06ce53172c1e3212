extension PreludeFile {
    /// `UIResponder`: the keyboard notification names and userInfo keys.
    static let uiResponder = PreludeFile(module: "UIKit", name: "UIResponder", declares: ["UIResponder"], text: #"""
    // What keylab's screen tells the views (KeyLabHost.swift sets them).
    /// The scene's first responder's name ("" for none).
    var _keylabFirstResponder = ""
    /// The root view's safe-area insets.
    var _keylabRootSafeArea = UIEdgeInsets.zero
    /// Where the root view's container (a page or form sheet, or the whole
    /// window) starts, in window coordinates (keylab's binding sets it): a
    /// sheet's root view does not start at the window's top.
    var _keylabSheetOrigin = CGPoint.zero
    /// What your code asked of the first responder, in order: -1 to resign, a
    /// scene index for that view to become first responder. keylab carries the
    /// requests out once the event that ran your code is over, so the
    /// notifications of two keyboard sequences never interleave.
    var _keylabRequests: [Int] = []
    /// Set when a view gained or lost a subview since keylab last looked: views made in
    /// code may have joined the screen or left it (`_keylabNewViews`).
    var _keylabHierarchyChanged = false
    /// What `layoutIfNeeded()` runs: keylab's `_keylabLayoutNow` once a controller is on
    /// the screen (declared later, with keylab's other functions).
    var _keylabLayoutNowHook: () -> Void = {}

    // Swift 3's names of the userInfo keys, renamed in Swift 4.2: using one
    // gives swiftc's error with the new name.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
    let UIKeyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
    let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
    let UIKeyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
    let UIKeyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
    let UIKeyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// Something that can become first responder: UIView and UIViewController
    /// inherit from it. The six keyboard notifications and their userInfo keys
    /// are declared here, as in UIKit.
    class UIResponder: NSObject {
        static let keyboardWillShowNotification = Notification.Name(rawValue: "UIKeyboardWillShowNotification")
        static let keyboardDidShowNotification = Notification.Name(rawValue: "UIKeyboardDidShowNotification")
        static let keyboardWillHideNotification = Notification.Name(rawValue: "UIKeyboardWillHideNotification")
        static let keyboardDidHideNotification = Notification.Name(rawValue: "UIKeyboardDidHideNotification")
        static let keyboardWillChangeFrameNotification = Notification.Name(rawValue: "UIKeyboardWillChangeFrameNotification")
        static let keyboardDidChangeFrameNotification = Notification.Name(rawValue: "UIKeyboardDidChangeFrameNotification")

        /// NSValue: the keyboard's frame before the change, in screen coordinates.
        static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
        /// NSValue: the keyboard's frame after the change, in screen coordinates.
        static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
        /// NSValue: the keyboard's centre before the change (deprecated in UIKit).
        static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
        /// NSValue: the keyboard's centre after the change (deprecated in UIKit).
        static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
        /// NSNumber: the animation's duration in seconds (0.25).
        static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
        /// NSNumber: the animation curve (7, not one of the public UIView.AnimationCurve cases).
        static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
        /// NSNumber (a Bool): false when the keyboard belongs to another app (iPad multitasking).
        static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

        /// Whether this is the first responder.
        var isFirstResponder: Bool { false }

        /// Whether it can become first responder: text fields and text views can.
        var canBecomeFirstResponder: Bool { false }

        /// Whether it gives up first responder when asked (always, here).
        var canResignFirstResponder: Bool { true }

        /// Asks to become first responder; true when it did.
        @objc func becomeFirstResponder() -> Bool { false }

        /// Gives up first responder (the keyboard goes away); true when it did.
        @objc func resignFirstResponder() -> Bool { false }

        /// Loads this first responder's input views again: a changed
        /// `inputView` shows only after this (or the next focus).
        func reloadInputViews() { _keylabRequests.append(-2) }
    }



    """#)
}
