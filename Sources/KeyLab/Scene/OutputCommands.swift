import KeyboardSim

/// `:layout`, `:trace`, `:json` and `:code`: looking at the scene.
enum OutputCommands {
    static var all: [Command] { [layout, trace, json, code] }

    static var layout: Command {
        let fail = UsageFailure(usage: ":layout")
        return Command(
            name: "layout", group: .output,
            summary: "draw the screen and print the frame table",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44\n:layout",
            details: "The drawing is to scale: views are labelled boxes (one-row views [in brackets]), the keyboard is shaded, "
                + "the covered part of the focused field is marked, dots are outside the safe area. "
                + "The frame table gives each view's frame in its parent, its frame on screen and the points the keyboard covers.",
            run: { session, invocation in
                guard invocation.arguments.isEmpty else {
                    return fail.problem(Messages.current.takesNoArguments("layout"))
                }
                let simulation = session.scene.simulation
                let columns = session.environment.width, language = session.messages.language
                let lines = [ScreenDrawing(ScreenPicture(simulation, language: language), style: session.style, columns: columns, language: language,
                                           rows: ScreenDrawing.rows(forTerminal: session.environment.height)).render()]
                    + FrameTable.lines(simulation, style: session.style, columns: max(ScreenDrawing.minimumColumns, columns),
                                       language: language)
                return .text(session.sceneText(lines.joined(separator: "\n")))
            }
        )
    }

    static var trace: Command {
        let fail = UsageFailure(usage: ":trace")
        return Command(
            name: "trace", group: .output,
            summary: "every notification so far, with handlers",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44\n:focus nickname\n:trace",
            details: "Notifications are numbered in the order they were posted since the scene was last reset (:clear, :device).",
            run: { session, invocation in
                guard invocation.arguments.isEmpty else {
                    return fail.problem(Messages.current.takesNoArguments("trace"))
                }
                let lines = TraceLog.lines(session.scene.log, ascii: !session.style.unicode)
                if lines.isEmpty {
                    return .text(session.messages.emptyTrace)
                }
                return .text(session.sceneText(lines.joined(separator: "\n")))
            }
        )
    }

    static var json: Command {
        let fail = UsageFailure(usage: ":json")
        return Command(
            name: "json", group: .output,
            summary: "the state as one line of JSON",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44\n:json",
            details: "device, orientation, screen, keyboard {visible, frame}, firstResponder and every view with frame "
                + "(parent coordinates), screenFrame (screen coordinates) and covered; scroll views add contentOffset and contentInset.",
            run: { session, invocation in
                guard invocation.arguments.isEmpty else {
                    return fail.problem(Messages.current.takesNoArguments("json"))
                }
                return .text(session.scene.simulation.json())
            }
        )
    }

    static var code: Command {
        let fail = UsageFailure(usage: ":code")
        return Command(
            name: "code", group: .output,
            summary: "the UIKit view controller for this screen",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44\n:strategy shift-view only nickname\n:code",
            details: "Observers are added when the screen loads or appears and removed in viewWillDisappear; the handlers "
                + "do the strategy's arithmetic and animate with the notification's duration and curve.",
            run: { session, invocation in
                guard invocation.arguments.isEmpty else {
                    return fail.problem(Messages.current.takesNoArguments("code"))
                }
                let source = LearnerControllerCode.source(for: session) ?? ViewControllerCode.source(for: session.scene.simulation)
                // At a terminal, lines wider than it break where Swift allows, never inside a name;
                // a script or a transcript gets the code as written, ready to paste.
                guard session.environment.interactive else { return .text(source) }
                return .text(source.split(separator: "\n", omittingEmptySubsequences: false)
                    .flatMap { CodeWrap.lines(String($0), width: session.environment.width) }.joined(separator: "\n"))
            }
        )
    }
}

/// The lines of `:trace`: notifications numbered in posting order, the
/// handler steps and layout passes they caused indented below them.
enum TraceLog {
    static func lines(_ log: [Trace], ascii: Bool) -> [String] {
        let total = log.reduce(0) { $0 + $1.notifications.count }
        guard total > 0 else { return [] }
        let width = String(total).count
        var number = 0
        var lines: [String] = []
        let indent = String(repeating: " ", count: width + 1)
        var currentHandler: String?
        for trace in log {
            for step in trace.steps {
                switch step {
                case .notification(let notification):
                    number += 1
                    currentHandler = nil
                    lines.append(String(number).padded(to: width) + " " + TraceFormatter.notificationLine(notification))
                case .handler(let handler):
                    guard number > 0 else { continue }
                    let header = "\(handler.strategy) \(handler.handler)"
                    if currentHandler != header {
                        currentHandler = header
                        lines.append(indent + "  " + header)
                    }
                    lines.append(indent + "    " + TraceFormatter.handlerLine(handler, ascii: ascii))
                case .layout(let pass):
                    guard number > 0 else { continue }
                    currentHandler = nil
                    lines += TraceFormatter.layoutLines(pass).map { indent + "  " + $0 }
                case .note, .engineNote, .verdict:
                    continue
                }
            }
        }
        return lines
    }
}
