/// What the trace says about views the learner's code made (`UIView()`,
/// `UITextField()`), which become views of the scene once added inside the
/// screen's root view (SimUIKit's ControllerBinding+CodeViews.swift).
public enum CodeViewNote: Equatable, Hashable, Sendable {
    /// `parent.addSubview(name)`: a view of `className` made in code is on the screen at `frame`.
    case added(name: String, className: String, parent: String, frame: Rect)
    /// The view left the root view's tree (`removeFromSuperview()`), with its subviews.
    case removed(name: String)
    /// A view made in code with no property to name it and no usable
    /// `accessibilityIdentifier`: keylab named it `name`.
    case namedByKeylab(name: String)
    /// `constraints` place or size `view`, a view made in code whose
    /// `translatesAutoresizingMaskIntoConstraints` is still true: the
    /// constraints UIKit makes from its frame already fix its place and size,
    /// so they conflict and UIKit breaks the code's (docs/decisions.md).
    case autoresizingConflict(view: String, constraints: [String])

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .added(let name, let className, let parent, let frame):
            return "\(parent).addSubview(\(name)): a \(className) made in code, now on the screen at \(rectText(frame))"
        case .removed(let name):
            return "\(name).removeFromSuperview(): the view and its subviews leave the screen"
        case .namedByKeylab(let name):
            return "no property holds this view and it has no accessibilityIdentifier: keylab calls it \(name)"
        case .autoresizingConflict(let view, let constraints):
            return "Unable to simultaneously satisfy constraints: UIKit turns \(view)'s frame into constraints "
                + "(its translatesAutoresizingMaskIntoConstraints is still true, the default for a view made in code), "
                + "and \(constraints.joined(separator: ", ")) fight them. UIKit breaks yours: the view keeps its frame. "
                + "Set translatesAutoresizingMaskIntoConstraints = false before constraining it"
        }
    }
}
