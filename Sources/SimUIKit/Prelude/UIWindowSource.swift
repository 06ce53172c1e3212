extension PreludeFile {
    /// `UIWindow`, `UIScreen`, `view.window`, `endEditing` and the root view's
    /// layout margins: what the printed `minimal`, `shift-view measure screen`
    /// and `move resign-on-rotate on` controllers use.
    static let uiWindow = PreludeFile(module: "UIKit", name: "UIWindow", declares: ["UIWindow", "UIScreen", "UICoordinateSpace", "NSDirectionalEdgeInsets", "UIApplication", "UIEvent"], text: #"""
    /// The app's window on the screen (keylab's binding sets it before each
    /// notification): the whole screen, or less in Split View and Slide Over.
    var _keylabWindowFrame = CGRect.zero
    /// The device's screen in the current orientation (keylab's binding sets it
    /// with the window): `UIScreen.main.bounds` is this, not the window.
    var _keylabScreenSize = CGSize.zero

    /// Distances in from the leading, trailing, top and bottom edges.
    struct NSDirectionalEdgeInsets: Equatable {
        var top: CGFloat
        var leading: CGFloat
        var bottom: CGFloat
        var trailing: CGFloat

        /// No inset on any edge.
        static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// A coordinate system to convert rectangles from and to (a protocol in
    /// UIKit; here a view whose coordinates are the screen's).
    class UICoordinateSpace: UIView {
        /// Screen coordinates to window coordinates: less the window's origin.
        override func _toWindow(_ rect: CGRect) -> CGRect {
            rect.offsetBy(dx: -_keylabWindowFrame.origin.x, dy: -_keylabWindowFrame.origin.y)
        }
    }

    /// The device's screen.
    class UIScreen: NSObject {
        /// The device's screen (deprecated in iOS 16 in favour of
        /// `view.window?.screen`, still in most published keyboard code).
        static var main: UIScreen { UIScreen() }
        /// The screen's coordinates: the keyboard's frames in userInfo are in them.
        var coordinateSpace: UICoordinateSpace { UICoordinateSpace() }
        /// The whole screen in its own coordinates, whatever the window's size
        /// (Apple's `UIScreen.bounds`): in Split View and Slide Over code that
        /// places a bar with the screen's height is off by the window's offset.
        var bounds: CGRect { CGRect(x: 0, y: 0, width: _keylabScreenSize.width, height: _keylabScreenSize.height) }
    }

    /// The window the screen's views are in. Its `frame` is in screen
    /// coordinates; window coordinates are its own.
    class UIWindow: UIView {
        /// The screen the window is on.
        let screen = UIScreen()

        override init() {
            super.init()
            frame = _keylabWindowFrame
        }

        override func _toWindow(_ rect: CGRect) -> CGRect { rect }
        /// The window that takes the keyboard: keylab's only one.
        var isKeyWindow: Bool { true }
    }

    /// A touch or press event (keylab's screen takes none).
    class UIEvent: NSObject {}

    /// The app. keylab's has one window, the screen's.
    class UIApplication: UIResponder {
        /// The app.
        static let shared = UIApplication()
        /// The app's windows: the screen's.
        var windows: [UIWindow] { [UIWindow()] }
        /// The window that takes the keyboard (deprecated in iOS 13, still in much published code).
        var keyWindow: UIWindow? { UIWindow() }
        // The app's life-cycle notifications: observers may register for them;
        // keylab's app never leaves the foreground, so none is posted.
        static let willResignActiveNotification = Notification.Name(rawValue: "UIApplicationWillResignActiveNotification")
        static let didBecomeActiveNotification = Notification.Name(rawValue: "UIApplicationDidBecomeActiveNotification")
        static let didEnterBackgroundNotification = Notification.Name(rawValue: "UIApplicationDidEnterBackgroundNotification")
        static let willEnterForegroundNotification = Notification.Name(rawValue: "UIApplicationWillEnterForegroundNotification")
        static let willTerminateNotification = Notification.Name(rawValue: "UIApplicationWillTerminateNotification")
        static let didReceiveMemoryWarningNotification = Notification.Name(rawValue: "UIApplicationDidReceiveMemoryWarningNotification")
        var isIdleTimerDisabled = false
        var applicationIconBadgeNumber = 0
        /// Whether the app is in the foreground (always, here).
        var applicationState: UIApplication.State { UIApplication.State.active }
        enum State: Int {
            case active, inactive, background
        }

        /// Sends `action` to `target`, or with a nil target to the first responder:
        /// `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`
        /// ends editing, as the well-known "hide the keyboard from anywhere" line does.
        @discardableResult
        func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
            if let target { return _performSelector(action, on: target as? AnyObject, with: sender) }
            if action == #selector(UIResponder.resignFirstResponder) || action == #selector(UIView.endEditing(_:)) {
                return UIView._keylabRootView?.endEditing(true) ?? false
            }
            return false
        }
    }

    extension UIView {
        /// The window the view is in, nil when it is in none.
        var window: UIWindow? {
            var top: UIView = self
            while let up = top.superview { top = up }
            return top === UIView._keylabRootView ? UIWindow() : nil
        }

        /// Makes the first responder inside this view resign (the keyboard goes
        /// away); true when there was one. `force` is not needed here.
        @discardableResult @objc
        func endEditing(_ force: Bool) -> Bool {
            if isFirstResponder { return resignFirstResponder() }
            for subview in subviews where subview.endEditing(force) { return true }
            return false
        }

        /// The view itself or the first view under it (depth first) whose `tag`
        /// is `tag`: forms find their next field this way (`viewWithTag(tag + 1)`).
        func viewWithTag(_ tag: Int) -> UIView? {
            if self.tag == tag { return self }
            for subview in subviews {
                if let found = subview.viewWithTag(tag) { return found }
            }
            return nil
        }

        /// The root view's margins, as UIKit sets them by default: the safe area's
        /// top and bottom insets (`insetsLayoutMarginsFromSafeArea`), 16 points
        /// more on the sides.
        var directionalLayoutMargins: NSDirectionalEdgeInsets {
            let s = safeAreaInsets
            return NSDirectionalEdgeInsets(top: s.top, leading: s.left + 16, bottom: s.bottom, trailing: s.right + 16)
        }
    }

    """#)
}
