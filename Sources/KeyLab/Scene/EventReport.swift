import KeyboardSim

/// The text printed after an event: notes, notifications with their userInfo,
/// handler steps with their arithmetic and layout passes (when explaining),
/// the verdict, the animation frames (with `:animate on`), then the drawing
/// and the frame table (with `:draw on`).
struct EventReport {
    let trace: Trace
    /// The state before and after the event.
    let before: Simulation
    let after: Simulation
    let settings: SceneState
    let style: Style
    /// keylab's own words in the session's language.
    var messages = Messages(.english)
    /// The terminal's width: the drawing and the frame table fit in it.
    var columns = 80
    /// The terminal's height (0: unknown): a short terminal gets a squeezed drawing.
    var rows = 0

    func text() -> String {
        var lines: [String] = []
        if settings.explain {
            // A line wider than the terminal continues under itself, indented.
            lines += TraceFormatter.explanation(trace.steps, ascii: !style.unicode)
                .flatMap(fitted).map(highlightNotification)
        }
        if let verdict = trace.verdict, let line = VerdictText.line(verdict, in: after, messages: messages) {
            // Colour tells good from bad at a glance (only on a colour terminal).
            if case .visible = verdict.kind { lines += fitted(line).map(style.green) } else { lines += fitted(line).map(style.red) }
        }
        if settings.animate {
            lines += AnimationFrames.lines(trace: trace, before: before, after: after)
        }
        if settings.draw {
            if !lines.isEmpty { lines.append("") }
            lines.append(ScreenDrawing(ScreenPicture(after, language: messages.language), style: style, columns: columns,
                                       language: messages.language, rows: ScreenDrawing.rows(forTerminal: rows)).render())
            lines += FrameTable.lines(after, style: style, columns: max(ScreenDrawing.minimumColumns, columns),
                                      language: messages.language)
        }
        return AsciiFallback.apply(lines.joined(separator: "\n"), style: style)
    }

    /// `line` fitted to the terminal (`TraceLineWrap`).
    private func fitted(_ line: String) -> [String] {
        TraceLineWrap.lines(line, width: columns)
    }

    /// The notification's name in colour: `keyboardWillShow   begin …`.
    private func highlightNotification(_ line: String) -> String {
        guard style.color, line.hasPrefix("keyboard") else { return line }
        let name = line.prefix { $0 != " " }
        return style.cyan(String(name)) + line.dropFirst(name.count)
    }
}

/// The verdict line: `verdict: nickname is covered by 44 pt (its whole height)`.
enum VerdictText {
    /// nil when there is no first responder (nothing to judge).
    static func line(_ verdict: Verdict, in simulation: Simulation, messages: Messages = Messages(.english)) -> String? {
        guard let field = verdict.field else { return nil }
        let number = { (value: Double) in formatNumber(value, ascii: false) }
        switch verdict.kind {
        case .noFirstResponder:
            return nil
        case .visible(let clearance):
            if simulation.keyboardFrame != nil && clearance > 0 {
                return messages.visibleAbove(field, clearance: number(clearance))
            }
            return messages.visible(field)
        case .covered(let amount):
            let height = simulation.frame(of: field)?.height ?? 0
            let whole = height > 0 && amount >= height - 0.001
            return messages.covered(field, amount: number(amount), height: whole ? nil : number(height))
        case .aboveSafeArea(let amount):
            return messages.aboveSafeArea(field, amount: number(amount))
        case .belowScreen(let amount):
            return messages.belowScreen(field, amount: number(amount))
        }
    }
}
