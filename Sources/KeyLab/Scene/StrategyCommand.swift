import KeyboardSim

/// `:strategy NAME [options]`: the keyboard handler the screen uses.
enum StrategyCommand {
    static var strategy: Command {
        Command(
            name: "strategy", group: .scene,
            summary: "choose the keyboard handling the screen uses (no argument: show it and the choices)",
            usage: ":strategy NAME [options]",
            example: ":add textfield nickname 20 480 335 44\n:strategy shift-view only nickname",
            details: StrategyKind.allCases.map { "  \($0.usage)\n      \($0.summary)" }.joined(separator: "\n"),
            complete: { session, index, previous in
                guard index > 0, let kind = previous.first.flatMap(StrategyKind.init(rawValue:)) else {
                    return index == 0 ? StrategyKind.names : []
                }
                return completeOptions(kind, words: Array(previous.dropFirst()), session: session)
            },
            run: { session, invocation in
                let words = invocation.arguments
                if words.isEmpty {
                    let current = session.scene.simulation.strategy.commandText
                    let list = StrategyKind.allCases.map { "  \($0.usage)" }
                    return .text(session.sceneText((["strategy: \(current)", "strategies:"] + list).joined(separator: "\n")))
                }
                var simulation = session.scene.simulation
                do throws(SimError) {
                    try simulation.setStrategy(words: words)
                } catch {
                    return strategy.failure(error)
                }
                session.scene.simulation = simulation
                return .text("strategy: " + simulation.strategy.commandText)
            }
        )
    }

    /// Option names, on/off, or view names, depending on the word before.
    private static func completeOptions(_ kind: StrategyKind, words: [String], session: Session) -> [String] {
        let simulation = session.scene.simulation
        if kind.targetDescription != nil && words.isEmpty {
            let views = simulation.views.dropFirst()
            return kind == .scroll ? views.filter { $0.kind == .scrollview }.map(\.name) : views.map(\.name)
        }
        let optionWords = kind.targetDescription != nil ? Array(words.dropFirst()) : words
        if optionWords.count % 2 == 1, let option = optionWords.last {
            switch option {
            case "only": return simulation.views.filter { $0.kind.isTextInput }.map(\.name)
            case "push": return Array(simulation.viewNames.dropFirst())
            case "guard", "resign-on-rotate", "forget-removal", "check-local": return ["on", "off"]
            default: return []
            }
        }
        return kind.optionNames
    }
}

/// `:explain`, `:draw` and `:animate`: what each event prints.
enum OutputSettingCommands {
    static var all: [Command] { [explain, draw, animate] }

    static var explain: Command {
        toggle(name: "explain", label: "explain",
               summary: "after each event, print the notifications, handler steps and layout passes (off: the verdict only)",
               keyPath: \.explain)
    }

    static var draw: Command {
        toggle(name: "draw", label: "drawing",
               summary: "after each event, draw the screen and print the frame table",
               keyPath: \.draw)
    }

    static var animate: Command {
        toggle(name: "animate", label: "animate",
               summary: "after each event, print the moving views' frames at 0, 25, 50, 75 and 100 % of the animation",
               keyPath: \.animate)
    }

    private static func toggle(name: String, label: String, summary: String,
                               keyPath: WritableKeyPath<SceneState, Bool>) -> Command {
        let usage = ":\(name) on|off"
        return Command(
            name: name, group: .output,
            summary: summary,
            usage: usage,
            example: ":\(name) off",
            details: "Without an argument it prints the current setting.",
            complete: { _, index, _ in index == 0 ? ["on", "off"] : [] },
            run: { session, invocation in
                let words = invocation.arguments
                if words.isEmpty {
                    return .text("\(label): " + (session.scene[keyPath: keyPath] ? "on" : "off"))
                }
                guard words.count == 1 else {
                    return .failure("error: ':\(name)' takes on or off, not '\(invocation.rest)'\nusage: \(usage)")
                }
                let value: Bool
                do throws(ArgumentProblem) {
                    value = try SceneArguments.onOff(words[0], what: ":\(name)")
                } catch {
                    return .failure("error: \(error.message)\nusage: \(usage)")
                }
                session.scene[keyPath: keyPath] = value
                return .text("\(label): " + (value ? "on" : "off"))
            }
        )
    }
}
