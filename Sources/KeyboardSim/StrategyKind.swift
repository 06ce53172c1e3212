/// The keyboard-avoidance strategies (`:strategy NAME`).
public enum StrategyKind: String, CaseIterable, Equatable, Hashable, Sendable {
    case none
    case shiftView = "shift-view"
    case move
    case constraints
    case scroll
    case minimal
    case layoutGuide = "layout-guide"
    case swiftUI = "swiftui"

    /// The strategy names (for tab completion and suggestions).
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The options after the name, in the order `:help` shows them.
    /// `forget-removal` and `check-local` apply to every strategy that observes notifications.
    public var optionNames: [String] {
        let common = ["forget-removal", "check-local"]
        switch self {
        case .none: return common
        case .shiftView: return ["only", "guard", "measure"] + common
        case .move: return ["resign-on-rotate"] + common
        case .constraints: return ["push", "margin"] + common
        case .scroll: return ["threshold", "anchor", "padding"] + common
        case .minimal: return ["distance"] + common
        case .layoutGuide: return []
        case .swiftUI: return ["ignores-keyboard"]
        }
    }

    /// Strategies that take a view name right after the strategy name.
    public var targetDescription: String? {
        switch self {
        case .move: return "VIEW"
        case .scroll: return "SCROLLVIEW"
        default: return nil
        }
    }

    /// One-line usage (`scroll SCROLLVIEW [threshold 0.6] [anchor 0.3] [padding 20]`).
    public var usage: String {
        switch self {
        case .none: return "none [forget-removal on|off] [check-local on|off]"
        case .shiftView: return "shift-view [only FIELD] [guard on|off] [measure end|window|screen] [forget-removal on|off] [check-local on|off]"
        case .move: return "move VIEW [resign-on-rotate on|off] [forget-removal on|off] [check-local on|off]"
        case .constraints: return "constraints [push VIEW] [margin 16] [forget-removal on|off] [check-local on|off]"
        case .scroll: return "scroll SCROLLVIEW [threshold 0.6] [anchor 0.3] [padding 20] [forget-removal on|off] [check-local on|off]"
        case .minimal: return "minimal [distance 10] [forget-removal on|off] [check-local on|off]"
        case .layoutGuide: return "layout-guide"
        case .swiftUI: return "swiftui [ignores-keyboard on|off]"
        }
    }

    /// What the strategy does, in one sentence.
    public var summary: String {
        switch self {
        case .none: return "nothing moves: shows the problem"
        case .shiftView: return "view.frame.origin.y -= keyboard height on show, += on hide"
        case .move: return "moves one view up by the keyboard's height on show and back on hide"
        case .constraints: return "bottom constraints get −keyboard height; a content view's top is pushed up by the overlap + margin"
        case .scroll: return "content inset = keyboard + padding, then scrollRectToVisible"
        case .minimal: return "IQKeyboardManager: shift the root by just enough to keep the field distance points above the keyboard"
        case .layoutGuide: return "iOS 15 keyboardLayoutGuide: views pinned to keyboard.top follow the keyboard, no code"
        case .swiftUI: return "SwiftUI (iOS 14+): the keyboard shrinks the safe area; views pinned to safe.bottom move up, no code"
        }
    }
}
