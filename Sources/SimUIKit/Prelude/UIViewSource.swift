extension PreludeFile {
    /// `UIView`: frame, bounds, convert, safe area, `animate`.
    static let uiView = PreludeFile(module: "UIKit", name: "UIView", declares: ["UIView", "UILayoutGuide"], text: #"""
    /// Each animation your code started since the last notification: its
    /// duration and curve (−1: none given), two numbers each. keylab compares
    /// them with the notification's own (`:audit`'s keyboard-timing).
    var _keylabAnimationLog: [Double] = []

    /// Notes an animation's timing (UIView.animate and UIViewPropertyAnimator call it).
    func _keylabAnimated(_ duration: Double, _ curve: Int) {
        _keylabAnimationLog.append(duration)
        _keylabAnimationLog.append(Double(curve))
    }

    /// The animations noted since the last notification, and a fresh log.
    func _keylabTakeAnimations() -> [Double] {
        let log = _keylabAnimationLog
        _keylabAnimationLog = []
        return log
    }

    /// A rectangle that layout uses; a view's `safeAreaLayoutGuide.layoutFrame`
    /// is its bounds less the safe-area insets.
    class UILayoutGuide: NSObject {
        let layoutFrame: CGRect
        init(layoutFrame: CGRect) {
            self.layoutFrame = layoutFrame
            super.init()
        }
    }

    /// A rectangle from keylab's scene (`[x, y, width, height]`), or `held` when
    /// the scene has none for the view.
    func _keylabRect(_ n: [Double], _ held: CGRect) -> CGRect {
        n.count == 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : held
    }

    /// A point from keylab's scene (`[x, y]`), or `held`.
    func _keylabPoint(_ n: [Double], _ held: CGPoint) -> CGPoint {
        n.count == 2 ? CGPoint(x: n[0], y: n[1]) : held
    }

    /// Insets from keylab's scene (`[top, left, bottom, right]`), or `held`.
    func _keylabInsets(_ n: [Double], _ held: UIEdgeInsets) -> UIEdgeInsets {
        n.count == 4 ? UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]) : held
    }

    /// A rectangle on the screen. keylab makes one UIView (or subclass) per view
    /// of the scene, named like it. Its geometry is keylab's scene itself: while
    /// the view is one of the scene's, reading `frame` (or a scroll view's
    /// insets and offset) asks the scene and setting it changes the scene
    /// (`_keylabGet` / `_keylabSet`). A view made in code holds its own until it
    /// joins the scene.
    class UIView: UIResponder {
        /// The view that comes up instead of the keyboard while this view is
        /// first responder (nil: the system keyboard). UIKit declares it on UIResponder.
        var inputView: UIView? { nil }
        /// The bar that comes up on top of the keyboard (UIKit: UIResponder).
        var inputAccessoryView: UIView? { nil }
        /// Where the view is, in its superview's coordinates.
        var frame: CGRect {
            get { _keylabRect(_keylabGet("frame"), _frame) }
            set {
                _frame = newValue
                _keylabSet("frame", [newValue.origin.x, newValue.origin.y, newValue.size.width, newValue.size.height])
            }
        }
        /// The frame of a view not (yet) in keylab's scene, and the last one set.
        var _frame: CGRect
        /// The controller's `additionalSafeAreaInsets`, on its root view.
        var _additionalSafeArea = UIEdgeInsets.zero {
            didSet {
                _keylabSet("additionalSafeArea", [_additionalSafeArea.top, _additionalSafeArea.left,
                                                  _additionalSafeArea.bottom, _additionalSafeArea.right])
            }
        }
        /// The view's handle in keylab's scene: its place in the scene's list (-1: not one
        /// of the scene's views).
        var _index = -1
        /// The views inside this one, in the order they were added.
        var subviews: [UIView] = []
        /// The view this one is inside (nil for a controller's root view).
        var superview: UIView? = nil
        /// The scene's name for this view (`nickname`).
        var _name: String = ""
        /// The bounds' origin of a view not in keylab's scene (or one the scene does not
        /// hold: only a scroll view's, its content offset, is part of the scene).
        var _boundsOrigin = CGPoint.zero
        /// The bounds' origin: a scroll view's content offset, zero otherwise.
        var _keylabBoundsOrigin: CGPoint {
            get { _keylabPoint(_keylabGet("boundsOrigin"), _boundsOrigin) }
            set {
                _boundsOrigin = newValue
                _keylabSet("boundsOrigin", [newValue.x, newValue.y])
            }
        }
        /// The screen's root view (KeyLabHost.swift sets it).
        static var _keylabRootView: UIView? = nil
        /// Made by your code (`UIView()`, `UITextField(frame:)`), not by keylab for a view of the
        /// scene. Once added inside the screen's root view it becomes a view of the scene.
        var _madeInCode = true
        /// A name for tests and tools; keylab names a view made in code by it when no
        /// property of the controller holds the view.
        var accessibilityIdentifier: String? = nil

        // Appearance and set-up properties a controller sets in viewDidLoad. They
        // run as written; keylab's text screen neither draws nor hides by them:
        // a hidden view still counts for the verdict.
        var backgroundColor: UIColor? = nil
        var tintColor: UIColor! = UIColor.systemBlue
        var isHidden = false
        var alpha: CGFloat = 1
        var tag = 0
        var isUserInteractionEnabled = true
        var clipsToBounds = false
        let layer = CALayer()
        /// Whether UIKit turns the view's frame into constraints of its own. True
        /// for a view made in code; false for the scene's views, as Interface
        /// Builder sets it for views it lays out with constraints. A view made in
        /// code that is still true keeps its frame: a constraint your code adds
        /// to place or size it conflicts with those (UIKit breaks yours).
        var translatesAutoresizingMaskIntoConstraints = true
        /// How the view is drawn moved, scaled or turned from its frame. A
        /// translation moves the frame by the change of (tx, ty), as UIKit's
        /// `frame` reports it; scales and turns are kept and change no frame here.
        var transform: CGAffineTransform {
            get { _transform }
            set {
                let dx = newValue.tx - _transform.tx
                let dy = newValue.ty - _transform.ty
                _transform = newValue
                if dx != 0 || dy != 0 { frame = frame.offsetBy(dx: dx, dy: dy) }
            }
        }
        var _transform = CGAffineTransform.identity
        /// How content fills the view (kept: keylab draws no content).
        var contentMode: UIView.ContentMode {
            get { UIView.ContentMode(rawValue: _contentMode) ?? UIView.ContentMode.scaleToFill }
            set { _contentMode = newValue.rawValue }
        }
        var _contentMode = 0
        /// Margins inside the view (kept).
        var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        /// Whether the view resizes with its superview (keylab lays out by pins).
        var autoresizingMask: UIView.AutoresizingMask {
            get { UIView.AutoresizingMask(rawValue: _autoresizing) }
            set { _autoresizing = newValue.rawValue }
        }
        var _autoresizing: UInt = 0

        /// Called after the view is made from a storyboard, its outlets connected.
        func awakeFromNib() {}

        /// The gesture recognizers added to the view (nil for none, as in UIKit).
        var gestureRecognizers: [UIGestureRecognizer]? = nil

        /// Adds a gesture recognizer (keylab's screen takes no touches: see UIGestureRecognizer).
        func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
            var list = gestureRecognizers ?? []
            list.append(recognizer)
            gestureRecognizers = list
        }

        /// Removes a gesture recognizer added before.
        func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
            gestureRecognizers?.removeAll { $0 === recognizer }
        }

        init(frame: CGRect) {
            self._frame = frame
            super.init()
        }

        override init() {
            self._frame = CGRect.zero
            super.init()
        }

        /// How a storyboard makes the view: a view of yours that overrides it is
        /// made this way when it stands for a view of the scene (its frame is the
        /// scene's, set right after), then `awakeFromNib()` runs.
        init?(coder: NSCoder) {
            self._frame = CGRect.zero
            super.init()
        }

        /// A host-backed property of this view as keylab's scene holds it
        /// (ControllerBinding+ViewProperties.swift); empty when the view is not one
        /// of the scene's (its own stored value then stands).
        func _keylabGet(_ property: String) -> [Double] {
            if _index < 0 { return [] }
            return _hostNumbers(property, _index, [])
        }

        /// Sets a host-backed property in keylab's scene, at once: the code after this
        /// line, and keylab's layout, see it. Nothing for a view not in the scene.
        func _keylabSet(_ property: String, _ numbers: [Double]) {
            if _index >= 0 { _ = _hostNumbers(property, _index, numbers) }
        }

        /// The view's own coordinate system: origin (0, 0) (a scroll view's
        /// content offset) and the frame's size.
        var bounds: CGRect {
            get { CGRect(origin: _keylabBoundsOrigin, size: frame.size) }
            set {
                _keylabBoundsOrigin = newValue.origin
                frame.size = newValue.size
            }
        }

        /// The frame's centre, in the superview's coordinates.
        var center: CGPoint {
            get { CGPoint(x: frame.midX, y: frame.midY) }
            set { frame.origin = CGPoint(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2) }
        }

        override var isFirstResponder: Bool { _name != "" && _name == _keylabFirstResponder }

        /// A text input of the scene becomes first responder: at once for the
        /// code that runs after this line, on the screen once the event is over.
        override func becomeFirstResponder() -> Bool {
            guard canBecomeFirstResponder else { return false }
            if _index >= 0 {
                _keylabRequests.append(_index)
                _keylabFirstResponder = _name
            }
            return true
        }

        /// The first responder gives it up (see becomeFirstResponder for when the keyboard goes).
        override func resignFirstResponder() -> Bool {
            if isFirstResponder {
                _keylabRequests.append(-1)
                _keylabFirstResponder = ""
            }
            return true
        }

        /// Puts `view` inside this one, on top of the others.
        func addSubview(_ view: UIView) {
            if let old = view.superview { old.subviews.removeAll { $0 === view } }
            subviews.append(view)
            view.superview = self
            _keylabHierarchyChanged = true
        }

        /// Lays out now, as UIKit does: the constraints your code changed so far
        /// move the views at once, so frames read after this line are the new
        /// ones (inside an animation block, the animation ends there). Without
        /// it, keylab lays out once the code returns: in the keyboard's
        /// animation after a Will handler, at once after a Did handler, a
        /// lifecycle method or a main-queue block.
        func layoutIfNeeded() {
            _keylabLayoutNowHook()
        }

        /// Lays out the subviews (override it; keylab's layout pass does the work).
        func layoutSubviews() {}

        /// Removes the view from its superview.
        func removeFromSuperview() {
            if let old = superview { old.subviews.removeAll { $0 === self } }
            superview = nil
            _keylabHierarchyChanged = true
        }

        /// Puts `view` inside this one at `index`.
        func insertSubview(_ view: UIView, at index: Int) {
            if let old = view.superview { old.subviews.removeAll { $0 === view } }
            subviews.insert(view, at: min(max(0, index), subviews.count))
            view.superview = self
            _keylabHierarchyChanged = true
        }

        /// Moves `view` on top of its siblings.
        func bringSubviewToFront(_ view: UIView) {
            guard subviews.contains(where: { $0 === view }) else { return }
            subviews.removeAll { $0 === view }
            subviews.append(view)
        }

        /// The size that fits the view's content (keylab's views have none: the frame's size).
        func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
        /// The size the view's content asks for (keylab's views ask for none).
        var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

        /// Asks for a layout pass (it runs after the handlers).
        func setNeedsLayout() {}

        /// Resizes the view to fit its content (a toolbar: 44 points high; others keep their size).
        func sizeToFit() {}

        /// `rect`, given in this view's bounds, in window coordinates.
        func _toWindow(_ rect: CGRect) -> CGRect {
            var r = rect
            var v: UIView? = self
            var top: UIView = self
            while let view = v {
                let origin = view._keylabBoundsOrigin
                r.origin.x += view.frame.origin.x - origin.x
                r.origin.y += view.frame.origin.y - origin.y
                top = view
                v = view.superview
            }
            // The screen's root view sits in its sheet (or at the window's origin).
            if top === UIView._keylabRootView {
                r.origin.x += _keylabSheetOrigin.x
                r.origin.y += _keylabSheetOrigin.y
            }
            return r
        }

        /// `rect`, given in window coordinates, in this view's bounds.
        func _fromWindow(_ rect: CGRect) -> CGRect {
            let zero = _toWindow(CGRect.zero)
            return CGRect(x: rect.origin.x - zero.origin.x, y: rect.origin.y - zero.origin.y,
                          width: rect.size.width, height: rect.size.height)
        }

        /// `rect`, in this view's coordinates, in `view`'s (the window's when nil).
        func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
            let w = _toWindow(rect)
            guard let view else { return w }
            return view._fromWindow(w)
        }

        /// `rect`, in `view`'s coordinates (the window's when nil), in this view's.
        func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
            guard let view else { return _fromWindow(rect) }
            return _fromWindow(view._toWindow(rect))
        }

        /// How far the safe area (status bar, notch, home indicator, bars) reaches
        /// into this view from each edge.
        var safeAreaInsets: UIEdgeInsets {
            let screen = _keylabRootSafeArea
            let extra = UIView._keylabRootView?._additionalSafeArea ?? UIEdgeInsets.zero
            let root = UIEdgeInsets(top: screen.top + extra.top, left: screen.left + extra.left,
                                    bottom: screen.bottom + extra.bottom, right: screen.right + extra.right)
            guard superview != nil else { return root }
            let r = _toWindow(bounds)
            let w = UIView._keylabRootView.map { $0._toWindow(CGRect(x: 0, y: 0, width: $0.frame.size.width, height: $0.frame.size.height)) } ?? frame
            let safeTop = w.origin.y + root.top
            let safeBottom = w.origin.y + w.size.height - root.bottom
            let safeLeft = w.origin.x + root.left
            let safeRight = w.origin.x + w.size.width - root.right
            return UIEdgeInsets(top: max(0, min(r.size.height, safeTop - r.origin.y)),
                                left: max(0, min(r.size.width, safeLeft - r.origin.x)),
                                bottom: max(0, min(r.size.height, r.origin.y + r.size.height - safeBottom)),
                                right: max(0, min(r.size.width, r.origin.x + r.size.width - safeRight)))
        }

        /// The safe area as a layout guide: `layoutFrame` is the bounds less `safeAreaInsets`.
        var safeAreaLayoutGuide: UILayoutGuide {
            let i = safeAreaInsets
            let b = bounds
            return UILayoutGuide(layoutFrame: CGRect(x: b.origin.x + i.left, y: b.origin.y + i.top,
                                                     width: b.size.width - i.left - i.right,
                                                     height: b.size.height - i.top - i.bottom))
        }

        /// Runs `animations` now: keylab's screen shows the end of every animation
        /// (`:animate on` draws the frames in between).
        class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
            _keylabAnimated(duration, -1)
            animations()
        }

        /// Runs `animations`, then `completion` with true: the animation has ended.
        class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                           completion: ((Bool) -> Void)?) {
            _keylabAnimated(duration, -1)
            animations()
            if let completion { completion(true) }
        }

        /// Runs `animations`, then `completion` with true (delay and options change
        /// only the frames in between, which keylab does not stop at).
        class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                           animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
            _keylabAnimated(duration, options._curve)
            animations()
            if let completion { completion(true) }
        }

        /// The trailing-closure form: `UIView.animate(withDuration: d, delay: 0, options: o) { … }`.
        class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                           animations: @escaping () -> Void) {
            _keylabAnimated(duration, options._curve)
            animations()
        }

        /// A spring animation: runs `animations`, then `completion` with true (the
        /// spring changes only the frames in between).
        class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                           usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                           options: UIView.AnimationOptions, animations: @escaping () -> Void,
                           completion: ((Bool) -> Void)? = nil) {
            animations()
            if let completion { completion(true) }
        }

        /// Runs `actionsWithoutAnimation` now (keylab's changes are never animated anyway).
        class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
            actionsWithoutAnimation()
        }
    }

    extension UIView {
        /// How content fills a view.
        enum ContentMode: Int {
            case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
                 topLeft, topRight, bottomLeft, bottomRight
        }

        /// Which edges and sizes follow the superview.
        struct AutoresizingMask: Equatable, ExpressibleByArrayLiteral {
            var rawValue: UInt
            init(rawValue: UInt) { self.rawValue = rawValue }
            init(arrayLiteral elements: UIView.AutoresizingMask...) {
                var raw: UInt = 0
                for e in elements { raw = raw | e.rawValue }
                self.rawValue = raw
            }
            static let flexibleLeftMargin = UIView.AutoresizingMask(rawValue: 1)
            static let flexibleWidth = UIView.AutoresizingMask(rawValue: 2)
            static let flexibleRightMargin = UIView.AutoresizingMask(rawValue: 4)
            static let flexibleTopMargin = UIView.AutoresizingMask(rawValue: 8)
            static let flexibleHeight = UIView.AutoresizingMask(rawValue: 16)
            static let flexibleBottomMargin = UIView.AutoresizingMask(rawValue: 32)
        }

        /// Options of `UIView.animate(withDuration:delay:options:animations:completion:)`.
        /// The keyboard's curve 7 becomes options by shifting it 16 bits:
        /// `UIView.AnimationOptions(rawValue: UInt(curve) << 16)`.
        struct AnimationOptions: Equatable, ExpressibleByArrayLiteral {
            var rawValue: UInt
            init(rawValue: UInt) { self.rawValue = rawValue }
            /// `[.curveEaseOut, .beginFromCurrentState]`: every option of the list.
            init(arrayLiteral elements: UIView.AnimationOptions...) {
                var raw: UInt = 0
                for e in elements { raw = raw | e.rawValue }
                self.rawValue = raw
            }

            func contains(_ member: UIView.AnimationOptions) -> Bool { rawValue & member.rawValue == member.rawValue }
            /// The curve in bits 16–19 (the keyboard's 7 when it was shifted in).
            var _curve: Int { Int((rawValue >> 16) & 15) }

            static let layoutSubviews = UIView.AnimationOptions(rawValue: 1)
            static let allowUserInteraction = UIView.AnimationOptions(rawValue: 2)
            static let beginFromCurrentState = UIView.AnimationOptions(rawValue: 4)
            static let curveEaseInOut = UIView.AnimationOptions(rawValue: 0)
            static let curveEaseIn = UIView.AnimationOptions(rawValue: 1 << 16)
            static let curveEaseOut = UIView.AnimationOptions(rawValue: 2 << 16)
            static let curveLinear = UIView.AnimationOptions(rawValue: 3 << 16)
        }

        /// An animation's timing curve. As for any enum imported from C,
        /// `init(rawValue:)` accepts every number: the keyboard's curve 7, which is
        /// none of the four named ones, makes a curve too.
        struct AnimationCurve: Equatable {
            let rawValue: Int
            init?(rawValue: Int) { self.rawValue = rawValue }
            static let easeInOut = UIView.AnimationCurve(rawValue: 0)!
            static let easeIn = UIView.AnimationCurve(rawValue: 1)!
            static let easeOut = UIView.AnimationCurve(rawValue: 2)!
            static let linear = UIView.AnimationCurve(rawValue: 3)!
        }
    }

    /// Swift 3's name of `UIView.AnimationOptions`.
    @available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
    typealias UIViewAnimationOptions = UIView.AnimationOptions

    /// keylab's first name for `UIView.AnimationOptions`, kept for code written against it.
    typealias _UIViewAnimationOptions = UIView.AnimationOptions

    """#)
}
