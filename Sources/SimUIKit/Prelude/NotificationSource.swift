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
        var userInfo: [String: Any]?

        init(name: Notification.Name, object: Any? = nil, userInfo: [String: Any]? = nil) {
            self.name = name
            self.object = object
            self.userInfo = userInfo
        }
    }

    /// The class form of a notification, which `@objc` selector handlers often take.
    class NSNotification: NSObject {
        let name: Notification.Name
        let object: Any?
        let userInfo: [String: Any]?

        init(name: Notification.Name, object: Any?, userInfo: [String: Any]?) {
            self.name = name
            self.object = object
            self.userInfo = userInfo
            super.init()
        }
    }

    /// keylab's first name for `Notification.Name`, kept for code written against it.
    typealias _NotificationName = Notification.Name

    """#)
}
