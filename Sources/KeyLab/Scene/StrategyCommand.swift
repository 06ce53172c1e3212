import KeyboardSim

/// `:strategy NAME [options]`: the keyboard handler the screen uses.
enum StrategyCommand {
    static var strategy: Command {
        let fail = UsageFailure(usage: ":strategy NAME [options]")
        return Command(
            name: "strategy", group: .scene,
            summary: "choose how the screen avoids the keyboard",
            usage: fail.usage,
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
                    return fail.reply(error)
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
            return kind == .scroll ? views.filter { $0.kind.isScrollView }.map(\.name) : views.map(\.name)
        }
        let optionWords = kind.targetDescription != nil ? Array(words.dropFirst()) : words
        if optionWords.count % 2 == 1, let option = optionWords.last {
            switch option {
            case "only": return simulation.views.filter { $0.kind.isTextInput }.map(\.name)
            case "push": return Array(simulation.viewNames.dropFirst())
            case "guard", "resign-on-rotate", "forget-removal", "check-local", "ignores-keyboard": return ["on", "off"]
            case "measure": return ShiftMeasure.allCases.map(\.rawValue)
            default: return []
            }
        }
        return kind.optionNames
    }
}
