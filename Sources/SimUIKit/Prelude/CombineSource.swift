extension PreludeFile {
    /// Combine's notification publisher, `sink` and `AnyCancellable`, a
    /// teaching stand-in (not the framework).
    static let combine = PreludeFile(module: "Combine", name: "Combine", declares: ["Combine", "AnyCancellable", "Cancellable", "_NotificationPublisher"], text: #"""
    // keylab's teaching stand-in for Combine: the calls a keyboard handler makes.
    // It is not Combine: no operators (map, receive(on:)), no back-pressure.
    //
    // The rules that matter are Combine's own:
    // - `sink(receiveValue:)` subscribes and returns an AnyCancellable.
    // - An AnyCancellable cancels its subscription when it is released: keep it
    //   (`.store(in: &cancellables)`, a property or an array), or the handler stops at once.
    // - `cancel()` stops it; so does releasing the set that holds it (the
    //   controller going away), unless the closure keeps the controller alive by
    //   capturing `self` strongly: write `[weak self]`.

    /// Something that can be cancelled.
    protocol Cancellable {
        func cancel()
    }

    /// A subscription that cancels itself when released (Combine's AnyCancellable).
    /// Hashable by identity, as Combine's: `var cancellables = Set<AnyCancellable>()`
    /// and `.store(in: &cancellables)` keep it while the set lives.
    final class AnyCancellable: Cancellable, Hashable {
        var _cancel: (() -> Void)?

        init(_ cancel: @escaping () -> Void) {
            _cancel = cancel
        }

        /// Stops the subscription; a second call does nothing.
        func cancel() {
            if let c = _cancel {
                _cancel = nil
                c()
            }
        }

        deinit {
            cancel()
        }

        /// Keeps this subscription in `set` (it stops when the set is released).
        func store(in set: inout Set<AnyCancellable>) {
            set.insert(self)
        }

        static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
            lhs === rhs
        }
    }

    /// `NotificationCenter.Publisher`: the notifications named `name`, as values.
    struct _NotificationPublisher {
        let center: NotificationCenter
        let name: _NotificationName
        let object: AnyObject?

        /// Calls `receiveValue` with each notification until the AnyCancellable is
        /// cancelled or released.
        func sink(receiveValue: @escaping (Notification) -> Void) -> AnyCancellable {
            let c = center
            let token = c.addObserver(forName: name, object: object, queue: nil, using: receiveValue)
            return AnyCancellable { c.removeObserver(token) }
        }
    }

    extension NotificationCenter {
        /// A publisher of the notifications named `name`: `cancellable = center.publisher(for: name).sink { … }`.
        func publisher(for name: _NotificationName, object: AnyObject? = nil) -> _NotificationPublisher {
            _NotificationPublisher(center: self, name: name, object: object)
        }
    }

    """#)
}
