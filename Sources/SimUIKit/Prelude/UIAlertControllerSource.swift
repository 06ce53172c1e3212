extension PreludeFile {
    /// `UIAlertController` and `UIAlertAction`: alerts and action sheets an app
    /// presents from its keyboard screen (a failed login, a confirmation).
    static let uiAlertController = PreludeFile(module: "UIKit", name: "UIAlertController", declares: ["UIAlertController", "UIAlertAction"], text: #"""
    /// A button of an alert: its handler runs when the button is tapped (keylab's
    /// screen takes no taps: it keeps the handler).
    class UIAlertAction: NSObject {
        enum Style: Int {
            case `default`, cancel, destructive
        }
        let title: String?
        let style: UIAlertAction.Style
        var isEnabled = true
        let _handler: ((UIAlertAction) -> Void)?
        init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
            self.title = title
            self.style = style
            _handler = handler
            super.init()
        }
    }

    /// An alert or action sheet. Presenting one keeps the screen as it is (the
    /// alert would cover it; keylab draws none) and the first responder too, as
    /// `present(_:animated:)` does for any controller here.
    class UIAlertController: UIViewController {
        enum Style: Int {
            case actionSheet, alert
        }
        var message: String?
        let preferredStyle: UIAlertController.Style
        var actions: [UIAlertAction] = []
        var textFields: [UITextField]? = nil
        var preferredAction: UIAlertAction? = nil
        init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
            self.message = message
            self.preferredStyle = preferredStyle
            super.init(nibName: nil, bundle: nil)
            self.title = title
            // UIKit presents alerts with their own transition, not as a sheet: keylab's
            // screen is not covered (presenting one changes nothing on it).
            modalPresentationStyle = .custom
        }
        func addAction(_ action: UIAlertAction) {
            actions.append(action)
        }
        /// A text field in the alert (not on keylab's screen: it cannot be focused).
        func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
            let field = UITextField()
            if let configurationHandler { configurationHandler(field) }
            textFields = (textFields ?? []) + [field]
        }
    }

    """#)
}
