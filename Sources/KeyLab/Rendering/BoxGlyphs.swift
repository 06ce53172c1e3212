/// The characters a drawing is made of: Unicode box drawing and shades, or
/// plain ASCII when the terminal's locale is not UTF-8 (`Style.unicode`).
public struct BoxGlyphs: Sendable, Equatable {
    public var horizontal: String
    public var vertical: String
    public var topLeft: String
    public var topRight: String
    public var bottomLeft: String
    public var bottomRight: String
    /// Screen border (heavier than view boxes where the character set allows).
    public var borderHorizontal: String
    public var borderVertical: String
    public var borderTopLeft: String
    public var borderTopRight: String
    public var borderBottomLeft: String
    public var borderBottomRight: String
    /// The keyboard's shading.
    public var keyboard: String
    /// The covered part of the focused field.
    public var covered: String
    /// Cells outside the safe area (status bar, home indicator, notch sides).
    public var unsafe: String
    /// Cells outside the app's window (another app in Split View / Slide Over).
    public var otherApp: String = "/"
    /// Marks a view that continues above the top of the screen.
    public var upArrow: String
    /// Brackets of a view too short for a box.
    public var openBracket: String
    public var closeBracket: String

    /// The glyphs for `style` (Unicode or ASCII).
    public static func forStyle(_ style: Style) -> BoxGlyphs {
        style.unicode ? .unicode : .ascii
    }

    public static let unicode = BoxGlyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        borderHorizontal: "═", borderVertical: "║", borderTopLeft: "╔", borderTopRight: "╗",
        borderBottomLeft: "╚", borderBottomRight: "╝",
        keyboard: "░", covered: "▓", unsafe: "·", upArrow: "▲", openBracket: "[", closeBracket: "]"
    )

    public static let ascii = BoxGlyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        borderHorizontal: "=", borderVertical: "#", borderTopLeft: "#", borderTopRight: "#",
        borderBottomLeft: "#", borderBottomRight: "#",
        keyboard: ":", covered: "X", unsafe: ".", upArrow: "^", openBracket: "[", closeBracket: "]"
    )
}
