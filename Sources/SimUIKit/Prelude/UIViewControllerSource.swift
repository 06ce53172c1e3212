extension PreludeFile {
    /// `UIViewController` and its lifecycle methods.
    static let uiViewController = PreludeFile(module: "UIKit", name: "UIViewController", declares: ["UIViewController", "UIViewControllerTransitionCoordinator", "UIStatusBarStyle", "UIInterfaceOrientation", "UIInterfaceOrientationMask", "UIModalPresentationStyle", "UISheetPresentationController", "UIBarButtonItem", "UINavigationItem", "UINavigationBar", "UINavigationController", "UITabBarController", "UITabBar", "UIStoryboard", "UITabBarItem"], text: #"""
    /// Animates alongside a rotation (a protocol in UIKit; keylab's runs nothing in between).
    class UIViewControllerTransitionCoordinator: NSObject {}

    /// The status bar's text: dark or light.
    enum UIStatusBarStyle: Int {
        case `default`, lightContent, darkContent
    }

    /// An orientation of the screen.
    enum UIInterfaceOrientation: Int {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
        var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    /// The orientations a screen takes (an option set in UIKit).
    struct UIInterfaceOrientationMask: Equatable, ExpressibleByArrayLiteral {
        var rawValue: UInt
        init(rawValue: UInt) { self.rawValue = rawValue }
        init(arrayLiteral elements: UIInterfaceOrientationMask...) {
            var raw: UInt = 0
            for e in elements { raw = raw | e.rawValue }
            self.rawValue = raw
        }
        func contains(_ member: UIInterfaceOrientationMask) -> Bool { rawValue & member.rawValue == member.rawValue }
        static let portrait = UIInterfaceOrientationMask(rawValue: 2)
        static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 4)
        static let landscapeRight = UIInterfaceOrientationMask(rawValue: 8)
        static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 16)
        static let landscape = UIInterfaceOrientationMask(rawValue: 24)
        static let all = UIInterfaceOrientationMask(rawValue: 30)
        static let allButUpsideDown = UIInterfaceOrientationMask(rawValue: 26)
    }

    /// How a presented controller covers the screen.
    /// How a presented controller covers the screen (UIKit's raw values).
    enum UIModalPresentationStyle: Int {
        case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5,
             overCurrentContext = 6, popover = 7, none = -1, automatic = -2
    }

    /// A sheet's presentation controller (iOS 15): the heights it rests at.
    /// keylab presents the screen at its smallest detent (Simulation+SheetDetents.swift).
    class UISheetPresentationController: NSObject {
        /// A height a sheet rests at: `.medium()`, about half the screen, or `.large()`.
        class Detent: NSObject {
            let _keylabName: String
            init(_keylabName: String) {
                self._keylabName = _keylabName
                super.init()
            }
            static func medium() -> UISheetPresentationController.Detent { UISheetPresentationController.Detent(_keylabName: "medium") }
            static func large() -> UISheetPresentationController.Detent { UISheetPresentationController.Detent(_keylabName: "large") }
        }
        var detents: [UISheetPresentationController.Detent] = [UISheetPresentationController.Detent.large()]
        var prefersGrabberVisible = false
        var prefersScrollingExpandsWhenScrolledToEdge = true
        override init() { super.init() }
    }

    /// A button on a navigation bar or toolbar.
    /// A tab's title and image (kept: keylab has no tab bar).
    class UITabBarItem: NSObject {
        var title: String? = nil
        var image: UIImage? = nil
        var selectedImage: UIImage? = nil
        var badgeValue: String? = nil
        var tag = 0
        override init() { super.init() }
        init(title: String?, image: UIImage?, selectedImage: UIImage?) {
            self.title = title
            self.image = image
            self.selectedImage = selectedImage
            super.init()
        }
        convenience init(title: String?, image: UIImage?, tag: Int) {
            self.init(title: title, image: image, selectedImage: nil)
            self.tag = tag
        }
    }

    extension UIToolbar {
        /// The buttons on the bar, leading to trailing (kept: keylab draws none).
        var items: [UIBarButtonItem]? {
            get { _items as? [UIBarButtonItem] }
            set { _items = newValue?.map { (item: UIBarButtonItem) -> AnyObject in item } }
        }
        func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
            self.items = items
        }
    }

    class UIBarButtonItem: NSObject {
        enum Style: Int {
            case plain, bordered, done
        }
        enum SystemItem: Int {
            case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
                 bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
        }
        var title: String? = nil
        var image: UIImage? = nil
        var style = UIBarButtonItem.Style.plain
        var isEnabled = true
        var tintColor: UIColor? = nil
        var width: CGFloat = 0
        var customView: UIView? = nil
        weak var target: AnyObject? = nil
        var action: Selector? = nil
        var _systemItem: UIBarButtonItem.SystemItem? = nil

        override init() { super.init() }
        convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
            self.init()
            self.title = title
            self.style = style
            self.target = target as? AnyObject
            self.action = action
        }
        convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
            self.init()
            self.image = image
            self.style = style
            self.target = target as? AnyObject
            self.action = action
        }
        convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
            self.init()
            _systemItem = systemItem
            self.target = target as? AnyObject
            self.action = action
        }
        convenience init(customView: UIView) {
            self.init()
            self.customView = customView
        }
        /// A flexible space between toolbar items.
        class func flexibleSpace() -> UIBarButtonItem {
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        }
        /// Sends the action to the target, as a tap would.
        func _keylabTap() {
            if let action { _ = _performSelector(action, on: target, with: self) }
        }
    }

    /// What a navigation bar shows for one screen.
    class UINavigationItem: NSObject {
        var title: String? = nil
        var prompt: String? = nil
        var titleView: UIView? = nil
        var leftBarButtonItem: UIBarButtonItem? = nil
        var rightBarButtonItem: UIBarButtonItem? = nil
        var leftBarButtonItems: [UIBarButtonItem]? = nil
        var rightBarButtonItems: [UIBarButtonItem]? = nil
        var backBarButtonItem: UIBarButtonItem? = nil
        var hidesBackButton = false
        var largeTitleDisplayMode = UINavigationItem.LargeTitleDisplayMode.automatic
        enum LargeTitleDisplayMode: Int {
            case automatic, always, never
        }
        func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
        func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
        func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
        func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    }

    /// The bar at the top of a navigation controller. keylab draws bars from
    /// the scene's settings (`:bars`): what your code sets here is kept.
    class UINavigationBar: UIView {
        var prefersLargeTitles = false
        var isTranslucent = true
        var barTintColor: UIColor? = nil
        var titleTextAttributes: [NSAttributedString.Key: Any]? = nil
        func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
    }

    /// Bar metrics (compact or default height).
    enum UIBarMetrics: Int {
        case `default`, compact
    }

    /// The bar of tabs at the bottom.
    class UITabBar: UIView {
        var isTranslucent = true
        var barTintColor: UIColor? = nil
    }

    /// A screen's controller. Subclass it, override the methods below (calling
    /// `super`), and put it on the simulated screen with `:strategy code`:
    /// keylab makes the controller, connects outlets named like the scene's
    /// views, then calls viewDidLoad, viewWillAppear and viewDidAppear.
    class UIViewController: UIResponder {
        /// The bar that comes up on top of the keyboard (UIKit: UIResponder).
        /// Override it and `canBecomeFirstResponder` to keep a bar at the
        /// bottom while nothing edits (the chat composer).
        var inputAccessoryView: UIView? { nil }
        /// The view that comes up instead of the keyboard (UIKit: UIResponder).
        var inputView: UIView? { nil }
        /// The root view of the screen (the scene's `view`).
        var view: UIView! = UIView() {
            didSet { view?._additionalSafeArea = additionalSafeAreaInsets }
        }
        /// The title a navigation bar would show (keylab draws none).
        var title: String? = nil
        /// keylab makes the view before viewDidLoad: always true.
        var isViewLoaded: Bool { true }

        /// A controller whose view would come from a nib (keylab's comes from the scene).
        init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// How a storyboard makes the controller. keylab makes a controller of
        /// yours this way when its class declares `init?(coder:)` (a
        /// `required init?(coder:)` that calls `super.init(coder: coder)`).
        init?(coder: NSCoder) {
            super.init()
        }

        /// `init(nibName: nil, bundle: nil)`: a subclass may declare its own `init()`
        /// that calls `super.init(nibName: nil, bundle: nil)`.
        override convenience init() {
            self.init(nibName: nil, bundle: nil)
        }

        // How the screen is presented. Override them: keylab honours
        // `supportedInterfaceOrientations` (a portrait-only screen stays upright
        // when `:rotate` turns the device) and keeps the others.
        /// The status bar's text colour.
        var preferredStatusBarStyle: UIStatusBarStyle { UIStatusBarStyle.default }
        /// Whether the status bar is hidden.
        var prefersStatusBarHidden: Bool { false }
        /// The orientations the screen takes (on an iPhone: all but upside down).
        var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
        /// Whether the screen turns with the device.
        var shouldAutorotate: Bool { true }
        /// The orientation the screen is presented in.
        var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
        /// Asks for `preferredStatusBarStyle` again (nothing to redraw here).
        func setNeedsStatusBarAppearanceUpdate() {}

        /// More safe area for the root view (a bar of your own). keylab adds it to
        /// the `safeAreaInsets` your code reads and to the safe area the scene's
        /// pins to `safe` follow, at the next layout pass.
        var additionalSafeAreaInsets = UIEdgeInsets.zero {
            didSet { view?._additionalSafeArea = additionalSafeAreaInsets }
        }

        /// The navigation bar's title and buttons for this screen.
        let navigationItem = UINavigationItem()
        /// The navigation controller the screen is in: keylab's screen is the
        /// root of one, which keeps what your code sets on its bar and stack.
        var navigationController: UINavigationController? {
            if self is UINavigationController { return nil }
            if let nav = _navigation { return nav }
            let nav = UINavigationController()
            nav._root = self
            _navigation = nav
            return nav
        }
        /// The navigation controller made on first use (it holds this one weakly).
        var _navigation: UINavigationController? = nil
        /// The tab bar controller the screen is in (keylab has none).
        var tabBarController: UITabBarController? { nil }
        /// The storyboard the screen came from (keylab's comes from the scene: none).
        var storyboard: UIStoryboard? { nil }
        /// The controller this one presented, until it is dismissed.
        var presentedViewController: UIViewController? = nil
        /// The controller that presented this one.
        weak var presentingViewController: UIViewController? = nil
        var modalPresentationStyle = UIModalPresentationStyle.automatic
        /// Whether a sheet refuses to be swiped away (kept: keylab's sheets are not swiped).
        var isModalInPresentation = false
        var _keylabSheet: UISheetPresentationController? = nil
        /// The sheet's presentation controller while the style is a page or
        /// form sheet (or `.automatic`, a page sheet); nil otherwise, as in UIKit.
        var sheetPresentationController: UISheetPresentationController? {
            let raw = modalPresentationStyle.rawValue
            guard raw == 1 || raw == 2 || raw == -2 else { return nil }
            if _keylabSheet == nil { _keylabSheet = UISheetPresentationController() }
            return _keylabSheet
        }
        var hidesBottomBarWhenPushed = false
        var definesPresentationContext = false

        /// Presents `viewControllerToPresent` (its view never loads in keylab),
        /// then runs `completion`. Presented by the screen's controller, it
        /// covers the screen once the running code is over: `.fullScreen` as
        /// `:screen disappear` (viewWillDisappear runs); a page or form sheet
        /// (and `.automatic`, a page sheet since iOS 13) as `:screen sheet`:
        /// the presenter gets no viewWillDisappear.
        func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
            presentedViewController = viewControllerToPresent
            viewControllerToPresent.presentingViewController = self
            if let v = view, v === UIView._keylabRootView { _keylabRequests.append(-100 - viewControllerToPresent.modalPresentationStyle.rawValue) }
            if let completion { completion() }
        }

        /// Dismisses what this controller presented (or this one, when it was
        /// presented: keylab's screen stays), then runs `completion`.
        func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            if let presented = presentedViewController {
                presented.presentingViewController = nil
                presentedViewController = nil
                // The screen's own presentation goes: the screen comes back.
                if let v = view, v === UIView._keylabRootView { _keylabRequests.append(-200) }
            }
            if let completion { completion() }
        }

        /// Whether the screen is being popped or dismissed, or pushed or presented,
        /// during its appear and disappear calls. keylab's `:screen disappear`
        /// and `appear` neither pop nor push: false.
        var isMovingFromParent: Bool { false }
        var isMovingToParent: Bool { false }
        var isBeingDismissed: Bool { false }
        var isBeingPresented: Bool { false }
        /// The tab bar's item for this screen (kept; keylab has no tab bar).
        var tabBarItem: UITabBarItem! = UITabBarItem()
        /// Runs a storyboard segue: keylab's scene has none, so the screen stays;
        /// `prepare(for:sender:)` is not called.
        func performSegue(withIdentifier identifier: String, sender: Any?) {}
        func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

        /// Called after the controller is made from a storyboard, before its view loads.
        func awakeFromNib() {}

        /// Makes the controller's root view. keylab gives the controller the
        /// scene's root view before calling it; override it and set `view` to a
        /// view of your own (with subviews made in code), and that view becomes
        /// the screen's root, the scene's views inside it.
        func loadView() {}
        /// The view is loaded: register observers, set things up.
        func viewDidLoad() {}
        /// The screen is about to appear.
        func viewWillAppear(_ animated: Bool) {}
        /// The screen is on.
        func viewDidAppear(_ animated: Bool) {}
        /// The screen is about to go (`:screen disappear`): remove observers here.
        func viewWillDisappear(_ animated: Bool) {}
        /// The screen is gone.
        func viewDidDisappear(_ animated: Bool) {}
        /// Subviews are about to be laid out.
        func viewWillLayoutSubviews() {}
        /// Subviews were laid out.
        func viewDidLayoutSubviews() {}
        /// The screen is about to rotate to `size` (`:rotate`).
        func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
        /// The safe area changed.
        func viewSafeAreaInsetsDidChange() {}
    }

    /// A stack of screens under a navigation bar. keylab's screen is the root
    /// of one: pushing and popping keep the stack and do not change the screen.
    class UINavigationController: UIViewController {
        /// The root screen (held weakly: the screen's controller holds its navigation controller).
        weak var _root: UIViewController? = nil
        var _pushed: [UIViewController] = []
        /// The stack, root first.
        var viewControllers: [UIViewController] {
            get {
                var list: [UIViewController] = []
                if let root = _root { list.append(root) }
                return list + _pushed
            }
            set {
                _root = newValue.first
                _pushed = Array(newValue.dropFirst())
            }
        }
        var navigationBar = UINavigationBar()
        var isNavigationBarHidden = false
        var topViewController: UIViewController? { viewControllers.last }
        var visibleViewController: UIViewController? { viewControllers.last }

        convenience init(rootViewController: UIViewController) {
            self.init()
            viewControllers = [rootViewController]
        }
        func pushViewController(_ viewController: UIViewController, animated: Bool) {
            _pushed.append(viewController)
        }
        @discardableResult
        func popViewController(animated: Bool) -> UIViewController? {
            if _pushed.isEmpty { return nil }
            return _pushed.removeLast()
        }
        @discardableResult
        func popToRootViewController(animated: Bool) -> [UIViewController]? {
            if _pushed.isEmpty { return nil }
            let popped = _pushed
            _pushed = []
            return popped
        }
        func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    }

    /// A controller of tabs (keylab's screen is in none).
    class UITabBarController: UIViewController {
        var viewControllers: [UIViewController]? = nil
        var selectedIndex = 0
        var tabBar = UITabBar()
    }

    /// A storyboard file (keylab's screens come from the scene instead).
    class UIStoryboard: NSObject {
        let _name: String
        init(name: String, bundle storyboardBundleOrNil: Bundle?) {
            _name = name
            super.init()
        }
        /// keylab cannot make a controller from a storyboard: a plain UIViewController.
        func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
        func instantiateInitialViewController() -> UIViewController? { nil }
    }

    """#)
}
