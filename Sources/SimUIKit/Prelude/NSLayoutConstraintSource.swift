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

        /// Why keylab cannot solve it (an inequality, a multiplier), empty when it can:
        /// activating it reports the constraint by name instead of solving a different one.
        var _refusal = ""

        /// An active constraint made from anchors goes to the scene (again, with
        /// its new constant, when the constant changes).
        func _request() {
            if isActive && _anchors != "" {
                _layoutRequests.append("make|" + _anchors + "|\(constant)" + (_refusal == "" ? "" : "|" + _refusal))
            }
        }

        /// The attributes of the item form (`NSLayoutConstraint(item:attribute:…)`).
        enum Attribute: Int {
            case notAnAttribute = 0
            case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
            case lastBaseline, firstBaseline
            case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
            case centerXWithinMargins, centerYWithinMargins

            /// keylab's anchor word, empty for one it does not model.
            var _word: String {
                switch self {
                case .left, .leading: return "leading"
                case .right, .trailing: return "trailing"
                case .top: return "top"
                case .bottom: return "bottom"
                case .width: return "width"
                case .height: return "height"
                case .centerX: return "centerX"
                case .centerY: return "centerY"
                default: return ""
                }
            }
        }

        /// `=`, `≤` or `≥`.
        enum Relation: Int {
            case lessThanOrEqual = -1, equal, greaterThanOrEqual
        }

        /// `item.attribute (relation) toItem.attribute × multiplier + constant`, the form
        /// storyboards and older code use; inactive until activated, as in UIKit. Either
        /// item may be the container or a layout guide (`safe.bottom = bar.bottom + 20`).
        init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
             attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
            self.isActive = false
            self._name = ""
            self.constant = c
            super.init()
            let first = NSLayoutConstraint._itemName(view1)
            var second = ""
            if let other = view2 { second = NSLayoutConstraint._itemName(other) }
            let what = "\(first).\(attr1)"
            if attr1._word == "" {
                _refusal = "the attribute .\(attr1) of \(what)"
            } else if view2 != nil && attr2._word == "" {
                _refusal = "the attribute .\(attr2) of \(second)"
            } else if relation != .equal {
                _refusal = "relatedBy: .\(relation) on \(what)"
            } else if multiplier != 1 {
                _refusal = "multiplier: \(multiplier) on \(what)"
            }
            _anchors = "\(first)|\(attr1._word)|\(second)|\(view2 == nil ? "" : attr2._word)"
        }

        /// The scene's word for an item: a view's name, `safe` or `keyboard`.
        static func _itemName(_ item: Any) -> String {
            if let guide = item as? UILayoutGuide { return guide._target }
            if let v = item as? UIView { return v._name }
            return ""
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

        /// `self ≥ other + constant`: made and kept, but keylab solves equalities only,
        /// so activating it is reported by name rather than solved as an equality.
        func constraint(greaterThanOrEqualTo other: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
            _inequality("greaterThanOrEqualTo", other, constant)
        }

        /// `self ≤ other + constant` (reported when activated, as above).
        func constraint(lessThanOrEqualTo other: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
            _inequality("lessThanOrEqualTo", other, constant)
        }

        func _inequality(_ relation: String, _ other: NSLayoutAnchor, _ constant: CGFloat) -> NSLayoutConstraint {
            let made = NSLayoutConstraint(_anchors: "\(_target)|\(_attribute)|\(other._target)|\(other._attribute)", constant: constant)
            made._refusal = "\(_target).\(_attribute)Anchor.constraint(\(relation): \(other._target).\(other._attribute)Anchor)"
            return made
        }
    }

    /// `followsUndockedKeyboard` as your code last set it (one guide per screen).
    var _keylabFollowsUndocked = false

    /// `view.keyboardLayoutGuide` (iOS 15): its top is the keyboard's top, or
    /// the bottom of the safe area when the keyboard is down or undocked.
    class UIKeyboardLayoutGuide: UILayoutGuide {
        /// Whether the guide follows an undocked iPad keyboard (floating or
        /// split). Default false: while the keyboard is undocked the guide's
        /// top stays at the safe area's bottom. keylab hears of a change when
        /// your code returns and lays the screen out again.
        var followsUndockedKeyboard: Bool {
            get { _keylabFollowsUndocked }
            set {
                _keylabFollowsUndocked = newValue
                _layoutRequests.append("guide|followsUndockedKeyboard|" + (newValue ? "1" : "0"))
            }
        }
    }

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
        var keyboardLayoutGuide: UIKeyboardLayoutGuide {
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
