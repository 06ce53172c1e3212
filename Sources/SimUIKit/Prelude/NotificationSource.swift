extension PreludeFile {
    /// `Notification`, `NSNotification` and the notification name.
    static let notification = PreludeFile(module: "Foundation", name: "Notification", declares: ["Notification", "NSNotification", "_NotificationName"], text: #"""
    /// The name of a notification (`NSNotification.Name` in Foundation).
    struct _NotificationName: Equatable, Hashable, CustomStringConvertible {
        var rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        init(_ rawValue: String) { self.rawValue = rawValue }
        var description: String { rawValue }
    }

    /// What an observer receives: the name, the object that posted it and the
    /// `userInfo` dictionary (keyboard notifications: frames as NSValue,
    /// duration, curve and isLocal as NSNumber).
    struct Notification {
        var name: _NotificationName
        var object: Any?
        var userInfo: [String: Any]?

        init(name: _NotificationName, object: Any? = nil, userInfo: [String: Any]? = nil) {
            self.name = name
            self.object = object
            self.userInfo = userInfo
        }
    }

    /// The class form of Notification, which `@objc` selector handlers often take.
    class NSNotification: NSObject {
        let name: _NotificationName
        let object: Any?
        let userInfo: [String: Any]?

        init(name: _NotificationName, object: Any?, userInfo: [String: Any]?) {
            self.name = name
            self.object = object
            self.userInfo = userInfo
            super.init()
        }
    }

    """#)
}
