/// The app's window on an iPad: the whole screen, one side of Split View, or
/// a Slide Over panel (`:window`). A narrower window than the screen is why
/// the keyboard's frame (in *screen* coordinates) must be converted before it
/// is compared with a view.
public enum WindowMode: Equatable, Hashable, Sendable {
    /// The window fills the screen (every iPhone; an iPad app alone).
    case full
    /// Split View: this app is on the right, taking `numerator/denominator`
    /// of the screen's width (1/2, 1/3, 2/3).
    case split(numerator: Int, denominator: Int)
    /// Slide Over: a narrow panel floating over another app, inset from the
    /// screen's edges.
    case slideOver
    /// Stage Manager (iPadOS 16+): a window of its own size and place, here a
    /// centred one that stops above the screen's bottom (≈: windows are
    /// resizable and no default size is published).
    case stageManager

    /// The words after `:window` (`split 1/2`, `slide-over`, `full`).
    public var commandText: String {
        switch self {
        case .full: return "full"
        case .split(let n, let d): return "split \(n)/\(d)"
        case .slideOver: return "slide-over"
        case .stageManager: return "stage-manager"
        }
    }

    /// Every mode `:window` accepts (for completion and help).
    public static let all: [WindowMode] = [.full, .split(numerator: 1, denominator: 2),
                                          .split(numerator: 1, denominator: 3), .split(numerator: 2, denominator: 3),
                                          .slideOver, .stageManager]

    /// Gap between two Split View windows, and Slide Over's panel width and
    /// margins: estimates (Apple publishes no point sizes for these).
    static let splitDivider = 10.0
    static let slideOverWidth = 320.0
    static let slideOverMargin = 20.0
    static let stageManagerTop = 30.0

    /// The window's frame in screen coordinates on a screen of this size.
    func frame(screen s: Size) -> Rect {
        switch self {
        case .full:
            return Rect(origin: .zero, size: s)
        case .split(let n, let d):
            // This app takes its share of the width minus half the divider, on the right.
            let width = (s.width * Double(n) / Double(d) - Self.splitDivider / 2).rounded()
            return Rect(x: s.width - width, y: 0, width: width, height: s.height)
        case .slideOver:
            let m = Self.slideOverMargin
            return Rect(x: s.width - Self.slideOverWidth - m / 2, y: m, width: Self.slideOverWidth, height: s.height - 2 * m)
        case .stageManager:
            // ≈: 80 % of the width, 75 % of the height, centred, 30 pt from the top.
            let width = (s.width * 0.8).rounded(), height = (s.height * 0.75).rounded()
            return Rect(x: ((s.width - width) / 2).rounded(), y: Self.stageManagerTop, width: width, height: height)
        }
    }
}
