extension PreludeFile {
    /// `UIColor`, `CGColor` and `CALayer`: set by a controller's set-up code; keylab draws no colours.
    static let uiColor = PreludeFile(module: "UIKit", name: "UIColor", declares: ["UIColor", "CGColor", "CALayer", "CACornerMask", "CGPath", "UIBezierPath", "UIAccessibility"], text: #"""
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
        /// Makes the colour the current fill, stroke or both of an image
        /// context (UIGraphics): accepted; keylab draws nothing.
        func setFill() {}
        func setStroke() {}
        func set() {}

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
        static let systemGray2 = UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1)
        static let systemGray3 = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
        static let systemGray4 = UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)
        static let systemOrange = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
        static let systemYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
        static let systemPink = UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)
        static let systemPurple = UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1)
        static let systemTeal = UIColor(red: 0.35, green: 0.78, blue: 0.98, alpha: 1)
        static let systemIndigo = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
        static let tertiaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
        static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
        static let systemFill = UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2)
        static let link = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        /// The app's accent colour (iOS 15): system blue unless the app sets one.
        static let tintColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
        static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
        /// A colour of the app's asset catalogue. keylab has no catalogue: every
        /// name gives a mid grey, so the code runs (the colour is not drawn).
        convenience init?(named name: String) {
            self.init(white: 0.5, alpha: 1)
        }
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
        var shadowPath: CGPath? = nil
        /// Which corners `cornerRadius` rounds (all four by default).
        var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        var opacity: Float = 1
        var zPosition: CGFloat = 0
    }

    /// The corners of a layer, for `maskedCorners`.
    struct CACornerMask: Equatable, ExpressibleByArrayLiteral {
        var rawValue: UInt
        init(rawValue: UInt) { self.rawValue = rawValue }
        init(arrayLiteral elements: CACornerMask...) {
            var raw: UInt = 0
            for e in elements { raw = raw | e.rawValue }
            self.rawValue = raw
        }
        static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
        static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
        static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
        static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    }

    /// A path for Core Graphics (a shadow's outline); keylab draws none.
    class CGPath {
        let boundingBox: CGRect
        init(_ box: CGRect) { boundingBox = box }
    }

    /// A path of lines and curves (`layer.shadowPath = UIBezierPath(…).cgPath`).
    class UIBezierPath: NSObject {
        let bounds: CGRect
        init(rect: CGRect) { bounds = rect; super.init() }
        convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
        convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
        var cgPath: CGPath { CGPath(bounds) }
    }

    """#)
}
