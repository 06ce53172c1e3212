extension PreludeFile {
    /// RxCocoa's `textField.rx.controlEvent(_:)`, a teaching stand-in (not the library).
    static let rxCocoa = PreludeFile(module: "RxCocoa", name: "RxCocoa", declares: ["RxCocoa", "ControlEvent", "_UIControlEvent", "_RxTextField"], text: #"""
    // keylab's teaching stand-in for RxCocoa: `textField.rx.controlEvent([...])`.
    // It is not RxCocoa. keylab's text fields send two control events: editing
    // begins when a field becomes first responder (`:focus`), and editing ends
    // when it stops being one (another field, `:dismiss`). keylab has no return
    // key, so `.editingDidEndOnExit` never happens. A keyboard's frame is
    // not a control event: use `NotificationCenter.default.rx.notification(_:)`.

    /// A control event (`UIControl.Event` in UIKit, an option set there).
    struct _UIControlEvent: Equatable {
        var rawValue: UInt
        init(rawValue: UInt) { self.rawValue = rawValue }
        static let editingDidBegin = _UIControlEvent(rawValue: 1 << 16)
        static let editingChanged = _UIControlEvent(rawValue: 1 << 17)
        static let editingDidEnd = _UIControlEvent(rawValue: 1 << 18)
        static let editingDidEndOnExit = _UIControlEvent(rawValue: 1 << 19)
    }

    /// One subscription to a field's control events.
    final class _ControlEventObserver {
        weak var field: UIView?
        let events: [_UIControlEvent]
        let onNext: () -> Void
        var isDisposed = false
        init(field: UIView, events: [_UIControlEvent], onNext: @escaping () -> Void) {
            self.field = field
            self.events = events
            self.onNext = onNext
        }
    }

    /// Every live subscription to control events, in the order they were made.
    var _rxControlEventObservers: [_ControlEventObserver] = []

    /// The control events of a text field (RxCocoa's `ControlEvent<Void>`).
    struct ControlEvent {
        let field: UIView
        let events: [_UIControlEvent]

        /// Calls `onNext` each time one of the events happens, until disposed.
        func subscribe(onNext: (() -> Void)? = nil) -> Disposable {
            guard let onNext else { return Disposables.create() }
            let o = _ControlEventObserver(field: field, events: events, onNext: onNext)
            _rxControlEventObservers.append(o)
            return Disposables.create {
                o.isDisposed = true
                _rxControlEventObservers.removeAll { $0 === o }
            }
        }
    }

    /// `textField.rx` (RxCocoa's `Reactive<UITextField>`).
    struct _RxTextField {
        let base: UITextField
        /// The field's control events among `events`.
        func controlEvent(_ events: [_UIControlEvent]) -> ControlEvent {
            ControlEvent(field: base, events: events)
        }
    }

    extension UITextField {
        /// The reactive side of the field: `textField.rx.controlEvent([.editingDidBegin])`.
        var rx: _RxTextField { _RxTextField(base: self) }
    }

    /// keylab calls this when the first responder changes (`old` loses it, `new`
    /// gains it; "" for none): editing ends in `old` and begins in `new`.
    func _keylabFocusChanged(_ old: String, _ new: String) {
        let observers = _rxControlEventObservers
        for o in observers where !o.isDisposed {
            guard let f = o.field else { continue }
            if f._name != "" && f._name == old && o.events.contains(_UIControlEvent.editingDidEnd) {
                o.onNext()
            }
            if f._name != "" && f._name == new && o.events.contains(_UIControlEvent.editingDidBegin) {
                o.onNext()
            }
        }
    }

    """#)
}
