extension PreludeFile {
    /// RxSwift's subscription surface the articles use, as a teaching stand-in
    /// (not the library): `Observable`, `subscribe(onNext:)`, `Disposable`,
    /// `DisposeBag`, `disposed(by:)`, and `NotificationCenter.default.rx.notification(_:)`.
    static let rxSwift = PreludeFile(module: "RxSwift", name: "RxSwift", declares: ["RxSwift", "Observable", "Disposable", "DisposeBag", "Disposables", "_RxNotificationCenter"], text: #"""
    // keylab's teaching stand-in for RxSwift: the few calls the keyboard articles
    // make, written the way RxSwift behaves, so you can read what they do. It is
    // not RxSwift: no operators (map, filter, debounce), no schedulers, no errors.
    //
    // The rules that matter for a keyboard handler are RxSwift's own:
    // - `subscribe(onNext:)` starts a subscription and returns a Disposable;
    //   the subscription lives until it is disposed.
    // - `disposed(by: bag)` puts it in a DisposeBag. When the bag is released
    //   (the controller that owns it goes away), every subscription in it is
    //   disposed: the handler stops being called.
    // - A closure that captures `self` strongly keeps the controller alive (the
    //   notification center holds the closure): the bag is never released and the
    //   handler keeps firing. Write `[weak self]` and call `self?.handle(...)`.

    /// A subscription (or anything) that can be stopped.
    protocol Disposable {
        /// Stops it. A second call does nothing.
        func dispose()
    }

    /// A Disposable that runs an action once, the first time it is disposed.
    final class _AnonymousDisposable: Disposable {
        var _action: (() -> Void)?
        init(_ action: @escaping () -> Void) { _action = action }
        func dispose() {
            if let action = _action {
                _action = nil
                action()
            }
        }
    }

    /// Makes Disposables.
    enum Disposables {
        /// A Disposable that runs `dispose` when disposed.
        static func create(with dispose: @escaping () -> Void) -> Disposable { _AnonymousDisposable(dispose) }
        /// A Disposable that does nothing.
        static func create() -> Disposable { _AnonymousDisposable({}) }
    }

    /// Holds subscriptions and disposes them all when it is released (its
    /// deinit), the way RxSwift's DisposeBag does. Keep one as a property of
    /// the controller: `let disposeBag = DisposeBag()`.
    final class DisposeBag {
        var _disposables: [Disposable] = []
        init() {}

        /// Adds a subscription; `disposed(by:)` calls this.
        func insert(_ disposable: Disposable) {
            _disposables.append(disposable)
        }

        deinit {
            for d in _disposables { d.dispose() }
        }
    }

    extension Disposable {
        /// Puts the subscription in `bag`: it ends when the bag is released.
        func disposed(by bag: DisposeBag) {
            bag.insert(self)
        }
    }

    /// A sequence of values over time. keylab's only makes the sequences the
    /// articles need (notifications); `subscribe(onNext:)` is the way in.
    class Observable<Element> {
        let _subscribe: (@escaping (Element) -> Void) -> Disposable

        init(_subscribe: @escaping (@escaping (Element) -> Void) -> Disposable) {
            self._subscribe = _subscribe
        }

        /// Calls `onNext` with every value until the returned Disposable is disposed.
        func subscribe(onNext: ((Element) -> Void)? = nil) -> Disposable {
            guard let onNext else { return Disposables.create() }
            return _subscribe(onNext)
        }
    }

    /// `NotificationCenter.default.rx` (RxSwift's `Reactive<NotificationCenter>`).
    struct _RxNotificationCenter {
        let base: NotificationCenter

        /// The notifications named `name` as an Observable: subscribing adds an
        /// observer to the center, disposing removes it.
        func notification(_ name: _NotificationName?, object: AnyObject? = nil) -> Observable<Notification> {
            let center = base
            return Observable<Notification>(_subscribe: { onNext in
                let token = center.addObserver(forName: name, object: object, queue: nil, using: onNext)
                return Disposables.create { center.removeObserver(token) }
            })
        }
    }

    extension NotificationCenter {
        /// The reactive side of the center: `NotificationCenter.default.rx.notification(name)`.
        var rx: _RxNotificationCenter { _RxNotificationCenter(base: self) }
    }

    """#)
}
