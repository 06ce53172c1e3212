import SimUIKit
import KeyboardSim

/// `:focus`, `:dismiss`, `:keyboard` and `:rotate`: the events that move the
/// keyboard. Each applies an event to the simulation and prints the report.
enum EventCommands {
    static var all: [Command] { [focus, dismiss, keyboard, rotate, screen, dragDismiss] }

    /// Applies `event`; on error the scene is unchanged and the command's usage is shown.
    static func fire(_ event: Event, _ session: Session, _ fail: UsageFailure) -> Reply {
        let before = session.scene.simulation
        var simulation = before
        let trace = simulation.apply(event)
        if let error = trace.error { return fail.reply(error) }
        session.scene.simulation = simulation
        session.scene.log.append(trace)
        let report = EventReport(trace: trace, before: before, after: simulation, settings: session.scene, style: session.style,
                                 messages: session.messages, columns: session.environment.width, rows: session.environment.height)
        let revealed = PredictCommand.reveal(in: session)
        return .text((revealed + [report.text()]).filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    static var focus: Command {
        let fail = UsageFailure(usage: ":focus FIELD")
        return Command(
            name: "focus", group: .events,
            summary: "make a field first responder (keyboard up)",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44\n:focus nickname",
            details: "FIELD is a textfield or textview. With the keyboard already up, the show notifications are posted again.",
            complete: { session, index, _ in
                index == 0 ? session.scene.simulation.views.filter { $0.kind.isTextInput }.map(\.name) : []
            },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count == 1, let field = words.first else {
                    return fail.problem(words.isEmpty ? Messages.current.eventError(.missingField) : Messages.current.eventError(.oneField, ["words": invocation.rest]))
                }
                return fire(.focus(field), session, fail)
            }
        )
    }

    static var dismiss: Command {
        let fail = UsageFailure(usage: ":dismiss")
        return Command(
            name: "dismiss", group: .events,
            summary: "resign first responder (keyboard down)",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44\n:focus nickname\n:dismiss",
            run: { session, invocation in
                guard invocation.arguments.isEmpty else {
                    return fail.problem(Messages.current.takesNoArguments("dismiss"))
                }
                return fire(.dismiss, session, fail)
            }
        )
    }

    static let keyboardWords = ["show", "hide", "predictive", "hardware", "floating", "split", "drag", "follows-undocked", "reduce-motion", "assistant", "remote"]
        + KeyboardKind.allCases.map(\.word)

    static var keyboard: Command {
        let fail = UsageFailure(usage: ":keyboard show|hide|predictive on|off|hardware on|off|floating|split|drag [X] Y|follows-undocked on|off|reduce-motion on|off|assistant full|minimized|remote|KIND")
        return Command(
            name: "keyboard", group: .events,
            summary: "drive the keyboard and its variants",
            usage: fail.usage,
            example: ":keyboard show\n:keyboard predictive off\n:keyboard third-party\n:keyboard hide",
            details: "show/hide: the system shows or hides the keyboard without a first responder.\n"
                + "predictive on|off: the suggestion bar above the keys (on by default) changes the height.\n"
                + "hardware on|off: a hardware keyboard. On an iPhone nothing comes up (unless the\n"
                + "  field has an accessory view), yet WillHide/DidHide are posted on focus and on\n"
                + "  resign, never WillShow; an iPad posts the full keyboard's frame (313 pt) while\n"
                + "  only its 55 pt bar is on screen.\n"
                + "floating: the iPad keyboard undocks into the small floating keyboard (WillHide;\n"
                + "  then only the ChangeFrame pair, reporting a zero rectangle ≈); again to dock it (WillShow).\n"
                + "split: the iPad keyboard undocks full width, split in two (WillHide; then only the\n"
                + "  ChangeFrame pair, reporting y 0); again to dock it. The app shows between the\n"
                + "  halves (each ≈ 35 % of the width): a view there is not covered.\n"
                + "drag [X] Y: the user drags the undocked keyboard's top-left corner to (X, Y) on the\n"
                + "  screen: one ChangeFrame pair, with the same y-0 frames.\n"
                + "follows-undocked on|off: view.keyboardLayoutGuide.followsUndockedKeyboard (off by\n"
                + "  default: the guide stays at the safe area's bottom while the keyboard is undocked).\n"
                + "reduce-motion on|off: Reduce Motion with Prefer Cross-Fade Transitions: the keyboard\n"
                + "  fades in where it sits and the show notifications report an empty end frame (≈).\n"
                + "assistant full|minimized: iPad, hardware keyboard: the user minimizes the assistant\n"
                + "  toolbar (a flick) or expands it. Minimized outside Stage Manager it is no longer\n"
                + "  part of the keyboard (the hide sequence ≈) and overlaps the views at the\n"
                + "  bottom-right corner; in Stage Manager the frames report it (≈ 60 × 55).\n"
                + "remote: another app's keyboard in iPad multitasking (isLocal false); again to\n"
                + "  hide it. iPad only.\n"
                + "KIND: standard|emoji|cjk|third-party: switch keyboards with the globe key. CJK\n"
                + "  keyboards come up in two stages (291 → 335 on an iPhone X); third-party ones\n"
                + "  in three, starting from 0 while they load (0 → 216 → 256 on an iPhone 8).",
            complete: { _, index, previous in
                if index == 0 { return keyboardWords }
                if index == 1, ["predictive", "hardware", "follows-undocked", "reduce-motion"].contains(previous.first ?? "") { return ["on", "off"] }
                if index == 1, previous.first == "assistant" { return AssistantToolbar.allCases.map(\.rawValue) }
                return []
            },
            run: { session, invocation in
                let words = invocation.arguments
                guard let first = words.first else {
                    return fail.problem(Messages.current.eventError(.missingKeyboardAction, ["actions": keyboardWords.joined(separator: ", ")]))
                }
                let event: Event
                switch first {
                case "show", "hide", "floating", "split", "remote", "standard", "emoji", "cjk", "third-party":
                    guard words.count == 1 else {
                        return fail.problem(Messages.current.eventError(.nothingAfter, ["action": first, "words": words.dropFirst().joined(separator: " ")]))
                    }
                    switch first {
                    case "show": event = .keyboardShow
                    case "hide": event = .keyboardHide
                    case "floating": event = .floating
                    case "split": event = .split
                    case "remote": event = .remote
                    default: event = .keyboardKind(KeyboardKind(rawValue: first) ?? .standard)
                    }
                case "drag":
                    // `drag Y` or `drag X Y`: where the undocked keyboard's top-left corner lands.
                    guard words.count == 2 || words.count == 3 else {
                        return fail.problem(Messages.current.text(UndockedMessage.dragPosition, ["words": words.dropFirst().joined(separator: " ")]))
                    }
                    do throws(ArgumentProblem) {
                        let numbers = try words.dropFirst().map { w throws(ArgumentProblem) in try SceneArguments.number(w, what: "X/Y") }
                        event = .dragUndocked(x: numbers.count == 2 ? numbers[0] : nil, y: numbers[numbers.count - 1])
                    } catch {
                        return fail.reply(error)
                    }
                case "assistant":
                    guard words.count == 2, let form = AssistantToolbar(rawValue: words[1]) else {
                        return fail.problem(Messages.current.text(AssistantMessage.form, ["words": words.dropFirst().joined(separator: " ")]))
                    }
                    event = .assistantToolbar(form)
                case "predictive", "hardware", "follows-undocked", "reduce-motion":
                    guard words.count <= 2 else {
                        return fail.problem(Messages.current.eventError(.onOffAfter, ["action": first, "words": words.dropFirst().joined(separator: " ")]))
                    }
                    let on: Bool
                    do throws(ArgumentProblem) {
                        on = try SceneArguments.onOff(words.count == 2 ? words[1] : nil, what: ":keyboard \(first)")
                    } catch {
                        return fail.reply(error)
                    }
                    event = first == "predictive" ? .predictive(on) : first == "hardware" ? .hardware(on)
                        : first == "reduce-motion" ? .reduceMotion(on) : .followsUndocked(on)
                default:
                    var problem = Messages.current.eventError(.unknownKeyboardAction, ["word": Suggestions.echo(first)])
                    if let hint = Suggestions.didYouMean(first, in: keyboardWords, language: Messages.current.language) { problem += "; " + hint }
                    return fail.problem(problem)
                }
                return fire(event, session, fail)
            }
        )
    }

    static var rotate: Command {
        let fail = UsageFailure(usage: ":rotate [portrait|landscape]")
        return Command(
            name: "rotate", group: .events,
            summary: "rotate (no argument: toggle)",
            usage: fail.usage,
            example: ":add textfield nickname 20 200 335 44\n:focus nickname\n:rotate landscape",
            details: "viewWillTransition(to:with:) runs first; with the keyboard up it hides in the old orientation "
                + "and shows again in the new one, after a layout pass.",
            complete: { _, index, _ in index == 0 ? Orientation.allCases.map(\.rawValue) : [] },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count <= 1 else {
                    return fail.problem(Messages.current.eventError(.oneOrientation, ["words": invocation.rest]))
                }
                var target: Orientation?
                if let word = words.first {
                    guard let orientation = Orientation(rawValue: word) else {
                        var problem = Messages.current.eventError(.unknownOrientation, ["word": Suggestions.echo(word)])
                        if let hint = Suggestions.didYouMean(word, in: Orientation.allCases.map(\.rawValue), language: Messages.current.language) { problem += "; " + hint }
                        return fail.problem(problem)
                    }
                    target = orientation
                }
                let sim = session.scene.simulation
                let turnsTo = target ?? sim.orientation.toggled
                if turnsTo != sim.orientation, let binding = sim.strategy.as(CodeStrategy.self)?.binding,
                   !binding.turns(to: turnsTo) {
                    // A portrait-only screen: the device turns, the app's screen does not.
                    return .text(session.messages.text(ControllerMessage.screenDoesNotTurn, [
                        "orientation": turnsTo.rawValue, "name": binding.className, "current": sim.orientation.rawValue,
                    ]))
                }
                return fire(.rotate(to: target), session, fail)
            }
        )
    }

    static var screen: Command {
        let fail = UsageFailure(usage: ":screen appear|disappear|pop|sheet page-sheet|form-sheet")
        return Command(
            name: "screen", group: .events,
            summary: "the screen goes away or comes back",
            usage: fail.usage,
            example: ":strategy shift-view\n:screen disappear\n:screen appear\n:screen sheet page-sheet\n:keyboard show",
            details: "disappear is viewWillDisappear (another screen is pushed on top): the strategy removes its observers, "
                + "unless forget-removal is on, and the first responder resigns.\n"
                + "appear is the screen coming back: the observers are registered again.\n"
                + "pop is the navigation controller popping the screen: it disappears and\n"
                + "its controller is let go; with :strategy code keylab says whether it was\n"
                + "deallocated (a closure capturing self strongly keeps it alive).\n"
                + "sheet page-sheet|form-sheet: the screen presents a sheet over itself.\n"
                + "Since iOS 13 the presenter stays and gets no viewWillDisappear, so\n"
                + "observers removed there stay registered and react to the sheet's\n"
                + "keyboard (:keyboard show). appear dismisses the sheet: no\n"
                + "viewWillAppear either.",
            complete: { _, index, previous in
                if index == 0 { return ["appear", "disappear", "pop", "sheet"] }
                if index == 1, previous.first == "sheet" { return ["page-sheet", "form-sheet"] }
                return []
            },
            run: { session, invocation in
                let words = invocation.arguments
                if words.count == 2, words[0] == "sheet" {
                    guard let style = PresentationStyle(rawValue: words[1]) else {
                        var problem = Messages.current.presentation(.unknownStyle, ["word": Suggestions.echo(words[1])])
                        if let hint = Suggestions.didYouMean(words[1], in: PresentationCommand.words, language: Messages.current.language) { problem += "; " + hint }
                        return fail.problem(problem)
                    }
                    return fire(.sheetOver(style), session, fail)
                }
                guard words.count == 1, let word = words.first else {
                    return fail.problem(words.isEmpty ? Messages.current.eventError(.missingScreenEvent) : Messages.current.eventError(.oneScreenWord, ["words": invocation.rest]))
                }
                switch word {
                case "appear": return fire(.screenAppear, session, fail)
                case "disappear": return fire(.screenDisappear, session, fail)
                case "pop": return fire(.screenPop, session, fail)
                default:
                    var problem = Messages.current.eventError(.unknownScreenEvent, ["word": Suggestions.echo(word)])
                    if let hint = Suggestions.didYouMean(word, in: ["appear", "disappear", "pop"], language: Messages.current.language) { problem += "; " + hint }
                    return fail.problem(problem)
                }
            }
        )
    }

    static var dragDismiss: Command {
        let fail = UsageFailure(usage: ":drag-dismiss interactive|on-drag [cancel]")
        return Command(
            name: "drag-dismiss", group: .events,
            summary: "drag the keyboard away (dismiss mode)",
            usage: fail.usage,
            example: ":add textfield message 16 560 343 36\n:focus message\n:drag-dismiss interactive cancel",
            details: "on-drag (.onDrag): the keyboard hides as soon as the drag starts.\n"
                + "interactive (.interactive): the keyboard follows the finger and nothing is\n"
                + "posted while it drags (only keyboardLayoutGuide and an inputAccessoryView\n"
                + "follow); lifted low, the hide sequence comes (duration 0). With :chat-bar it\n"
                + "ends at the bar, which stays at the bottom.\n"
                + "cancel lifts early: the keyboard snaps back with the show sequence.",
            complete: { _, index, previous in
                if index == 0 { return DragDismissMode.allCases.map(\.rawValue) }
                return index == 1 && previous.first == "interactive" ? ["cancel"] : []
            },
            run: { session, invocation in
                let words = invocation.arguments
                guard let first = words.first else { return fail.problem(Messages.current.eventError(.missingMode)) }
                guard let mode = DragDismissMode(rawValue: first) else {
                    var problem = Messages.current.eventError(.unknownMode, ["word": first])
                    if let hint = Suggestions.didYouMean(first, in: DragDismissMode.allCases.map(\.rawValue), language: Messages.current.language) { problem += "; " + hint }
                    return fail.problem(problem)
                }
                guard words.count <= 2, words.count == 1 || words[1] == "cancel" else {
                    return fail.problem(Messages.current.eventError(.onlyCancel, ["words": words.dropFirst().joined(separator: " ")]))
                }
                return fire(.dragDismiss(mode, cancelled: words.count == 2), session, fail)
            }
        )
    }
}
