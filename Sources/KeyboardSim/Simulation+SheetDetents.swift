/// Sheet detents (iOS 15+, `sheetPresentationController.detents`): a page or
/// form sheet shown as a card (an iPhone in portrait, a compact-width iPad
/// window) can rest at the medium detent, about half the screen, and the
/// keyboard changes where it sits.
///
/// Sources (docs/engine.md, "Sheets and windows"):
/// - The medium detent is "approximately half the height of the screen"
///   (Apple's `UISheetPresentationController.Detent.medium()` page); a sheet
///   starts at its smallest detent unless `selectedDetentIdentifier` says
///   otherwise (Apple's `selectedDetentIdentifier` page). keylab's medium
///   sheet starts at half the window's height, rounded (≈).
/// - With the large detent available, focusing a field in a medium sheet
///   makes it grow to the largest detent: FB17890661
///   (feedback-assistant/reports #669, iOS 26: "When the sheet is minimized
///   and I focus the text field, the sheet automatically expands to the
///   largest possible detent"). keylab grows it in the keyboard's animation,
///   after the Will notifications (as the iPad form sheet moves), and leaves
///   it large when the keyboard goes down (the selected detent changed; ≈).
/// - With only the medium detent, the sheet keeps its height and rises with
///   the keyboard (ryanbr/noop PR #450, 2026: the sheet "stays at .medium
///   height" with the keyboard up and its top content is clipped): keylab
///   lifts it until its bottom meets the keyboard's top, not above the status
///   bar (≈), and lowers it with the hide.
/// - On a regular-width iPad the sheet keeps its form or page size: detents
///   are not applied (≈; Apple's sample code shows detents on iPhone and in
///   compact width).

/// A detent of a sheet.
public enum SheetDetent: String, CaseIterable, Equatable, Hashable, Sendable {
    /// `.medium()`: about half the screen.
    case medium
    /// `.large()`: the full sheet (the default).
    case large
}

/// The detents a sheet offers (`sheetPresentationController.detents`).
public enum SheetDetents: String, CaseIterable, Equatable, Hashable, Sendable {
    /// `[.large()]`, UIKit's default.
    case large
    /// `[.medium(), .large()]`: starts at medium; the keyboard grows it to large.
    case mediumAndLarge = "medium"
    /// `[.medium()]`: stays medium; rises with the keyboard.
    case mediumOnly = "medium-only"

    /// The smallest detent, where the sheet starts.
    public var smallest: SheetDetent { self == .large ? .large : .medium }
    /// Whether the sheet can grow to the large detent.
    public var offersLarge: Bool { self != .mediumOnly }
    /// UIKit's spelling.
    public var swiftText: String {
        switch self {
        case .large: return "[.large()]"
        case .mediumAndLarge: return "[.medium(), .large()]"
        case .mediumOnly: return "[.medium()]"
        }
    }
}

extension Simulation {
    /// Whether the sheet is a card that detents resize: a page or form sheet
    /// in a compact-width window in portrait (an iPhone in landscape shows
    /// sheets over the whole screen; a regular-width iPad keeps its size).
    func detentsApply(_ o: Orientation) -> Bool {
        presentation.style != .fullScreen && !windowIsRegular(o) && (device.isPad || o == .portrait)
    }

    /// The sheet's frame at the medium detent in the window: its top at half
    /// the window's height, rounded (≈), reaching the bottom.
    func mediumSheetFrame(in window: Rect) -> Rect {
        let top = (window.height / 2).rounded()
        return Rect(x: 0, y: top, width: window.width, height: window.height - top)
    }

    /// `:present page-sheet|form-sheet [medium|medium-only]` (or the learner's
    /// `sheetPresentationController.detents`): the detents, the sheet resting
    /// at the smallest. A scene edit.
    public mutating func setDetents(_ detents: SheetDetents) {
        presentation.detents = detents
        presentation.selected = detents.smallest
        setPresentation(presentation.style)
    }

    /// The keyboard came up over a medium sheet that offers the large detent:
    /// the sheet grows to large in the keyboard's animation (after the Will
    /// notifications; FB17890661); the root view takes the new size.
    mutating func growMediumSheetForKeyboard(_ steps: inout [TraceStep]) {
        guard keyboard.docked, keyboard.isLocal, presentation.selected == .medium, presentation.detents.offersLarge,
              detentsApply(orientation) else { return }
        let before = hostFrame
        presentation.selected = .large
        presentation.lift = 0
        let size = hostSize(orientation)
        views[0].frame = Rect(x: views[0].frame.x, y: views[0].frame.y, width: size.width, height: size.height)
        views[0].givenFrame = views[0].frame
        steps.append(.engineNote(.presentation(.mediumSheetGrows(from: before.minY, to: hostFrame.minY))))
        layoutPass(reasons: [.sheetResized], &steps)
    }

    /// How far a medium-only sheet rises while a docked keyboard is up: until
    /// its bottom meets the keyboard's top, not above the status bar (≈).
    func mediumSheetLift() -> Double {
        guard keyboard.docked, presentation.selected == .medium, detentsApply(orientation) else { return 0 }
        let w = windowFrame
        let rest = sheetFrameInWindow(orientation)
        let keyboardTop = keyboard.frame.minY - w.minY
        guard rest.maxY > keyboardTop else { return 0 }
        let safeTop = max(0, device.safeArea(orientation).top - w.minY)
        return max(0, rest.minY - max(safeTop, keyboardTop - rest.height))
    }
}
