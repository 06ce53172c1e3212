/// Sheets: where the presented screen's root view sits in its window, the
/// iPad form sheet moving up for the keyboard, and a sheet presented over
/// the screen (the presenter's `viewWillDisappear` is not called).
extension Simulation {
    /// The root view's container (the sheet, or the whole window) in screen
    /// coordinates, with a form sheet's lift for the keyboard applied.
    public var hostFrame: Rect {
        let w = windowFrame
        let s = sheetFrameInWindow(orientation).offsetBy(dx: w.minX, dy: w.minY)
        return s.offsetBy(dx: 0, dy: -presentation.lift)
    }

    /// The root view's size in an orientation: the sheet's or the window's.
    func hostSize(_ o: Orientation) -> Size { sheetFrameInWindow(o).size }

    /// Whether the window has a regular width (an iPad window wider than ≈600 pt):
    /// only then does a form sheet keep its own size.
    func windowIsRegular(_ o: Orientation) -> Bool {
        device.isPad && window.frame(screen: device.screenSize(o)).width > SheetMetrics.regularWidth
    }

    /// The sheet's resting frame in window coordinates (UIKit's
    /// `frameOfPresentedViewInContainerView`); the whole window when full screen.
    func sheetFrameInWindow(_ o: Orientation) -> Rect {
        let screen = device.screenSize(o)
        let w = window.frame(screen: screen)
        let whole = Rect(origin: .zero, size: w.size)
        let style = presentation.style
        guard style != .fullScreen else { return whole }
        // The status bar (or notch) reaching into the window.
        let safeTop = max(0, device.safeArea(o).top - w.minY)
        if windowIsRegular(o) {
            if style == .formSheet {
                let size = SheetMetrics.formSheetSize
                let width = min(size.width, w.width), height = min(size.height, w.height - safeTop)
                return Rect(x: ((w.width - width) / 2).rounded(), y: max(safeTop, ((w.height - height) / 2).rounded()),
                            width: width, height: height)
            }
            let width = min(SheetMetrics.padPageSheetWidth, w.width)
            let top = safeTop + SheetMetrics.pageSheetGap
            return Rect(x: ((w.width - width) / 2).rounded(), y: top, width: width, height: w.height - top)
        }
        // Compact width: an iPhone in landscape shows sheets over the whole
        // screen; in portrait (and a narrow iPad window) a card below the status bar.
        if !device.isPad && o == .landscape { return whole }
        if presentation.selected == .medium { return mediumSheetFrame(in: whole) }
        let top = safeTop + SheetMetrics.pageSheetGap
        return Rect(x: 0, y: top, width: w.width, height: w.height - top)
    }

    /// `:present full-screen|page-sheet|form-sheet` (or the learner's
    /// `modalPresentationStyle`): the screen is presented that way. A scene
    /// edit: the root view takes the sheet's size and a layout pass runs.
    public mutating func setPresentation(_ style: PresentationStyle) {
        if style == .fullScreen || style != presentation.style { presentation.detents = .large; presentation.selected = .large }
        presentation.style = style
        presentation.lift = 0
        views[0].frame = Rect(origin: .zero, size: hostSize(orientation))
        views[0].givenFrame = views[0].frame
        layoutPlan = nil
        _ = try? runLayoutPass()
        if keyboard.visible { presentation.lift = formSheetLift() + mediumSheetLift() }
    }

    /// How far an iPad form sheet in a regular-width window moves up while a
    /// docked keyboard is up: until its bottom meets the keyboard's top, but
    /// no higher than the status bar's bottom (≈; the behaviour: mullvad PR
    /// #2706, freshOS/KeyboardLayoutGuide PR #43).
    func formSheetLift() -> Double {
        guard presentation.style == .formSheet, windowIsRegular(orientation), keyboard.docked else { return 0 }
        let w = windowFrame
        let rest = sheetFrameInWindow(orientation)
        let keyboardTop = keyboard.frame.minY - w.minY
        guard rest.maxY > keyboardTop else { return 0 }
        let safeTop = max(0, device.safeArea(orientation).top - w.minY)
        let target = max(safeTop, keyboardTop - rest.height)
        return max(0, rest.minY - target)
    }

    /// After the keyboard's frame changed (between the Will and the Did
    /// notifications): an iPad form sheet moves, in the keyboard's
    /// animation, so handlers of the Will notifications saw it where it was.
    mutating func moveSheetForKeyboard(_ steps: inout [TraceStep]) {
        growMediumSheetForKeyboard(&steps)
        let medium = presentation.selected == .medium && detentsApply(orientation)
        guard presentation.style == .formSheet || medium else { return }
        let lift = medium ? mediumSheetLift() : formSheetLift()
        guard lift != presentation.lift else { return }
        let rest = sheetFrameInWindow(orientation).offsetBy(dx: windowFrame.minX, dy: windowFrame.minY)
        let before = rest.minY - presentation.lift
        presentation.lift = lift
        let top = keyboard.visible ? keyboard.frame.minY : nil
        steps.append(.engineNote(.presentation(medium
            ? .mediumSheetMoves(from: before, to: rest.minY - lift, keyboardTop: top, sheetHeight: rest.height)
            : .formSheetMoves(from: before, to: rest.minY - lift, keyboardTop: top, sheetHeight: rest.height))))
    }

    /// The explanation a sheet adds to a Will notification: the end frame's
    /// top is in screen coordinates; in the sheet's root view it is less the
    /// sheet's top.
    func sheetKeyboardNote(_ n: KeyboardNotification) -> EngineNote? {
        guard presentation.style != .fullScreen, n.name == .willShow else { return nil }
        let host = hostFrame
        let top = n.userInfo.frameEnd.minY
        let rootY = views[0].frame.minY
        return .presentation(.keyboardTopInSheet(style: presentation.style, sheetY: host.minY, rootY: rootY, keyboardY: top,
                                                 inView: top - host.minY - rootY))
    }

    /// `:screen sheet page-sheet|form-sheet`: the screen presents a sheet
    /// over itself. Since iOS 13 the presenter stays in the hierarchy and
    /// gets no `viewWillDisappear`, so observers removed there stay; its
    /// first responder resigns as the sheet takes over.
    mutating func presentSheetOver(_ style: PresentationStyle, _ steps: inout [TraceStep]) throws(SimError) {
        guard screenVisible else { throw .eventNotPossible(.screenAlreadyGone) }
        steps.append(.engineNote(.presentation(.sheetPresentedOver(style))))
        if firstResponder != nil {
            steps.append(.engineNote(.firstResponderResignsOnDisappear))
            resign(&steps)
        }
        presentation.coveredBy = style
        screenVisible = false
    }

    /// The screen's controller called `present(_:animated:)` (after the code
    /// that asked is over): full screen as `:screen disappear`, a sheet as
    /// `:screen sheet`. Nothing when the screen is already covered.
    public mutating func presentFromCode(_ style: PresentationStyle, _ steps: inout [TraceStep]) {
        guard screenVisible else { return }
        steps.append(.note("present(_:animated:)  // modalPresentationStyle \(style.swiftName)"))
        if style == .fullScreen { try? screenDisappear(&steps) } else { try? presentSheetOver(style, &steps) }
    }

    /// The screen's controller dismissed what it presented: the screen is back.
    public mutating func dismissPresentedFromCode(_ steps: inout [TraceStep]) {
        guard !screenVisible else { return }
        steps.append(.note("dismiss(animated:)"))
        try? screenAppear(&steps)
    }
}
