/// The kinds of view `:add` accepts.
public enum ViewKind: String, CaseIterable, Equatable, Hashable, Sendable {
    case view, textfield, textview, button, label, toolbar, scrollview
    /// A `UITableView` owned by a `UITableViewController`: a scroll view whose
    /// controller adds the keyboard's overlap to its inset by itself.
    case tableview

    /// Text inputs can become first responder and bring up the keyboard.
    public var isTextInput: Bool { self == .textfield || self == .textview }

    /// Scroll views and their subclasses (table views): bounds origin = content offset.
    public var isScrollView: Bool { self == .scrollview || self == .tableview }

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
        case .tableview: return "UITableView"
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
    /// Scroll views: `contentInsetAdjustmentBehavior` is not `.never`: the safe
    /// area is added to the inset on the vertical axis when it scrolls (content
    /// taller than the view, or `alwaysBounceVertical`). True by default, as
    /// UIKit's default is `.automatic`.
    public var adjustsForSafeArea: Bool = true
    /// Scroll views: `alwaysBounceVertical`: the vertical axis counts as
    /// scrollable even when the content fits.
    public var alwaysBounceVertical: Bool = false
    /// Table views: the bottom inset UITableViewController adds for the
    /// keyboard by itself (part of `adjustedContentInset`, not `contentInset`).
    public var keyboardInset: Double = 0
    /// Text inputs: the height of the field's `inputAccessoryView` (0: none).
    public var accessoryHeight: Double = 0

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
        Rect(origin: kind.isScrollView ? contentOffset : .zero, size: frame.size)
    }
}
