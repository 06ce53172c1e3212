import KeyboardSim

/// `:pin NAME.ANCHOR to TARGET.ANCHOR [+ N | - N]` and `:pin NAME.width|height N`.
enum PinCommand {
    static var pin: Command {
        let fail = UsageFailure(usage: ":pin NAME.ANCHOR to TARGET.ANCHOR [+ N | - N]  or  :pin NAME.width|height N")
        return Command(
            name: "pin", group: .scene,
            summary: "constraint to a view, safe or keyboard",
            usage: fail.usage,
            example: ":add toolbar bar 0 0 375 44\n:pin bar.bottom to safe.bottom as bottomConstraint\n:pin bar.height 44\n"
                + ":add label title 0 20 200 30\n:pin safe.trailing to title.trailing + 16",
            details: "ANCHOR: top, bottom, leading, trailing, centerX, centerY (width and height take a number).\n"
                + "TARGET: a view name, safe (the safe area) or keyboard (the iOS 15 keyboard layout guide).\n"
                + "Either item may come first, as storyboards write it (the example's last line):\n"
                + "safe.trailing = title.trailing + 16, so title's trailing edge sits 16 inside the safe area's\n"
                + "(the same as ':pin title.trailing to safe.trailing - 16'). With a guide, view or container\n"
                + "first, the other view moves, and a larger constant moves it up or left.\n"
                + "A layout pass runs at once; conflicting or circular pins are refused and named.\n"
                + "'as NAME' names the constraint: an outlet `@IBOutlet var NAME: NSLayoutConstraint!` of your view controller binds to it (:strategy code).",
            complete: { session, index, previous in
                let names = session.scene.simulation.viewNames
                switch index {
                case 0:
                    return names.dropFirst().flatMap { name in Anchor.allCases.map { "\(name).\($0.rawValue)" } }
                        + ([names.first ?? "view", "safe", "keyboard"]).flatMap { name in Anchor.positions.map { "\(name).\($0.rawValue)" } }
                case 1:
                    return previous.first.map { $0.hasSuffix(".width") || $0.hasSuffix(".height") } == true ? [] : ["to"]
                case 2:
                    return (names + ["safe", "keyboard"]).flatMap { name in Anchor.positions.map { "\(name).\($0.rawValue)" } }
                case 3:
                    return ["+", "-", "as"]
                default:
                    return []
                }
            },
            run: { session, invocation in run(session, invocation.arguments) }
        )
    }

    private static func run(_ session: Session, _ allWords: [String]) -> Reply {
        let fail = UsageFailure(usage: pin.usage)
        // `… as NAME` names the constraint for an outlet of the learner's controller.
        var words = allWords
        var outletName: String?
        if words.count >= 3, words[words.count - 2] == "as" {
            outletName = words.last
            words.removeLast(2)
        }
        guard let first = words.first else {
            return fail.problem(Messages.current.buildError(.missingAnchor))
        }
        var simulation = session.scene.simulation
        let created: Pin
        do {
            if first.hasSuffix(".width") || first.hasSuffix(".height") {
                let (name, anchor) = try SceneArguments.anchorReference(first, allowed: Anchor.sizes)
                guard words.count == 2 else {
                    throw ArgumentProblem(words.count < 2 ? Messages.current.buildError(.missingPoints, ["anchor": anchor.rawValue, "word": first])
                                                          : Messages.current.buildError(.oneNumber, ["word": first, "words": words.dropFirst().joined(separator: " ")]))
                }
                let value = try SceneArguments.number(words[1], what: "the \(anchor.rawValue)")
                created = try simulation.pinSize(name, anchor, value)
            } else {
                let (name, anchor) = try SceneArguments.anchorReference(first, allowed: Anchor.positions + Anchor.sizes)
                if anchor.isSize { throw ArgumentProblem("'\(first)' takes a number: :pin \(first) 44") }
                guard words.count >= 2 else { throw ArgumentProblem(Messages.current.buildError(.missingTo, ["word": first])) }
                guard words[1] == "to" else {
                    throw ArgumentProblem(Messages.current.buildError(.expectedTo, ["word": first, "other": words[1]]))
                }
                guard words.count >= 3 else { throw ArgumentProblem(Messages.current.buildError(.missingTarget)) }
                let (targetName, targetAnchor) = try SceneArguments.anchorReference(words[2], allowed: Anchor.positions)
                let constant = try SceneArguments.pinConstant(words[3...])
                // Either item may come first, as in a storyboard (`safe.bottom to bar.bottom + 20`).
                created = try simulation.pin(stated: name, anchor, to: targetName, targetAnchor, constant: constant)
            }
            if let outletName { try simulation.namePin(id: created.id, outletName) }
        } catch let problem as ArgumentProblem {
            return fail.reply(problem)
        } catch let error as SimError {
            return fail.reply(error)
        } catch {
            return fail.problem(String(describing: error))
        }
        session.scene.simulation = simulation
        var text = session.messages.pinned(created.description)
        if let outletName { text += " " + session.messages.text(ControllerMessage.pinNamed, ["name": outletName]) }
        if let frame = simulation.frame(of: created.view) {
            text += session.messages.pinnedFrame(name: created.view, frame: FrameTable.format(frame))
        }
        return .text(session.sceneText(text))
    }
}
