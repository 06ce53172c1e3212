import Foundation
import KeyboardSim
import SimUIKit

/// `:strategy NAME [options]`: the keyboard handler the screen uses.
enum StrategyCommand {
    static var strategy: Command {
        let fail = UsageFailure(usage: ":strategy NAME [options]")
        return Command(
            name: "strategy", group: .scene,
            summary: "choose how the screen avoids the keyboard",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44\n:strategy shift-view only nickname",
            details: (StrategyRegistry.all.map { "  \($0.usage)\n      \($0.summary)" }
                      + ["  \(CodeStrategyCommand.usage)\n      \(CodeStrategyCommand.summary)"]).joined(separator: "\n"),
            complete: { session, index, previous in
                if previous.first == CodeStrategy.name {
                    return index == 1 ? CodeStrategyCommand.completions(session) : []
                }
                guard index > 0, let type = previous.first.flatMap(StrategyRegistry.type(named:)) else {
                    return index == 0 ? StrategyRegistry.names + [CodeStrategy.name] : []
                }
                return completeOptions(type, words: Array(previous.dropFirst()), session: session)
            },
            run: { session, invocation in
                let words = invocation.arguments
                if words.isEmpty {
                    let current = session.scene.simulation.strategy.commandText
                    let list = StrategyRegistry.all.map { "  \($0.usage)" } + ["  " + CodeStrategyCommand.usage]
                    return .text(session.sceneText(([session.messages.strategyIs(current), session.messages.strategiesHeader] + list).joined(separator: "\n")))
                }
                if words.first == CodeStrategy.name {
                    // The text after `code` as typed: an expression keeps its quotes and spaces.
                    let typed = invocation.rest.hasPrefix(CodeStrategy.name)
                        ? String(invocation.rest.dropFirst(CodeStrategy.name.count)).trimmingCharacters(in: .whitespaces) : ""
                    return CodeStrategyCommand.run(session, Array(words.dropFirst()), fail, typed: typed)
                }
                var simulation = session.scene.simulation
                do throws(SimError) {
                    try simulation.setStrategy(words: words)
                } catch {
                    return fail.reply(error)
                }
                session.scene.simulation = simulation
                return .text(session.messages.strategyIs(simulation.strategy.commandText))
            }
        )
    }

    /// Option names, on/off, or view names, depending on the word before.
    private static func completeOptions(_ type: any AvoidanceStrategy.Type, words: [String], session: Session) -> [String] {
        let simulation = session.scene.simulation
        if let target = type.targetKind, words.isEmpty {
            let views = simulation.views.dropFirst()
            return target == .scrollView ? views.filter { $0.kind.isScrollView }.map(\.name) : views.map(\.name)
        }
        let optionWords = type.targetKind != nil ? Array(words.dropFirst()) : words
        if optionWords.count % 2 == 1, let name = optionWords.last {
            switch type.options.first(where: { $0.name == name })?.completion {
            case .textInputs: return simulation.views.filter { $0.kind.isTextInput }.map(\.name)
            case .views: return Array(simulation.viewNames.dropFirst())
            case .words(let words): return words
            case .nothing, nil: return []
            }
        }
        return type.optionNames
    }
}
