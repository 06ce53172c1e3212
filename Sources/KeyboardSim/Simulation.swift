/// The whole simulated screen: device, orientation, views and pins, keyboard,
/// first responder, strategy and its observers. A value type: edit it with the
/// scene functions (errors are thrown as `SimError` values) and drive it with
/// `apply(_:)`, which returns a `Trace` explaining what happened.
public struct Simulation: Sendable {
    /// The name of the root view.
    public static let rootName = "view"

    /// The device being simulated.
    public internal(set) var device: Device
    /// Current orientation.
    public internal(set) var orientation: Orientation
    /// Views, parents before children, siblings in the order they were added.
    /// The first is always the root view `view`.
    public internal(set) var views: [SimView]
    /// All constraints, in creation order.
    public internal(set) var pins: [Pin]
    /// The keyboard.
    public internal(set) var keyboard: KeyboardState
    /// The text input that is first responder, if any.
    public internal(set) var firstResponder: String?
    /// The strategy the screen uses, with its options.
    public internal(set) var strategy: Strategy
    /// Predictive (QuickType) bar on (default) or off.
    public internal(set) var predictive: Bool
    /// A hardware keyboard is connected.
    public internal(set) var hardwareKeyboard: Bool
    /// iPad: the keyboard is undocked / floating.
    public internal(set) var floatingKeyboard: Bool
    /// Whether the strategy's observers are registered with NotificationCenter.
    public internal(set) var observersRegistered: Bool
    /// Whether the screen is on screen (false after `screenDisappear`).
    public internal(set) var screenVisible: Bool
    /// The screen is inside a navigation controller: a navigation bar at the top.
    public internal(set) var navigationBar = false
    /// The learner's controller's `additionalSafeAreaInsets` (zero for a built-in strategy).
    public internal(set) var additionalSafeArea = EdgeInsets.zero
    /// The screen is inside a tab bar controller: a tab bar at the bottom.
    public internal(set) var tabBar = false
    /// The app's window: full screen, Split View or Slide Over (iPad).
    public internal(set) var window: WindowMode = .full
    /// How the screen is presented (full screen or a sheet), and a sheet over it.
    public internal(set) var presentation = Presentation()
    /// The kind of keyboard the user picked (standard, emoji, CJK, third-party).
    public internal(set) var keyboardKind: KeyboardKind = .standard
    /// The animation duration of the last notification posted (0.25 before any),
    /// for `keyboard.duration` and `:json`.
    public internal(set) var lastKeyboardDuration: Double = 0.25
    /// The animations the app's code started in keyboard handlers, in order
    /// (HandlerAnimation; the gauntlet's `keyboard-timing` reads the new ones after each step).
    public internal(set) var handlerAnimations: [HandlerAnimation] = []
    /// The userInfo of the last notification posted (nil before any), for
    /// `keyboard.beginFrame.*` / `keyboard.endFrame.*` paths.
    public internal(set) var lastPosted: KeyboardUserInfo?
    /// The undocked iPad keyboard's style and position, and the keyboard
    /// layout guide's `followsUndockedKeyboard` (Simulation+Undocked.swift).
    public internal(set) var undocking = UndockingState()
    /// Custom input views and the controller's own accessory (Simulation+InputViews.swift).
    public internal(set) var inputs = InputViewsState()
    /// Reduce Motion with Prefer Cross-Fade Transitions (Simulation+ReduceMotion.swift).
    public internal(set) var reduceMotion = false
    /// The iPadOS 15+ assistant toolbar's form (Simulation+AssistantToolbar.swift).
    public internal(set) var assistantToolbar: AssistantToolbar = .full

    var index: [String: Int]
    var nextPinID: Int
    /// Set when a handler changed a constraint; the next keyboard animation lays out.
    var needsLayout = false
    /// Cached layout structure; nil after any change to views or pins.
    var layoutPlan: LayoutPlan?

    /// A new empty scene (just the root view) on a device (default iPhone 8), portrait.
    public init(device: Device = DeviceCatalog.iphone8) {
        self.device = device
        self.orientation = .portrait
        self.predictive = true
        self.hardwareKeyboard = false
        self.floatingKeyboard = false
        self.strategy = .none
        self.observersRegistered = true
        self.screenVisible = true
        self.firstResponder = nil
        self.pins = []
        self.nextPinID = 1
        let screen = device.screenSize(.portrait)
        let h = device.keyboardHeight(.portrait, predictive: true)
        self.keyboard = .hidden(screen: screen, height: h.value, confirmed: h.confirmed)
        let root = SimView(name: Simulation.rootName, kind: .view, parent: nil,
                           frame: Rect(origin: .zero, size: screen))  // a new scene's window fills the screen
        self.views = [root]
        self.index = [Simulation.rootName: 0]
    }

    /// The screen size in the current orientation.
    public var screenSize: Size { device.screenSize(orientation) }

    /// The app's window in screen coordinates (the whole screen unless an
    /// iPad is in Split View or Slide Over).
    public var windowFrame: Rect { window.frame(screen: screenSize) }

    /// The root view's size: the window's.
    public var windowSize: Size { windowFrame.size }

    /// The root view's safe-area insets now: the device's insets where they
    /// reach into the window, plus a navigation bar (top) and a tab bar
    /// (bottom), plus, for a SwiftUI screen, the docked keyboard (SwiftUI
    /// shrinks the safe area by the keyboard unless `.ignoresSafeArea(.keyboard)`),
    /// plus the controller's `additionalSafeAreaInsets` (UIKit adds them last).
    public var safeAreaInsets: EdgeInsets {
        var i = systemSafeAreaInsets
        i.top += additionalSafeArea.top
        i.left += additionalSafeArea.left
        i.bottom += additionalSafeArea.bottom
        i.right += additionalSafeArea.right
        return i
    }

    /// `safeAreaInsets` without the controller's `additionalSafeAreaInsets`: what the
    /// system gives the root view (the prelude adds the controller's own to it).
    public var systemSafeAreaInsets: EdgeInsets {
        var i = deviceSafeAreaInWindow
        if navigationBar { i.top += Bars.navigationBarHeight(device, orientation).value }
        if tabBar { i.bottom += Bars.tabBarHeight(device, orientation).value }
        if let k = swiftUIKeyboardInset { i.bottom = max(i.bottom, k) }
        return i
    }

    /// The device's safe-area insets (status bar, notch, home indicator),
    /// clipped to the root view's container (the window, or the sheet);
    /// without bars or keyboard.
    public var deviceSafeAreaInWindow: EdgeInsets {
        let s = screenSize, w = hostFrame, d = device.safeArea(orientation)
        return EdgeInsets(top: max(0, d.top - w.minY), left: max(0, d.left - w.minX),
                          bottom: max(0, w.maxY - (s.height - d.bottom)), right: max(0, w.maxX - (s.width - d.right)))
    }

    /// The safe area's layout frame in the root view's coordinates (what pins to `safe` use).
    public var safeAreaFrame: Rect {
        let s = hostSize(orientation), i = safeAreaInsets
        return Rect(x: i.left, y: i.top, width: s.width - i.left - i.right, height: s.height - i.top - i.bottom)
    }

    /// The docked software keyboard height now (orientation and predictive bar).
    public var keyboardHeight: Measure { device.keyboardHeight(orientation, predictive: predictive) }

    /// The view with this name.
    public func view(named name: String) -> SimView? {
        guard let i = index[name] else { return nil }
        return views[i]
    }

    /// All view names, root first (for completion and "did you mean").
    public var viewNames: [String] { views.map(\.name) }

    /// Names of the direct children of a view, in order.
    public func children(of name: String) -> [String] {
        views.filter { $0.parent == name }.map(\.name)
    }
}
extension Simulation: Equatable {}
