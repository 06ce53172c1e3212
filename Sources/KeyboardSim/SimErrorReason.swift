/// The reasons inside `SimError`'s cases, as keys with their values, so the
/// session can word them in the learner's language; `english` is the
/// engine's own wording.

/// What cannot be done to the root view `view`.
public enum RootViewRefusal: Equatable, Hashable, Sendable {
    case alwaysExists
    case cannotBeRemoved
    case cannotBePinned
    case movedByShiftView

    /// The engine's English wording (after "the root view 'view' ").
    public var english: String {
        switch self {
        case .alwaysExists: return "always exists; give the new view another name"
        case .cannotBeRemoved: return "cannot be removed; use :clear to empty the scene"
        case .cannotBePinned: return "fills the screen and cannot be pinned; pin its subviews"
        case .movedByShiftView: return "is moved by shift-view; give move another view (e.g. a toolbar)"
        }
    }
}

/// A frame, size or constant the engine refuses.
public enum FrameProblem: Equatable, Hashable, Sendable {
    case notFinite
    case negativeSize(width: Double, height: Double)
    case constantNotFinite
    /// A width or height constant below zero.
    case sizeBelowZero(anchor: String)
    case contentHeightBelowZero
    case accessoryHeightBelowZero

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .notFinite: return "the frame numbers must be finite"
        case .negativeSize(let w, let h):
            return "width and height must not be negative (got \(formatNumber(w)) × \(formatNumber(h)))"
        case .constantNotFinite: return "the constant must be a finite number"
        case .sizeBelowZero(let anchor): return "\(anchor) must be a number ≥ 0"
        case .contentHeightBelowZero: return "content height must be a number ≥ 0"
        case .accessoryHeightBelowZero: return "the accessory view's height must be 0 or more"
        }
    }
}

/// Anchors that cannot be pinned together.
public enum AnchorProblem: Equatable, Hashable, Sendable {
    /// A size anchor pinned to a position; `sizeAnchor` is the size to suggest.
    case sizeAsPosition(view: String, sizeAnchor: String)
    /// Anchors of different axes.
    case axes(view: String, anchor: String, axis: String, target: String, targetAnchor: String, targetAxis: String)
    /// A plain number given to a position anchor.
    case numberForPosition(view: String, anchor: String)

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .sizeAsPosition(let view, let size):
            return "pin position anchors (top, bottom, leading, trailing, centerX, centerY) to each other; for a size use :pin \(view).\(size) N"
        case .axes(let view, let anchor, let axis, let target, let targetAnchor, let targetAxis):
            return "\(view).\(anchor) is \(axis) but \(target).\(targetAnchor) is \(targetAxis); pin anchors of the same axis"
        case .numberForPosition(let view, let anchor):
            return "only width and height take a plain number; pin \(view).\(anchor) to another anchor (e.g. :pin \(view).\(anchor) to safe.\(anchor))"
        }
    }
}

/// An event that cannot happen now.
public enum EventRefusal: Equatable, Hashable, Sendable {
    case screenNotVisible
    case floatingNeedsIPad
    case remoteNeedsIPad
    case screenAlreadyGone
    case screenAlreadyVisible
    case nothingToDrag
    case onlyInteractiveCancels
    case windowNeedsIPad
    case splitNeedsIPad
    case dragNeedsUndocked
    case assistantNeedsIPad

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .screenNotVisible: return "the screen is not visible: bring it back with :screen appear, or drive the keyboard with :keyboard show"
        case .floatingNeedsIPad: return "only the iPad keyboard can float; choose :device ipad"
        case .remoteNeedsIPad:
            return "another app's keyboard (isLocal false) exists only in iPad multitasking (Split View, Slide Over); an iPhone shows one app at a time: choose :device ipad"
        case .screenAlreadyGone: return "the screen is already gone; :screen appear brings it back"
        case .screenAlreadyVisible: return "the screen is already visible"
        case .nothingToDrag: return "no keyboard of this app is docked to drag down: focus a field first"
        case .onlyInteractiveCancels: return "only an interactive drag can be cancelled; .onDrag dismisses as soon as the drag starts"
        case .windowNeedsIPad: return "Split View and Slide Over exist only on the iPad: an iPhone app's window fills the screen; choose :device ipad"
        case .splitNeedsIPad: return "only the iPad keyboard can split; choose :device ipad"
        case .dragNeedsUndocked: return "only an undocked keyboard that is up can be dragged: :keyboard floating or :keyboard split, then focus a field"
        case .assistantNeedsIPad: return "only an iPad shows the assistant toolbar with a hardware keyboard; choose :device ipad"
        }
    }
}

/// Why constraints on one axis conflict.
public enum ConflictReason: Equatable, Hashable, Sendable {
    case sameAnchorTwice
    case moreThanTwo
    case negativeSize(vertical: Bool, size: Double)

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .sameAnchorTwice: return "the same anchor is pinned twice"
        case .moreThanTwo: return "more than two of start/end/center/size"
        case .negativeSize(let vertical, let size): return "they give a negative \(vertical ? "height" : "width") (\(formatNumber(size)))"
        }
    }
}

/// The kind of view an operation needs (`wrongKind`'s `expected`).
public enum ViewKindNeed: Equatable, Hashable, Sendable {
    case scrollView
    /// A scroll view, for an `:expect` path's property (`offsetY`).
    case scrollViewFor(property: String)
    case scrollOrTableView
    case textInput
    case textInputToFocus
    case textInputForAccessory
    /// `constraints push VIEW` on a view without a top constraint.
    case topConstraintToPush(view: String)

    /// The engine's English wording (after "this needs ").
    public var english: String {
        switch self {
        case .scrollView: return "a scrollview"
        case .scrollViewFor(let property): return "a scrollview for .\(property)"
        case .scrollOrTableView: return "a scrollview or tableview"
        case .textInput: return "a textfield or textview"
        case .textInputToFocus: return "a textfield or textview to become first responder"
        case .textInputForAccessory: return "a textfield or textview (only text inputs have an inputAccessoryView)"
        case .topConstraintToPush(let view): return "a top constraint to push, e.g. :pin \(view).top to safe.top + 20"
        }
    }
}
