extension PreludeFile {
    /// `NotificationCenter` with block observers, removal and posting.
    static let notificationCenter = PreludeFile(module: "Foundation", name: "NotificationCenter", declares: ["NotificationCenter"], text: #"""
    /// One registration with NotificationCenter: a block with its token, or an
    /// observer and a selector.
    class _Registration {
        let name: Notification.Name?
        let object: NSObject?
        let block: ((Notification) -> Void)?
        let token: NSObject?
        /// A selector observer, held weakly as NotificationCenter has since iOS 9. Any class
        /// instance: an `@objc` method of a Swift class that does not inherit NSObject is called too.
        weak var observer: AnyObject?
        let selector: Selector?

        init(name: Notification.Name?, object: NSObject?, block: ((Notification) -> Void)?, token: NSObject?,
             observer: AnyObject?, selector: Selector?) {
            self.name = name
            self.object = object
            self.block = block
            self.token = token
            self.observer = observer
            self.selector = selector
        }
    }

    /// The token `addObserver(forName:object:queue:using:)` returns.
    class _ObserverToken: NSObject {}

    /// Delivers posted notifications to the observers registered for them, in
    /// the order they registered, at once, on the posting thread. Registering
    /// twice means being called twice; an observer that is never removed keeps
    /// being called.
    class NotificationCenter: NSObject {
        /// The app's notification center: UIKit posts the keyboard notifications here.
        static let `default` = NotificationCenter()

        var _registrations: [_Registration] = []

        /// Calls `block` for every notification named `name` (every notification
        /// when nil) posted by `obj` (by anyone when nil). Returns the token that
        /// `removeObserver(_:)` takes; the center holds the block, and what the
        /// block captures, until then.
        func addObserver(forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
                         using block: @escaping (Notification) -> Void) -> NSObjectProtocol {
            let token = _ObserverToken()
            _registrations.append(_Registration(name: name, object: obj as? NSObject, block: block, token: token,
                                                observer: nil, selector: nil))
            return token
        }

        /// Calls `observer`'s `@objc` method `aSelector` (taking the notification,
        /// or nothing) for every notification named `aName` (every one when nil).
        /// The center does not keep `observer` alive: once it is deallocated its
        /// registrations are dropped (iOS 9+).
        func addObserver(_ observer: Any, selector aSelector: Selector, name aName: Notification.Name?, object anObject: Any?) {
            guard let o = observer as? AnyObject else { return }
            _registrations.append(_Registration(name: aName, object: anObject as? NSObject, block: nil, token: nil,
                                                observer: o, selector: aSelector))
        }

        /// Removes every registration of `observer` (a token, or an object added with a selector).
        func removeObserver(_ observer: Any) {
            guard let o = observer as? AnyObject else { return }
            _registrations.removeAll { $0.token === o || $0.observer === o }
        }

        /// Removes `observer`'s registrations for `aName` (all names when nil).
        func removeObserver(_ observer: Any, name aName: Notification.Name?, object anObject: Any?) {
            guard let o = observer as? AnyObject else { return }
            _registrations.removeAll { ($0.token === o || $0.observer === o) && (aName == nil || $0.name == aName) }
        }

        /// Whether any registration would receive a notification named `name` (keylab skips the others).
        func _hasObservers(for name: Notification.Name) -> Bool {
            for r in _registrations where r.name == nil || r.name == name { return true }
            return false
        }

        /// Posts a notification to every matching registration.
        func post(name aName: Notification.Name, object anObject: Any?, userInfo: [AnyHashable: Any]? = nil) {
            post(Notification(name: aName, object: anObject, userInfo: userInfo))
        }

        /// Posts a notification to every matching registration, in registration order.
        func post(_ notification: Notification) {
            let sender = notification.object as? NSObject
            var gone = false
            for r in _registrations {
                if let name = r.name, name != notification.name { continue }
                if let object = r.object, object !== sender { continue }
                if let block = r.block {
                    block(notification)
                } else if let selector = r.selector {
                    let boxed = NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo)
                    if !_performSelector(selector, on: r.observer, with: boxed) { gone = true }
                }
            }
            if gone { _registrations.removeAll { $0.selector != nil && $0.observer === nil } }
        }
    }

    extension NotificationCenter {
        /// `for await note in center.notifications(named: …)`: the notifications named `name`,
        /// delivered to a task's loop once the code that posted them has returned. Apple's type is
        /// `NotificationCenter.Notifications`; keylab's is an `AsyncStream<Notification>` fed by a
        /// block observer that stays registered for the session.
        func notifications(named name: Notification.Name, object obj: AnyObject? = nil) -> AsyncStream<Notification> {
            AsyncStream<Notification> { continuation in
                _ = self.addObserver(forName: name, object: obj, queue: nil) { note in
                    continuation.yield(note)
                }
            }
        }
    }

    """#)
}
