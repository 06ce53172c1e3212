/// How the screen's view controller is presented (`:present`, or the
/// learner's `modalPresentationStyle`): filling its window, or as a sheet
/// whose root view does not reach the window's top (an iPhone page sheet)
/// or sits in the middle of it (an iPad form sheet). The keyboard's frames
/// stay in screen coordinates, so a sheet is where `endFrame.origin.y` stops
/// being the keyboard's top in the root view. Numbers: docs/engine.md,
/// "Sheets and windows".
public enum PresentationStyle: String, CaseIterable, Equatable, Hashable, Sendable {
    /// `.fullScreen`: the root view is the window's size (keylab's default).
    case fullScreen = "full-screen"
    /// `.pageSheet` (what `.automatic` gives a plain controller since iOS 13).
    case pageSheet = "page-sheet"
    /// `.formSheet`: a fixed-size sheet in the middle of an iPad's window; an
    /// iPhone shows it as a page sheet.
    case formSheet = "form-sheet"

    /// UIKit's spelling (`.pageSheet`).
    public var swiftName: String {
        switch self {
        case .fullScreen: return ".fullScreen"
        case .pageSheet: return ".pageSheet"
        case .formSheet: return ".formSheet"
        }
    }

    /// `UIModalPresentationStyle`'s raw value (what the learner's code holds).
    public var rawUIKitValue: Int {
        switch self {
        case .fullScreen: return 0
        case .pageSheet: return 1
        case .formSheet: return 2
        }
    }

    /// The style for a `UIModalPresentationStyle` raw value: `.automatic`
    /// (−2) is a page sheet for a plain controller (iOS 13+); styles keylab
    /// does not model (popover, custom, over-full-screen…) give nil.
    public init?(uikitRawValue raw: Int) {
        switch raw {
        case 0: self = .fullScreen
        case 1, -2: self = .pageSheet
        case 2: self = .formSheet
        default: return nil
        }
    }
}

/// The screen's presentation: its style, how far the system has lifted an
/// iPad form sheet for the keyboard, and whether a sheet has been presented
/// *over* the screen (`:screen sheet`).
public struct Presentation: Equatable, Hashable, Sendable {
    /// How the screen itself is presented.
    public var style: PresentationStyle = .fullScreen
    /// Points an iPad form sheet has moved up from its resting place because
    /// the keyboard is up (0 otherwise).
    public var lift: Double = 0
    /// A sheet this screen presented, covering it; nil when none. Under a
    /// sheet the presenter gets no `viewWillDisappear` (iOS 13+).
    public var coveredBy: PresentationStyle? = nil
    /// The sheet's detents (Simulation+SheetDetents.swift) and the one it rests at.
    public var detents: SheetDetents = .large
    public var selected: SheetDetent = .large

    public init() {}
}

/// Sheet sizes (all estimates but the documented behaviour; docs/engine.md).
enum SheetMetrics {
    /// A page sheet on an iPhone starts this far below the top safe-area inset (≈).
    static let pageSheetGap = 10.0
    /// The iPad form sheet's size before iPadOS 16 made it "slightly bigger" (≈).
    static let formSheetSize = Size(width: 540, height: 620)
    /// The iPad page sheet's width (≈).
    static let padPageSheetWidth = 704.0
    /// A window narrower than this has a compact width: sheets show as on an iPhone (≈).
    static let regularWidth = 600.0
}

/// The trace's remarks about sheets (`EngineNote.presentation`).
public enum PresentationNote: Equatable, Hashable, Sendable {
    /// A Will notification on a sheet: the end frame's top `keyboardY` is in
    /// screen coordinates; the sheet (and its root view, shifted by `rootY`)
    /// starts at `sheetY`, so the keyboard's top in the root view is `inView`.
    case keyboardTopInSheet(style: PresentationStyle, sheetY: Double, rootY: Double, keyboardY: Double, inView: Double)
    /// An iPad form sheet moves with the keyboard's animation, after the Will
    /// notifications: from `from` to `to` (screen y); `keyboardTop` is nil when
    /// the keyboard went down.
    case formSheetMoves(from: Double, to: Double, keyboardTop: Double?, sheetHeight: Double)
    /// `:screen sheet`: a sheet is presented over the screen.
    case sheetPresentedOver(PresentationStyle)
    /// A sheet covers the screen, yet the presenter's observer runs.
    case presenterStillObserving(handler: String)
    /// The sheet over the screen is dismissed: no `viewWillAppear`.
    case sheetDismissed
    /// A medium sheet that offers the large detent grows to it as the keyboard
    /// comes up: its top from `from` to `to` (screen y), after the Will notifications.
    case mediumSheetGrows(from: Double, to: Double)
    /// A medium-only sheet rises with the keyboard (or goes back down when
    /// `keyboardTop` is nil), keeping its height.
    case mediumSheetMoves(from: Double, to: Double, keyboardTop: Double?, sheetHeight: Double)

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .keyboardTopInSheet(let style, let sheetY, let rootY, let keyboardY, let inView):
            let root = rootY == 0 ? "" : " − (\(num(rootY)))"
            return "\(style.rawValue) at y \(num(sheetY)) on the screen: endFrame.origin.y \(num(keyboardY)) is in screen coordinates;"
                + " in the root view the keyboard's top is \(num(keyboardY)) − \(num(sheetY))\(root) = \(num(inView))"
        case .formSheetMoves(let from, let to, let keyboardTop, let height):
            if let top = keyboardTop {
                return "the form sheet moves up in the keyboard's animation: y \(num(from)) → \(num(to))"
                    + " (its bottom toward the keyboard's top: \(num(top)) − \(num(height)) = \(num(top - height)), not above the status bar);"
                    + " the Will handlers saw it at \(num(from))"
            }
            return "the form sheet moves back down in the keyboard's animation: y \(num(from)) → \(num(to))"
        case .sheetPresentedOver(let style):
            return "a \(style.rawValue) is presented over the screen: the presenter stays, and its viewWillDisappear is NOT called (iOS 13+)"
        case .presenterStillObserving(let handler):
            return "a sheet covers the screen and viewWillDisappear never ran: the presenter's \(handler) still runs"
        case .sheetDismissed:
            return "the sheet is dismissed: the presenter never left, so viewWillAppear is not called either"
        case .mediumSheetGrows(let from, let to):
            return "the keyboard comes up over a medium sheet: it grows to the large detent in the keyboard's animation, y \(num(from)) → \(num(to)); the Will handlers saw it at \(num(from))"
        case .mediumSheetMoves(let from, let to, let keyboardTop, let height):
            if let top = keyboardTop {
                return "the medium sheet (no large detent) rises with the keyboard, keeping its height: y \(num(from)) → \(num(to))"
                    + " (its bottom to the keyboard's top: \(num(top)) − \(num(height)) = \(num(top - height)), not above the status bar);"
                    + " the Will handlers saw it at \(num(from))"
            }
            return "the medium sheet goes back down with the keyboard: y \(num(from)) → \(num(to))"
        }
    }
}
