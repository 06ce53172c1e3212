extension PreludeFile {
    /// `Notification`, `NSNotification` and the notification name.
    static let notification = PreludeFile(module: "Foundation", name: "Notification", declares: ["Notification", "NSNotification"], text: #"""
    /// What an observer receives: the name, the object that posted it and the
    /// `userInfo` dictionary (keyboard notifications: frames as NSValue,
    /// duration, curve and isLocal as NSNumber).
    struct Notification {
        /// The name of a notification (`NSNotification.Name` in Foundation, where
        /// `Notification.Name` is another name for it).
        struct Name: Equatable, Hashable, CustomStringConvertible {
            var rawValue: String
            init(rawValue: String) { self.rawValue = rawValue }
            init(_ rawValue: String) { self.rawValue = rawValue }
            var description: String { rawValue }
        }

        var name: Notification.Name
        var object: Any?
        var userInfo: [AnyHashable: Any]?

        init(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
            self.name = name
            self.object = object
            self.userInfo = userInfo
        }
    }

    /// The class form of a notification, which `@objc` selector handlers often
    /// take; `as? Notification` (or a handler taking `Notification`) bridges it.
    class NSNotification: NSObject {
        let name: Notification.Name
        let object: Any?
        let userInfo: [AnyHashable: Any]?

        init(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]?) {
            self.name = name
            self.object = object
            self.userInfo = userInfo
            super.init()
        }

        /// `as? Notification` gives the struct, as Foundation bridges it.
        func _bridged(to typeName: String) -> Any? {
            typeName == "Notification" ? Notification(name: name, object: object, userInfo: userInfo) : nil
        }

        /// Only Swift 3's keyboard names live here, to give swiftc's "renamed"
        /// error; keylab's notification names are `Notification.Name`.
        struct Name {
            let rawValue: String
            @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
            static let UIKeyboardWillShow = NSNotification.Name(rawValue: "UIKeyboardWillShowNotification")
            @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
            static let UIKeyboardDidShow = NSNotification.Name(rawValue: "UIKeyboardDidShowNotification")
            @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
            static let UIKeyboardWillHide = NSNotification.Name(rawValue: "UIKeyboardWillHideNotification")
            @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
            static let UIKeyboardDidHide = NSNotification.Name(rawValue: "UIKeyboardDidHideNotification")
            @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
            static let UIKeyboardWillChangeFrame = NSNotification.Name(rawValue: "UIKeyboardWillChangeFrameNotification")
            @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
            static let UIKeyboardDidChangeFrame = NSNotification.Name(rawValue: "UIKeyboardDidChangeFrameNotification")
        }
    }

    /// keylab's first name for `Notification.Name`, kept for code written against it.
    typealias _NotificationName = Notification.Name

    """#)
}
