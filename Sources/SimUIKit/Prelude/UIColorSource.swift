extension PreludeFile {
    /// `UIColor`, `CGColor` and `CALayer`: set by a controller's set-up code; keylab draws no colours.
    static let uiColor = PreludeFile(module: "UIKit", name: "UIColor", declares: ["UIColor", "CGColor", "CALayer", "UIAccessibility"], text: #"""
    /// Reduce Motion (Settings → Accessibility → Motion), as `:keyboard reduce-motion` set it.
    var _keylabReduceMotion = false

    /// The accessibility settings a keyboard handler may read.
    enum UIAccessibility {
        /// Reduce Motion is on: with Prefer Cross-Fade Transitions the keyboard fades
        /// in and its show notifications report an empty end frame.
        static var isReduceMotionEnabled: Bool { _keylabReduceMotion }
        /// Prefer Cross-Fade Transitions (keylab turns it on with Reduce Motion).
        static var prefersCrossFadeTransitions: Bool { _keylabReduceMotion }
    }

    /// keylab sets Reduce Motion before your code runs.
    func _keylabSetReduceMotion(_ on: Bool) { _keylabReduceMotion = on }

    // Colours and layers are here so a controller's set-up code
    // (`view.backgroundColor = .systemBackground`, `field.layer.cornerRadius = 8`)
    // runs as written. keylab's screen is drawn in text: they change nothing on it.

    /// A colour as Core Graphics holds it.
    class CGColor {
        let components: [CGFloat]
        init(_ components: [CGFloat]) { self.components = components }
    }

    /// A colour (red, green, blue and alpha from 0 to 1).
    class UIColor: NSObject {
        let _rgba: [CGFloat]
        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            _rgba = [red, green, blue, alpha]
            super.init()
        }
        convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }
        /// The same colour with another alpha.
        func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
            UIColor(red: _rgba[0], green: _rgba[1], blue: _rgba[2], alpha: alpha)
        }
        /// The colour for Core Graphics (`layer.borderColor`).
        var cgColor: CGColor { CGColor(_rgba) }

        static let clear = UIColor(white: 0, alpha: 0)
        static let white = UIColor(white: 1, alpha: 1)
        static let black = UIColor(white: 0, alpha: 1)
        static let gray = UIColor(white: 0.5, alpha: 1)
        static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
        static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
        static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        // The system colours in light mode.
        static let systemBackground = UIColor(white: 1, alpha: 1)
        static let secondarySystemBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        static let systemGroupedBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        static let label = UIColor(white: 0, alpha: 1)
        static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
        static let placeholderText = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
        static let separator = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
        static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        static let systemRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        static let systemGreen = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
        static let systemGray = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
        static let systemGray5 = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
        static let systemGray6 = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    }

    /// What draws a view: corners, border and shadow (none of them drawn by keylab).
    class CALayer {
        var cornerRadius: CGFloat = 0
        var borderWidth: CGFloat = 0
        var borderColor: CGColor? = nil
        var masksToBounds = false
        var shadowOpacity: Float = 0
        var shadowRadius: CGFloat = 3
        var shadowColor: CGColor? = nil
        var shadowOffset = CGSize(width: 0, height: -3)
    }

    """#)
}
