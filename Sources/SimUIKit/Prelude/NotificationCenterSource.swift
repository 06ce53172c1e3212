extension PreludeFile {
    /// `NotificationCenter` with block observers, removal and posting.
    static let notificationCenter = PreludeFile(module: "Foundation", name: "NotificationCenter", declares: ["NotificationCenter"], text: #"""
    /// One registration with NotificationCenter.
    class _Registration {
        let name: _NotificationName?
        let object: NSObject?
        let block: (Notification) -> Void
        let token: _ObserverToken
        /// The object a selector registration calls, held weakly: since iOS 9 a
        /// deallocated observer is dropped. Nil for a block registration.
        weak var observer: NSObject? = nil
        var isSelector = false

        init(name: _NotificationName?, object: NSObject?, block: @escaping (Notification) -> Void, token: _ObserverToken) {
            self.name = name
            self.object = object
            self.block = block
            self.token = token
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
        func addObserver(forName name: _NotificationName?, object obj: Any?, queue: OperationQueue?,
                         using block: @escaping (Notification) -> Void) -> NSObjectProtocol {
            let token = _ObserverToken()
            _registrations.append(_Registration(name: name, object: obj as? NSObject, block: block, token: token))
            return token
        }

        /// Calls `observer`'s `@objc` method `aSelector` for every notification
        /// named `aName` (every notification when nil) posted by `anObject` (by
        /// anyone when nil). Registering twice means being called twice. The
        /// center does not keep `observer` alive, and drops it when it is deallocated.
        func addObserver(_ observer: Any, selector aSelector: Selector, name aName: _NotificationName?, object anObject: Any?) {
            guard let target = observer as? NSObject else { return }
            let r = _Registration(name: aName, object: anObject as? NSObject, block: { [weak target] n in
                _ = _performSelector(aSelector, on: target, with: n)
            }, token: _ObserverToken())
            r.observer = target
            r.isSelector = true
            _registrations.append(r)
        }

        /// Removes every registration of `observer` (a token, or an object added with a selector).
        func removeObserver(_ observer: Any) {
            guard let o = observer as? NSObject else { return }
            _registrations.removeAll { $0.token === o || $0.observer === o }
        }

        /// Removes `observer`'s registrations for `aName` (all names when nil).
        func removeObserver(_ observer: Any, name aName: _NotificationName?, object anObject: Any?) {
            guard let o = observer as? NSObject else { return }
            _registrations.removeAll { ($0.token === o || $0.observer === o) && (aName == nil || $0.name == aName) }
        }

        /// Posts a notification to every matching registration.
        func post(name aName: _NotificationName, object anObject: Any?, userInfo: [String: Any]? = nil) {
            post(Notification(name: aName, object: anObject, userInfo: userInfo))
        }

        /// Posts a notification to every matching registration, in registration order.
        func post(_ notification: Notification) {
            let sender = notification.object as? NSObject
            _registrations.removeAll { $0.isSelector && $0.observer == nil }
            for r in _registrations {
                if r.isSelector && r.observer == nil { continue }
                if let name = r.name, name != notification.name { continue }
                if let object = r.object, object !== sender { continue }
                r.block(notification)
            }
        }
    }

    """#)
}
