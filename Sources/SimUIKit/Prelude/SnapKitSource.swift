extension PreludeFile {
    /// SnapKit's `snp.makeConstraints` / `snp.updateConstraints`, a teaching
    /// stand-in (not the library), bound to the scene's pins.
    static let snapKit = PreludeFile(module: "SnapKit", name: "SnapKit", declares: ["SnapKit", "ConstraintMaker", "ConstraintMakerExtendable", "ConstraintMakerEditable", "ConstraintItem", "_SnapViewDSL"], text: #"""
    // keylab's teaching stand-in for SnapKit: the constraint calls the keyboard
    // articles make. It is not SnapKit. What it does is SnapKit's rule:
    // - `view.snp.makeConstraints { $0.bottom.equalTo(other).offset(-8) }` adds a
    //   constraint `view.bottom = other.bottom + (-8)`; keylab adds it to the scene
    //   as a pin (`:scene` lists it), so the layout pass places the view.
    // - `view.snp.updateConstraints { … }` changes the constant of the constraint
    //   already made between the same two anchors (same view, same attribute,
    //   same other item and attribute). When there is none, SnapKit stops the app
    //   ("Updated constraint could not find existing matching constraint to
    //   update"); keylab reports it the same way.
    // - `.inset(x)` is an offset towards the inside: −x for bottom, trailing and
    //   right, +x for top, leading and left. `.offset(x)` is x as written.
    // - `equalTo(view.safeAreaLayoutGuide)` means the safe area's same edge;
    //   `equalTo(other)` the other view's same edge; `equalTo(other.snp.top)` that
    //   edge; `equalToSuperview()` the superview's; `equalTo(44)` a width or height.
    // keylab applies what your code asked after it returns (the layout pass runs
    // after every notification's handlers, as Auto Layout's does).
    // - A constraint holds its views, not their names: one made on a view your
    //   code made, before it is on the screen (a `lazy var` set up in
    //   viewDidLoad before `addSubview`), names the view once it is.

    /// One constraint a closure described: `view.attribute = target.targetAttribute + constant`.
    final class _SnapDescription {
        let view: UIView
        let attribute: String
        /// `make` or `update`.
        var kind = "make"
        /// The other item: a view or a layout guide; nil for a constant width or height.
        var target: AnyObject? = nil
        var targetAttribute: String = ""
        var constant: CGFloat = 0
        init(view: UIView, attribute: String) {
            self.view = view
            self.attribute = attribute
        }

        /// `make|update view attribute target targetAttribute constant`, with the items'
        /// scene names as they are now.
        var _line: String {
            let other = target.map { NSLayoutConstraint._itemName($0) } ?? ""
            return "\(kind)|\(view._name)|\(attribute)|\(other)|\(targetAttribute)|\(constant)"
        }
    }

    /// What your SnapKit calls asked for since keylab last looked, in order.
    var _snapRequests: [_SnapDescription] = []

    /// keylab reads (and clears) the requests after your code returns: one line a
    /// constraint, made now (a view made in code has its scene name once keylab has
    /// seen it inside the screen's root view).
    func _keylabSnapRequests() -> [String] {
        var r: [String] = []
        for d in _snapRequests { r.append(d._line) }
        _snapRequests = []
        return r
    }

    /// An edge of a view or of the safe area: `other.snp.bottom`.
    final class ConstraintItem {
        let target: AnyObject
        let attribute: String
        init(target: AnyObject, attribute: String) {
            self.target = target
            self.attribute = attribute
        }
    }

    /// A constraint once related: `.offset(…)` and `.inset(…)` set its constant.
    final class ConstraintMakerEditable {
        let descriptions: [_SnapDescription]
        init(descriptions: [_SnapDescription]) { self.descriptions = descriptions }

        /// The constant, as written.
        @discardableResult
        func offset(_ amount: CGFloat) -> ConstraintMakerEditable {
            for d in descriptions { d.constant = amount }
            return self
        }

        /// The constant towards the inside: −amount for bottom, trailing and right.
        @discardableResult
        func inset(_ amount: CGFloat) -> ConstraintMakerEditable {
            for d in descriptions {
                switch d.attribute {
                case "bottom", "trailing", "right": d.constant = -amount
                default: d.constant = amount
                }
            }
            return self
        }
    }

    /// An attribute of the view being constrained: `$0.bottom`, `make.leading.trailing`.
    final class ConstraintMakerExtendable {
        let maker: ConstraintMaker
        let descriptions: [_SnapDescription]
        init(maker: ConstraintMaker, descriptions: [_SnapDescription]) {
            self.maker = maker
            self.descriptions = descriptions
        }

        func _and(_ names: [String]) -> ConstraintMakerExtendable {
            ConstraintMakerExtendable(maker: maker, descriptions: descriptions + maker._attribute(names).descriptions)
        }

        var top: ConstraintMakerExtendable { _and(["top"]) }
        var bottom: ConstraintMakerExtendable { _and(["bottom"]) }
        var leading: ConstraintMakerExtendable { _and(["leading"]) }
        var trailing: ConstraintMakerExtendable { _and(["trailing"]) }
        var left: ConstraintMakerExtendable { _and(["leading"]) }
        var right: ConstraintMakerExtendable { _and(["trailing"]) }
        var width: ConstraintMakerExtendable { _and(["width"]) }
        var height: ConstraintMakerExtendable { _and(["height"]) }

        /// Relates the attribute to `other`: a view, a layout guide (the safe
        /// area), an edge (`other.snp.top`) or a number (a width or height).
        @discardableResult
        func equalTo(_ other: Any) -> ConstraintMakerEditable {
            for d in descriptions {
                if let item = other as? ConstraintItem {
                    d.target = item.target
                    d.targetAttribute = item.attribute
                } else if let guide = other as? UILayoutGuide {
                    d.target = guide
                    d.targetAttribute = d.attribute
                } else if let v = other as? UIView {
                    d.target = v
                    d.targetAttribute = d.attribute
                } else if let n = other as? Double {
                    d.constant = n
                } else if let n = other as? Int {
                    d.constant = Double(n)
                }
            }
            return ConstraintMakerEditable(descriptions: descriptions)
        }

        /// Relates the attribute to the same attribute of the view's superview.
        @discardableResult
        func equalToSuperview() -> ConstraintMakerEditable {
            for d in descriptions {
                // SnapKit stops the app here when the view has no superview yet.
                guard let superview = d.view.superview else {
                    fatalError("Expected superview but found nil when attempting make constraint `equalToSuperview`.")
                }
                d.target = superview
                d.targetAttribute = d.attribute
            }
            return ConstraintMakerEditable(descriptions: descriptions)
        }
    }

    /// What the closure of `makeConstraints` / `updateConstraints` receives (`$0`).
    final class ConstraintMaker {
        let view: UIView
        var _descriptions: [_SnapDescription] = []
        init(view: UIView) { self.view = view }

        func _attribute(_ names: [String]) -> ConstraintMakerExtendable {
            var made: [_SnapDescription] = []
            for n in names {
                let d = _SnapDescription(view: view, attribute: n)
                _descriptions.append(d)
                made.append(d)
            }
            return ConstraintMakerExtendable(maker: self, descriptions: made)
        }

        var top: ConstraintMakerExtendable { _attribute(["top"]) }
        var bottom: ConstraintMakerExtendable { _attribute(["bottom"]) }
        var leading: ConstraintMakerExtendable { _attribute(["leading"]) }
        var trailing: ConstraintMakerExtendable { _attribute(["trailing"]) }
        /// `left` is `leading` on a left-to-right screen (keylab's).
        var left: ConstraintMakerExtendable { _attribute(["leading"]) }
        /// `right` is `trailing` on a left-to-right screen (keylab's).
        var right: ConstraintMakerExtendable { _attribute(["trailing"]) }
        var centerX: ConstraintMakerExtendable { _attribute(["centerX"]) }
        var centerY: ConstraintMakerExtendable { _attribute(["centerY"]) }
        var width: ConstraintMakerExtendable { _attribute(["width"]) }
        var height: ConstraintMakerExtendable { _attribute(["height"]) }
        /// Top, leading, bottom and trailing at once.
        var edges: ConstraintMakerExtendable { _attribute(["top", "leading", "bottom", "trailing"]) }
        /// Leading and trailing at once.
        var horizontalEdges: ConstraintMakerExtendable { _attribute(["leading", "trailing"]) }
    }

    /// `view.snp`: SnapKit's entry point on a view.
    final class _SnapViewDSL {
        let view: UIView
        init(view: UIView) { self.view = view }

        func _request(_ kind: String, _ closure: (ConstraintMaker) -> Void) {
            // SnapKit prepares the view for Auto Layout before the closure runs.
            view.translatesAutoresizingMaskIntoConstraints = false
            let maker = ConstraintMaker(view: view)
            closure(maker)
            for d in maker._descriptions {
                d.kind = kind
                _snapRequests.append(d)
            }
        }

        /// Adds the constraints the closure describes.
        func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
            _request("make", closure)
        }

        /// Changes the constants of constraints made before between the same anchors.
        func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
            _request("update", closure)
        }

        var top: ConstraintItem { ConstraintItem(target: view, attribute: "top") }
        var bottom: ConstraintItem { ConstraintItem(target: view, attribute: "bottom") }
        var leading: ConstraintItem { ConstraintItem(target: view, attribute: "leading") }
        var trailing: ConstraintItem { ConstraintItem(target: view, attribute: "trailing") }
        var centerX: ConstraintItem { ConstraintItem(target: view, attribute: "centerX") }
        var centerY: ConstraintItem { ConstraintItem(target: view, attribute: "centerY") }
    }

    extension UIView {
        /// SnapKit's constraint DSL for this view.
        var snp: _SnapViewDSL { _SnapViewDSL(view: self) }
    }

    """#)
}
