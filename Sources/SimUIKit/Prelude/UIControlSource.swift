extension PreludeFile {
    /// `UIControl` with its states, events and target-action pairs; `UIImage` and `UIFont`.
    static let uiControl = PreludeFile(module: "UIKit", name: "UIControl", declares: ["UIControl", "UIImage", "UIFont"], text: #"""
    // Images and fonts change nothing on keylab's text screen: they are here so
    // that set-up code runs as written, and keep what it gives them.

    /// An image, known by its name (keylab loads no files: every name is found).
    class UIImage {
        /// The name it was made with (`UIImage(named:)` or `UIImage(systemName:)`).
        let _name: String
        /// keylab knows no image's pixels: zero, except for an image drawn in
        /// an image context, which has the context's size.
        let size: CGSize

        /// How an image is drawn: in its own colours or in the view's tint.
        enum RenderingMode: Int {
            case automatic, alwaysOriginal, alwaysTemplate
        }
        var renderingMode = UIImage.RenderingMode.automatic

        init?(named name: String) {
            _name = name
            size = CGSize.zero
        }
        init?(systemName name: String) {
            _name = name
            size = CGSize.zero
        }
        init() {
            _name = ""
            size = CGSize.zero
        }
        /// An image drawn in an image context (UIGraphics), of its size.
        init(_keylabSize: CGSize) {
            _name = ""
            size = _keylabSize
        }

        /// The same image, drawn in `mode`.
        func withRenderingMode(_ mode: UIImage.RenderingMode) -> UIImage {
            let copy = UIImage()
            copy.renderingMode = mode
            return copy
        }
    }

    /// A font: its name and point size.
    class UIFont {
        /// A font's weight, from ultraLight (-0.8) to black (0.62).
        struct Weight: Equatable {
            let rawValue: CGFloat
            init(rawValue: CGFloat) { self.rawValue = rawValue }
            static let ultraLight = UIFont.Weight(rawValue: -0.8)
            static let thin = UIFont.Weight(rawValue: -0.6)
            static let light = UIFont.Weight(rawValue: -0.4)
            static let regular = UIFont.Weight(rawValue: 0)
            static let medium = UIFont.Weight(rawValue: 0.23)
            static let semibold = UIFont.Weight(rawValue: 0.3)
            static let bold = UIFont.Weight(rawValue: 0.4)
            static let heavy = UIFont.Weight(rawValue: 0.56)
            static let black = UIFont.Weight(rawValue: 0.62)
        }

        /// A Dynamic Type style (`.body`); keylab's sizes are the default ("Large") ones.
        struct TextStyle: Equatable {
            let rawValue: String
            let _size: CGFloat
            static let largeTitle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0", _size: 34)
            static let title1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle1", _size: 28)
            static let title2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle2", _size: 22)
            static let title3 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle3", _size: 20)
            static let headline = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline", _size: 17)
            static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody", _size: 17)
            static let callout = UIFont.TextStyle(rawValue: "UICTFontTextStyleCallout", _size: 16)
            static let subheadline = UIFont.TextStyle(rawValue: "UICTFontTextStyleSubhead", _size: 15)
            static let footnote = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote", _size: 13)
            static let caption1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption1", _size: 12)
            static let caption2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2", _size: 11)
        }

        let fontName: String
        let pointSize: CGFloat
        var weight = UIFont.Weight.regular

        init?(name fontName: String, size fontSize: CGFloat) {
            self.fontName = fontName
            self.pointSize = fontSize
        }
        init(_name: String, size: CGFloat) {
            fontName = _name
            pointSize = size
        }

        class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(_name: ".SFUI-Regular", size: fontSize) }
        class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
            let font = UIFont(_name: ".SFUI", size: fontSize)
            font.weight = weight
            return font
        }
        class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
        class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(_name: ".SFUI-Italic", size: fontSize) }
        class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont(_name: ".SFUI-" + style.rawValue, size: style._size) }
        class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
            systemFont(ofSize: fontSize, weight: weight)
        }
        /// The same font at another size.
        func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(_name: fontName, size: fontSize) }
        /// The height of a line of text in this font (about 1.2 times the size).
        var lineHeight: CGFloat { (pointSize * 1.2).rounded() }
    }

    /// One target-action pair of a control.
    class _TargetAction {
        weak var target: NSObject?
        let action: Selector
        let events: UIControl.Event
        init(target: NSObject?, action: Selector, events: UIControl.Event) {
            self.target = target
            self.action = action
            self.events = events
        }
    }

    /// A view that sends actions to targets when events happen to it (a tap,
    /// an edit). keylab's screen takes no touches: `sendActions(for:)` sends
    /// them, as a test in an app would.
    class UIControl: UIView {
        /// What a control is: enabled, highlighted, selected (an option set in UIKit).
        struct State: Equatable, Hashable, ExpressibleByArrayLiteral {
            var rawValue: UInt
            init(rawValue: UInt) { self.rawValue = rawValue }
            init(arrayLiteral elements: UIControl.State...) {
                var raw: UInt = 0
                for e in elements { raw = raw | e.rawValue }
                self.rawValue = raw
            }
            func contains(_ member: UIControl.State) -> Bool { rawValue & member.rawValue == member.rawValue }
            static let normal = UIControl.State(rawValue: 0)
            static let highlighted = UIControl.State(rawValue: 1)
            static let disabled = UIControl.State(rawValue: 2)
            static let selected = UIControl.State(rawValue: 4)
            static let focused = UIControl.State(rawValue: 8)
        }

        /// What happens to a control: touches, edits, a value change (an option set in UIKit).
        struct Event: Equatable, Hashable, ExpressibleByArrayLiteral {
            var rawValue: UInt
            init(rawValue: UInt) { self.rawValue = rawValue }
            init(arrayLiteral elements: UIControl.Event...) {
                var raw: UInt = 0
                for e in elements { raw = raw | e.rawValue }
                self.rawValue = raw
            }
            func contains(_ member: UIControl.Event) -> Bool { rawValue & member.rawValue == member.rawValue }
            static let touchDown = UIControl.Event(rawValue: 1)
            static let touchDownRepeat = UIControl.Event(rawValue: 2)
            static let touchDragInside = UIControl.Event(rawValue: 4)
            static let touchDragOutside = UIControl.Event(rawValue: 8)
            static let touchDragEnter = UIControl.Event(rawValue: 16)
            static let touchDragExit = UIControl.Event(rawValue: 32)
            static let touchUpInside = UIControl.Event(rawValue: 64)
            static let touchUpOutside = UIControl.Event(rawValue: 128)
            static let touchCancel = UIControl.Event(rawValue: 256)
            static let valueChanged = UIControl.Event(rawValue: 4096)
            static let primaryActionTriggered = UIControl.Event(rawValue: 8192)
            static let editingDidBegin = UIControl.Event(rawValue: 65536)
            static let editingChanged = UIControl.Event(rawValue: 131072)
            static let editingDidEnd = UIControl.Event(rawValue: 262144)
            static let editingDidEndOnExit = UIControl.Event(rawValue: 524288)
            static let allTouchEvents = UIControl.Event(rawValue: 4095)
            static let allEditingEvents = UIControl.Event(rawValue: 983040)
            static let allEvents = UIControl.Event(rawValue: 4294967295)
        }

        /// How content sits across the control.
        enum ContentHorizontalAlignment: Int {
            case center, left, right, fill, leading, trailing
        }
        /// How content sits down the control.
        enum ContentVerticalAlignment: Int {
            case center, top, bottom, fill
        }

        var isEnabled = true
        var isSelected = false
        var isHighlighted = false
        var contentHorizontalAlignment = UIControl.ContentHorizontalAlignment.center
        var contentVerticalAlignment = UIControl.ContentVerticalAlignment.center
        var _targetActions: [_TargetAction] = []

        /// The control's state, from isEnabled, isSelected and isHighlighted.
        var state: UIControl.State {
            var raw: UInt = 0
            if isHighlighted { raw = raw | UIControl.State.highlighted.rawValue }
            if !isEnabled { raw = raw | UIControl.State.disabled.rawValue }
            if isSelected { raw = raw | UIControl.State.selected.rawValue }
            return UIControl.State(rawValue: raw)
        }

        /// Calls `target`'s `@objc` method `action` (taking the control, or
        /// nothing) when one of `controlEvents` happens. The control holds the
        /// target weakly, as UIKit does.
        func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
            _targetActions.append(_TargetAction(target: target as? NSObject, action: action, events: controlEvents))
        }

        /// Removes `target`'s actions (every target's when nil; every action when
        /// `action` is nil) for `controlEvents`.
        func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
            let object = target as? NSObject
            _targetActions.removeAll { pair in
                var same = true
                if let object {
                    if let t = pair.target { same = t === object } else { same = false }
                }
                if let action, pair.action != action { same = false }
                return same && pair.events.rawValue & controlEvents.rawValue != 0
            }
        }

        /// Every target that has an action (a set in UIKit; here in the order added).
        var allTargets: [NSObject] {
            var list: [NSObject] = []
            for pair in _targetActions {
                if let t = pair.target { list.append(t) }
            }
            return list
        }

        /// The events that have an action.
        var allControlEvents: UIControl.Event {
            var raw: UInt = 0
            for pair in _targetActions { raw = raw | pair.events.rawValue }
            return UIControl.Event(rawValue: raw)
        }

        /// Sends the actions registered for any of `controlEvents`, in the order they were added.
        func sendActions(for controlEvents: UIControl.Event) {
            for pair in _targetActions where pair.events.rawValue & controlEvents.rawValue != 0 {
                _ = _performSelector(pair.action, on: pair.target, with: self)
            }
        }
    }

    """#)
}
