extension PreludeFile {
    /// `NSLayoutConstraint`: a named pin of the scene, or one made from anchors
    /// (`a.constraint(equalTo: b)`) that becomes a pin when activated.
    static let nsLayoutConstraint = PreludeFile(module: "UIKit", name: "NSLayoutConstraint", declares: ["NSLayoutConstraint", "NSLayoutAnchor", "UIKeyboardLayoutGuide", "UILayoutPriority"], text: #"""
    /// Constraints your code activated since keylab last looked, one line each
    /// in the SnapKit stand-in's form: `make|view|attribute|target|targetAttribute|constant`.
    var _layoutRequests: [String] = []

    /// keylab reads (and clears) the activated constraints after your code returns.
    func _keylabLayoutRequests() -> [String] {
        let r = _layoutRequests
        _layoutRequests = []
        return r
    }

    /// How much a constraint matters, from 1 to 1000 (required).
    struct UILayoutPriority: Equatable {
        var rawValue: Float
        init(rawValue: Float) { self.rawValue = rawValue }
        init(_ rawValue: Float) { self.rawValue = rawValue }
        static let required = UILayoutPriority(rawValue: 1000)
        static let defaultHigh = UILayoutPriority(rawValue: 750)
        static let defaultLow = UILayoutPriority(rawValue: 250)
        static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
    }

    /// A constraint of the scene (`:pin … as NAME`): changing `constant` moves
    /// the views on the next layout pass, which runs after the handlers.
    class NSLayoutConstraint: NSObject {
        /// The constant added to the relation (`bar.bottom = safe.bottom + constant`).
        var constant: CGFloat {
            didSet { _request() }
        }
        /// Whether the constraint takes part in layout. One made from anchors
        /// starts inactive, as in UIKit; `true` adds it to the scene as a pin.
        var isActive = true {
            didSet { _request() }
        }
        /// The scene's name for it.
        var _name: String
        /// For one made from anchors: `view|attribute|target|targetAttribute`.
        var _anchors = ""

        init(_name name: String, constant: CGFloat) {
            self._name = name
            self.constant = constant
            super.init()
        }

        init(_anchors anchors: String, constant: CGFloat) {
            self.isActive = false
            self._name = ""
            self._anchors = anchors
            self.constant = constant
            super.init()
        }

        /// An active constraint made from anchors goes to the scene (again, with
        /// its new constant, when the constant changes).
        func _request() {
            if isActive && _anchors != "" {
                _layoutRequests.append("make|" + _anchors + "|\(constant)")
            }
        }

        /// Activates every constraint of the list.
        class func activate(_ constraints: [NSLayoutConstraint]) {
            for c in constraints { c.isActive = true }
        }

        /// Deactivates every constraint of the list.
        class func deactivate(_ constraints: [NSLayoutConstraint]) {
            for c in constraints { c.isActive = false }
        }

        /// A row or a column (a stack view's axis).
        enum Axis: Int {
            case horizontal, vertical
        }

        /// How much the constraint matters (kept; keylab's pins are all required).
        var priority = UILayoutPriority.required
        /// A name for debugging.
        var identifier: String? = nil
    }


    /// An edge, centre or size of a view or layout guide: `view.bottomAnchor`.
    /// (UIKit splits it into x-axis, y-axis and dimension anchors; keylab checks
    /// the pairing when the constraint reaches the scene.)
    class NSLayoutAnchor: NSObject {
        let _target: String
        let _attribute: String
        init(_target target: String, attribute: String) {
            self._target = target
            self._attribute = attribute
            super.init()
        }

        /// `self = other + constant`, inactive until `isActive = true` or `activate`.
        func constraint(equalTo other: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
            NSLayoutConstraint(_anchors: "\(_target)|\(_attribute)|\(other._target)|\(other._attribute)", constant: constant)
        }

        /// A width or height of `constant` points.
        func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
            NSLayoutConstraint(_anchors: "\(_target)|\(_attribute)||", constant: constant)
        }
    }

    /// `view.keyboardLayoutGuide` (iOS 15): its top is the keyboard's top, or
    /// the bottom of the safe area when the keyboard is down.
    class UIKeyboardLayoutGuide: UILayoutGuide {}

    extension UILayoutGuide {
        /// The scene's word for the guide: `keyboard` or `safe`.
        var _target: String { self is UIKeyboardLayoutGuide ? "keyboard" : "safe" }
        var topAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _target, attribute: "top") }
        var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _target, attribute: "bottom") }
        var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _target, attribute: "leading") }
        var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _target, attribute: "trailing") }
    }

    extension UIView {
        /// The keyboard as a layout guide; pin to its `topAnchor` to ride on the keyboard.
        /// (keylab does not track its `layoutFrame`: it is the bottom edge of the view.)
        var keyboardLayoutGuide: UILayoutGuide {
            UIKeyboardLayoutGuide(layoutFrame: CGRect(x: bounds.origin.x, y: bounds.origin.y + bounds.size.height,
                                                      width: bounds.size.width, height: 0))
        }
        var topAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _name, attribute: "top") }
        var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _name, attribute: "bottom") }
        var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _name, attribute: "leading") }
        var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _name, attribute: "trailing") }
        var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _name, attribute: "centerX") }
        var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _name, attribute: "centerY") }
        var widthAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _name, attribute: "width") }
        var heightAnchor: NSLayoutAnchor { NSLayoutAnchor(_target: _name, attribute: "height") }
    }

    """#)
}
