import KeyboardSim

/// `:present full-screen|page-sheet|form-sheet`: how the screen's controller
/// is presented (`modalPresentationStyle`). A scene edit, like `:window`:
/// no notifications; the root view takes the sheet's frame.
enum PresentationCommand {
    static let words = PresentationStyle.allCases.map(\.rawValue)

    static var present: Command {
        let fail = UsageFailure(usage: ":present full-screen|page-sheet|form-sheet [medium|medium-only|large]")
        return Command(
            name: "present", group: .scene,
            summary: "show the screen as a page or form sheet",
            usage: fail.usage,
            example: ":present page-sheet\n:expect sheet.y == 30\n:add textfield note 16 560 343 36\n:focus note",
            details: "page-sheet: iOS 13's default modal. On an iPhone in portrait the sheet\n"
                + "starts 10 pt below the status bar (≈) and reaches the bottom: iPhone 8\n"
                + "y 30, iPhone X y 54; in iPhone landscape it fills the screen.\n"
                + "form-sheet: on an iPad a 540 × 620 sheet in the middle of the window (≈)\n"
                + "that moves up while the keyboard is up, after the Will notifications; on\n"
                + "an iPhone the same as a page sheet. The keyboard's frame stays in screen\n"
                + "coordinates: endFrame.origin.y is not the keyboard's top in the root\n"
                + "view; view.convert(endFrame, from: screen.coordinateSpace) is.\n"
                + "medium / medium-only: sheetPresentationController.detents = [.medium(), .large()]\n"
                + "or [.medium()]: the sheet rests at half the screen (≈). With the large detent the\n"
                + "keyboard grows it to large, after the Will notifications; medium-only rises with\n"
                + "the keyboard, keeping its height (≈). A regular-width iPad keeps its size.\n"
                + "Paths: sheet.x|y|width|height. full-screen: the window again.",
            complete: { _, index, _ in index == 0 ? words : index == 1 ? SheetDetents.allCases.map(\.rawValue) : [] },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count == 1 || words.count == 2, let word = words.first else {
                    return fail.problem(words.isEmpty ? Messages.current.presentation(.missingStyle)
                                                      : Messages.current.buildError(.tooManyWords, ["words": invocation.rest]))
                }
                guard let style = PresentationStyle(rawValue: word) else {
                    var problem = Messages.current.presentation(.unknownStyle, ["word": Suggestions.echo(word)])
                    if let hint = Suggestions.didYouMean(word, in: Self.words, language: Messages.current.language) { problem += "; " + hint }
                    return fail.problem(problem)
                }
                var detents = SheetDetents.large
                if words.count == 2 {
                    guard style != .fullScreen else { return fail.problem(Messages.current.presentation(.detentOnFullScreen)) }
                    guard let d = SheetDetents(rawValue: words[1]) else {
                        return fail.problem(Messages.current.presentation(.unknownDetent, ["word": Suggestions.echo(words[1])]))
                    }
                    detents = d
                }
                var simulation = session.scene.simulation
                simulation.setPresentation(style)
                if style != .fullScreen { simulation.setDetents(detents) }
                session.scene.simulation = simulation
                return .text(answer(simulation))
            }
        )
    }

    /// What `:present` prints: the style, the root view's frame on the screen
    /// and its safe area.
    static func answer(_ s: Simulation) -> String {
        let m = Messages.current
        guard s.presentation.style != .fullScreen else { return m.presentation(.presentedFull) }
        let i = s.safeAreaInsets
        let safe = m.container(.safeArea, ["top": formatNumber(i.top, ascii: false), "bottom": formatNumber(i.bottom, ascii: false)])
        let line = m.presentation(.presented, ["style": s.presentation.style.rawValue, "swift": s.presentation.style.swiftName,
                                               "frame": FrameTable.format(s.hostFrame), "safeArea": safe])
        guard s.presentation.detents != .large else { return line }
        return line + "\n" + m.presentation(.detents, ["detents": s.presentation.detents.swiftText])
    }
}
