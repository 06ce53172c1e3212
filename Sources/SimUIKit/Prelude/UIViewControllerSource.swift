extension PreludeFile {
    /// `UIViewController` and its lifecycle methods.
    static let uiViewController = PreludeFile(module: "UIKit", name: "UIViewController", declares: ["UIViewController", "UIViewControllerTransitionCoordinator"], text: #"""
    /// Animates alongside a rotation (a protocol in UIKit; keylab's runs nothing in between).
    class UIViewControllerTransitionCoordinator: NSObject {}

    /// A screen's controller. Subclass it, override the methods below (calling
    /// `super`), and put it on the simulated screen with `:strategy code`:
    /// keylab makes the controller, connects outlets named like the scene's
    /// views, then calls viewDidLoad, viewWillAppear and viewDidAppear.
    class UIViewController: UIResponder {
        /// The root view of the screen (the scene's `view`).
        var view: UIView! = UIView()
        /// The title a navigation bar would show (keylab draws none).
        var title: String? = nil
        /// keylab makes the view before viewDidLoad: always true.
        var isViewLoaded: Bool { true }

        override init() {
            super.init()
        }

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
    }

    """#)
}
