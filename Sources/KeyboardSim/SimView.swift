/// The kinds of view `:add` accepts.
public enum ViewKind: String, CaseIterable, Equatable, Hashable, Sendable {
    case view, textfield, textview, button, label, toolbar, scrollview

    /// Text inputs can become first responder and bring up the keyboard.
    public var isTextInput: Bool { self == .textfield || self == .textview }

    /// The UIKit class an app would use (for `:code` and explanations).
    public var uikitClass: String {
        switch self {
        case .view: return "UIView"
        case .textfield: return "UITextField"
        case .textview: return "UITextView"
        case .button: return "UIButton"
        case .label: return "UILabel"
        case .toolbar: return "UIToolbar"
        case .scrollview: return "UIScrollView"
        }
    }
}

/// One view of the scene. `frame` is in the parent's coordinates (as UIKit).
/// Scroll views also carry content size, offset and insets.
public struct SimView: Equatable, Sendable {
    public var name: String
    public var kind: ViewKind
    /// The parent's name; nil only for the root view `view`.
    public var parent: String?
    /// The current frame in the parent's coordinates.
    public var frame: Rect
    /// The frame as given by `:add` (used on any axis no pin determines).
    public var givenFrame: Rect
    /// Scroll views: content size (width defaults to the scroll view's width).
    public var contentSize: Size
    /// Scroll views: `contentOffset` (= `bounds.origin`).
    public var contentOffset: Point
    /// Scroll views: `contentInset`.
    public var contentInset: EdgeInsets
    /// Scroll views: `verticalScrollIndicatorInsets` / `scrollIndicatorInsets`.
    public var indicatorInset: EdgeInsets

    public init(name: String, kind: ViewKind, parent: String?, frame: Rect) {
        self.name = name; self.kind = kind; self.parent = parent
        self.frame = frame; self.givenFrame = frame
        self.contentSize = frame.size
        self.contentOffset = .zero
        self.contentInset = .zero
        self.indicatorInset = .zero
    }

    /// `bounds`: origin is the content offset for scroll views, zero otherwise.
    public var bounds: Rect {
        Rect(origin: kind == .scrollview ? contentOffset : .zero, size: frame.size)
    }
}
