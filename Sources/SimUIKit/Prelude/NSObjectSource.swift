extension PreludeFile {
    /// `NSObject`, `NSObjectProtocol` and `OperationQueue`.
    static let nsObject = PreludeFile(module: "Foundation", name: "NSObject", declares: ["NSObject", "NSObjectProtocol", "OperationQueue", "NSCoder"], text: #"""
    /// The root class of the Objective-C objects UIKit is made of. keylab's
    /// NSObject holds nothing; identity (`===`) is what NotificationCenter uses.
    class NSObject: NSObjectProtocol {
        init() {}

        /// Whether `object` equals this one: the same object, unless a subclass
        /// says otherwise. `==` asks it, so `textField == emailField` compares
        /// two views as on a device.
        func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? NSObject else { return false }
            return other === self
        }

        static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    }

    /// What a storyboard or nib decodes a view or controller from. keylab's
    /// holds nothing: `init?(coder:)` of a view or controller of yours runs with
    /// one when the scene makes it (docs/guide.md).
    class NSCoder: NSObject {}

    /// What `addObserver(forName:object:queue:using:)` returns: keep it to
    /// remove the observer later. (In Foundation a protocol every NSObject adopts.)
    protocol NSObjectProtocol {}

    /// A queue for observer blocks. keylab runs every block at once, on the
    /// thread that posts (as `queue: nil` does; `.main` is that thread here).
    class OperationQueue: NSObject {
        static let main = OperationQueue()
    }

    """#)
}
