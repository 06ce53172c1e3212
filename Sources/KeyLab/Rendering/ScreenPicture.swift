import KeyboardSim

/// Everything a drawing of the screen shows, in screen points: a plain value
/// built from the simulation's state, so drawing never depends on how the
/// engine stores things.
public struct ScreenPicture: Sendable, Equatable {
    /// One view to draw.
    public struct View: Sendable, Equatable {
        public var name: String
        public var kind: String
        /// The view's frame in screen coordinates (root shift and scroll offsets applied).
        public var screenFrame: Rect
        /// 0 for the root view, 1 for its subviews, and so on.
        public var depth: Int
        /// The name of the superview (nil for the root).
        public var parent: String?
        /// The view is the first responder.
        public var isFocused: Bool
        /// Points of its height the keyboard covers.
        public var covered: Double
        /// A scroll view's vertical content offset (nil for other views).
        public var contentOffsetY: Double?

        public init(name: String, kind: String, screenFrame: Rect, depth: Int, parent: String?,
                    isFocused: Bool = false, covered: Double = 0, contentOffsetY: Double? = nil) {
            self.name = name
            self.kind = kind
            self.screenFrame = screenFrame
            self.depth = depth
            self.parent = parent
            self.isFocused = isFocused
            self.covered = covered
            self.contentOffsetY = contentOffsetY
        }
    }

    /// A title for the top border, e.g. `iPhone 8 · portrait`.
    public var title: String
    /// The screen's size in the current orientation.
    public var screenSize: Size
    /// The portrait size of the device: fixes the scale, so portrait and
    /// landscape drawings use the same number of points per cell.
    public var portraitSize: Size
    public var safeArea: EdgeInsets
    /// The keyboard's frame on screen; nil while it is hidden.
    public var keyboard: Rect?
    /// The pieces of the keyboard the user sees when they are not `keyboard`
    /// itself: the split keyboard's halves (the app shows between them), the
    /// minimized assistant toolbar (drawn even when the notifications say the
    /// keyboard is gone). Empty: `keyboard` is drawn whole.
    public var keyboardPieces: [Rect] = []
    /// Views in tree order: every parent before its children; the root first.
    public var views: [View]
    /// The app's window in screen points when it is narrower than the screen
    /// (iPad Split View / Slide Over); nil when it fills the screen.
    public var window: Rect?
    /// True when `window` is a sheet: what lies around it is the presenting
    /// screen, not another app.
    public var windowIsSheet = false
    /// Navigation and tab bars (name and screen frame), drawn under the views.
    public var bars: [(name: String, frame: Rect)] = []

    public static func == (a: ScreenPicture, b: ScreenPicture) -> Bool {
        a.title == b.title && a.screenSize == b.screenSize && a.portraitSize == b.portraitSize
            && a.safeArea == b.safeArea && a.keyboard == b.keyboard && a.keyboardPieces == b.keyboardPieces && a.views == b.views && a.window == b.window && a.windowIsSheet == b.windowIsSheet
            && a.bars.map(\.name) == b.bars.map(\.name) && a.bars.map(\.frame) == b.bars.map(\.frame)
    }

    public init(title: String, screenSize: Size, portraitSize: Size, safeArea: EdgeInsets,
                keyboard: Rect?, views: [View]) {
        self.title = title
        self.screenSize = screenSize
        self.portraitSize = portraitSize
        self.safeArea = safeArea
        self.keyboard = keyboard
        self.views = views
    }
}
