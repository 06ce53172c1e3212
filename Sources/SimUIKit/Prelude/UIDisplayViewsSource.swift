extension PreludeFile {
    /// Labels, buttons, image views, activity indicators, switches and stack views.
    static let uiDisplayViews = PreludeFile(module: "UIKit", name: "UILabel", declares: ["UILabel", "UIButton", "UIImageView", "UIActivityIndicatorView", "UISwitch", "UIStackView"], text: #"""
    // These views show text, images and state. keylab's screen draws each as a
    // rectangle named like it: what your code sets (titles, images, fonts,
    // colours) is kept, so it reads back what it set, and changes nothing drawn.

    /// A label.
    class UILabel: UIView {
        var text: String? = nil
        /// The text with attributes; setting it sets `text` to its string.
        var attributedText: NSAttributedString? {
            get {
                if let a = _attributedText, a.string == (text ?? "") { return a }
                return text.map { NSAttributedString(string: $0) }
            }
            set {
                _attributedText = newValue
                text = newValue?.string
            }
        }
        var _attributedText: NSAttributedString? = nil
        var font: UIFont! = UIFont.systemFont(ofSize: 17)
        var textColor: UIColor! = UIColor.label
        var textAlignment = NSTextAlignment.natural
        /// Lines at most (0: as many as the text needs).
        var numberOfLines = 1
        var lineBreakMode = NSLineBreakMode.byTruncatingTail
        var adjustsFontSizeToFitWidth = false
        var minimumScaleFactor: CGFloat = 0
        var isEnabled = true
        var isHighlighted = false
        var highlightedTextColor: UIColor? = nil
        var preferredMaxLayoutWidth: CGFloat = 0
    }

    /// An image on the screen (keylab draws its rectangle).
    class UIImageView: UIView {
        var image: UIImage? = nil
        var highlightedImage: UIImage? = nil
        var isHighlighted = false
        var animationImages: [UIImage]? = nil
        var animationDuration: TimeInterval = 0
        var isAnimating: Bool { _animating }
        var _animating = false

        convenience init(image: UIImage?) {
            self.init(frame: CGRect.zero)
            self.image = image
        }
        func startAnimating() { _animating = true }
        func stopAnimating() { _animating = false }
    }

    /// A button: a title, an image and a background for each state, and its
    /// actions (`addTarget(_:action:for:)`, sent by `sendActions(for:)`).
    class UIButton: UIControl {
        /// What a button looks like when made with `UIButton(type:)`.
        enum ButtonType: Int {
            case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        }
        var _buttonType = UIButton.ButtonType.custom
        var buttonType: UIButton.ButtonType { _buttonType }
        var _titles: [UInt: String] = [:]
        var _attributedTitles: [UInt: NSAttributedString] = [:]
        var _titleColors: [UInt: UIColor] = [:]
        var _images: [UInt: UIImage] = [:]
        var _backgroundImages: [UInt: UIImage] = [:]
        /// The label that shows the title (its text is the title of the state the
        /// button was in when a title or image was last set).
        var titleLabel: UILabel? = UILabel()
        /// The view that shows the image.
        var imageView: UIImageView? = UIImageView()
        var contentEdgeInsets = UIEdgeInsets.zero
        var titleEdgeInsets = UIEdgeInsets.zero
        var imageEdgeInsets = UIEdgeInsets.zero
        var adjustsImageWhenHighlighted = true

        convenience init(type buttonType: UIButton.ButtonType) {
            self.init(frame: CGRect.zero)
            _buttonType = buttonType
        }

        // What a state shows: its own value, else the normal state's (as UIKit falls back).
        func _refresh() {
            titleLabel?.text = currentTitle
            imageView?.image = currentImage
        }

        func setTitle(_ title: String?, for state: UIControl.State) {
            _titles[state.rawValue] = title
            _refresh()
        }
        func title(for state: UIControl.State) -> String? { _titles[state.rawValue] ?? _titles[0] }
        func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
            _attributedTitles[state.rawValue] = title
            if let title { _titles[state.rawValue] = title.string }
            _refresh()
        }
        func attributedTitle(for state: UIControl.State) -> NSAttributedString? { _attributedTitles[state.rawValue] ?? _attributedTitles[0] }
        func setTitleColor(_ color: UIColor?, for state: UIControl.State) { _titleColors[state.rawValue] = color }
        func titleColor(for state: UIControl.State) -> UIColor? { _titleColors[state.rawValue] ?? _titleColors[0] }
        func setImage(_ image: UIImage?, for state: UIControl.State) {
            _images[state.rawValue] = image
            _refresh()
        }
        func image(for state: UIControl.State) -> UIImage? { _images[state.rawValue] ?? _images[0] }
        func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { _backgroundImages[state.rawValue] = image }
        func backgroundImage(for state: UIControl.State) -> UIImage? { _backgroundImages[state.rawValue] ?? _backgroundImages[0] }

        /// The title for the button's current state.
        var currentTitle: String? { title(for: state) }
        /// The image for the button's current state.
        var currentImage: UIImage? { image(for: state) }
    }

    /// A spinner. It draws nothing here; `isAnimating` and `isHidden` follow
    /// `startAnimating()` and `stopAnimating()` as in UIKit.
    class UIActivityIndicatorView: UIView {
        enum Style: Int {
            case medium, large, whiteLarge, white, gray
        }
        var style = UIActivityIndicatorView.Style.medium
        var color: UIColor! = UIColor.gray
        /// Hidden while stopped (the default).
        var hidesWhenStopped = true
        var isAnimating: Bool { _animating }
        var _animating = false

        convenience init(style: UIActivityIndicatorView.Style) {
            self.init(frame: CGRect.zero)
            self.style = style
            isHidden = true
        }
        func startAnimating() {
            _animating = true
            isHidden = false
        }
        func stopAnimating() {
            _animating = false
            if hidesWhenStopped { isHidden = true }
        }
    }

    /// An on/off switch.
    class UISwitch: UIControl {
        var isOn = false
        var onTintColor: UIColor? = nil
        func setOn(_ on: Bool, animated: Bool) { isOn = on }
    }

    /// A view that lines up its arranged subviews in a row or a column. keylab
    /// lays out by the scene's pins: the stack keeps its settings and its list,
    /// and does not move the views itself.
    class UIStackView: UIView {
        enum Alignment: Int {
            case fill, leading, firstBaseline, center, trailing, lastBaseline
            static let top = UIStackView.Alignment.leading
            static let bottom = UIStackView.Alignment.trailing
        }
        enum Distribution: Int {
            case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
        }
        var axis = NSLayoutConstraint.Axis.horizontal
        var spacing: CGFloat = 0
        var alignment = UIStackView.Alignment.fill
        var distribution = UIStackView.Distribution.fill
        var isLayoutMarginsRelativeArrangement = false
        /// The views the stack lines up, in order.
        var arrangedSubviews: [UIView] = []

        convenience init(arrangedSubviews views: [UIView]) {
            self.init(frame: CGRect.zero)
            for v in views { addArrangedSubview(v) }
        }
        /// Adds `view` at the end of the line (and as a subview).
        func addArrangedSubview(_ view: UIView) {
            arrangedSubviews.removeAll { $0 === view }
            arrangedSubviews.append(view)
            if view.superview !== self { addSubview(view) }
        }
        /// Takes `view` out of the line (it stays a subview, as in UIKit).
        func removeArrangedSubview(_ view: UIView) {
            arrangedSubviews.removeAll { $0 === view }
        }
        /// Puts `view` at `stackIndex` in the line.
        func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
            arrangedSubviews.removeAll { $0 === view }
            arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
            if view.superview !== self { addSubview(view) }
        }
        /// Extra space after `arrangedSubview`.
        func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
    }

    """#)
}
