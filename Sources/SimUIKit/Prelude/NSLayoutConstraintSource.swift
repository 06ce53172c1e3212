extension PreludeFile {
    /// `NSLayoutConstraint`: a named pin of the scene, or one made from anchors
    /// (`a.constraint(equalTo: b)`) that becomes a pin when activated.
    static let nsLayoutConstraint = PreludeFile(module: "UIKit", name: "NSLayoutConstraint", declares: ["NSLayoutConstraint", "NSLayoutAnchor", "UIKeyboardLayoutGuide", "UILayoutPriority"], text: #"""
    /// Settings of the keyboard layout guide your code made since keylab last looked.
    var _layoutRequests: [String] = []
    /// Constraints your code activated (or changed while active) since keylab last looked.
    var _constraintRequests: [NSLayoutConstraint] = []

    /// keylab reads (and clears) the activated constraints after your code returns, one line
    /// each in the SnapKit stand-in's form: `make|view|attribute|target|targetAttribute|constant`.
    /// The line is made now, not at activation: a view made in code has its scene name only
    /// once keylab has seen it inside the screen's root view.
    func _keylabLayoutRequests() -> [String] {
        var r = _layoutRequests
        for c in _constraintRequests { r.append(c._line()) }
        _layoutRequests = []
        _constraintRequests = []
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
        /// For one made from anchors or items: the first item (a view or a layout guide) and
        /// its attribute word, then the second (nil for a constant width or height).
        var _firstItem: Any? = nil
        var _firstAttribute = ""
        var _secondItem: Any? = nil
        var _secondAttribute = ""

        /// `view|attribute|target|targetAttribute`, with the items' names as they are now.
        var _anchors: String {
            let first = _firstItem.map { NSLayoutConstraint._itemName($0) } ?? ""
            let second = _secondItem.map { NSLayoutConstraint._itemName($0) } ?? ""
            return "\(first)|\(_firstAttribute)|\(second)|\(_secondAttribute)"
        }

        init(_name name: String, constant: CGFloat) {
            self._name = name
            self.constant = constant
            super.init()
        }

        init(_first first: NSLayoutAnchor, _second second: NSLayoutAnchor?, constant: CGFloat) {
            self.isActive = false
            self._name = ""
            self._firstItem = first._item
            self._firstAttribute = first._attribute
            self._secondItem = second?._item
            self._secondAttribute = second?._attribute ?? ""
            self.constant = constant
            super.init()
        }

        /// Why keylab cannot solve it (an inequality, a multiplier), empty when it can:
        /// activating it reports the constraint by name instead of solving a different one.
        var _refusal = ""

        /// An active constraint made from anchors goes to the scene (again, with
        /// its new constant, when the constant changes).
        func _request() {
            if isActive && _firstAttribute != "" { _constraintRequests.append(self) }
        }

        /// The request line: a seventh field names what keylab cannot solve, or
        /// `autoresizing:NAME` for a view made in code whose frame UIKit still turns
        /// into constraints (they fully place and size it, so this one conflicts).
        func _line() -> String {
            var seventh = _refusal
            if seventh == "" {
                for item in [_firstItem, _secondItem] {
                    if let v = item as? UIView, v._madeInCode, v.translatesAutoresizingMaskIntoConstraints, v._name != "" {
                        seventh = "autoresizing:" + v._name
                    }
                }
            }
            return "make|" + _anchors + "|\(constant)" + (seventh == "" ? "" : "|" + seventh)
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
            // The names are read again when keylab reads the constraint (a view made in code
            // is named once it is on the screen); these name what a refusal reports.
            let what = "\(first == "" ? "item" : first).\(attr1)"
            if attr1._word == "" {
                _refusal = "the attribute .\(attr1) of \(what)"
            } else if view2 != nil && attr2._word == "" {
                _refusal = "the attribute .\(attr2) of \(second)"
            } else if relation != .equal {
                _refusal = "relatedBy: .\(relation) on \(what)"
            } else if multiplier != 1 {
                _refusal = "multiplier: \(multiplier) on \(what)"
            }
            _firstItem = view1
            _firstAttribute = attr1._word == "" ? "-" : attr1._word
            _secondItem = view2
            _secondAttribute = view2 == nil ? "" : attr2._word
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
        /// The view or layout guide the anchor belongs to.
        let _item: Any
        let _attribute: String
        init(_item item: Any, attribute: String) {
            self._item = item
            self._attribute = attribute
            super.init()
        }
        /// The scene's name of the item as it is now.
        var _target: String { NSLayoutConstraint._itemName(_item) }

        /// `self = other + constant`, inactive until `isActive = true` or `activate`.
        func constraint(equalTo other: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
            NSLayoutConstraint(_first: self, _second: other, constant: constant)
        }

        /// A width or height of `constant` points.
        func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
            NSLayoutConstraint(_first: self, _second: nil, constant: constant)
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
            let made = NSLayoutConstraint(_first: self, _second: other, constant: constant)
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
        var topAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "top") }
        var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "bottom") }
        var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "leading") }
        var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "trailing") }
    }

    extension UIView {
        /// The keyboard as a layout guide; pin to its `topAnchor` to ride on the keyboard.
        /// (keylab does not track its `layoutFrame`: it is the bottom edge of the view.)
        var keyboardLayoutGuide: UIKeyboardLayoutGuide {
            UIKeyboardLayoutGuide(layoutFrame: CGRect(x: bounds.origin.x, y: bounds.origin.y + bounds.size.height,
                                                      width: bounds.size.width, height: 0))
        }
        var topAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "top") }
        var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "bottom") }
        var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "leading") }
        var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "trailing") }
        var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "centerX") }
        var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "centerY") }
        var widthAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "width") }
        var heightAnchor: NSLayoutAnchor { NSLayoutAnchor(_item: self, attribute: "height") }
    }

    """#)
}
