/// `:help` and `:quit`.
enum GeneralCommands {
    static var all: [Command] { [help, quit] }

    static var help: Command {
        Command(
            name: "help", group: .general,
            summary: "list commands, or show one with an example",
            usage: ":help [command]",
            example: ":help add",
            complete: { session, index, _ in index == 0 ? session.registry.commands.map(\.name) : [] },
            run: { session, invocation in
                guard let word = invocation.arguments.first else {
                    return .text(HelpText.overview(session.registry, style: session.style, messages: session.messages))
                }
                let name = word.hasPrefix(":") ? String(word.dropFirst()) : word
                guard let command = session.registry.command(named: name) else {
                    var message = session.messages.noCommand(Suggestions.echo(name))
                    if let hint = Suggestions.didYouMean(name, in: session.registry.commands.map(\.name), quote: { "':\($0)'" },
                                                         language: session.messages.language) {
                        message += "\n" + hint
                    }
                    return .failure(message + "\n" + session.messages.helpNote)
                }
                return .text(HelpText.detail(command, style: session.style, messages: session.messages))
            }
        )
    }

    static var quit: Command {
        Command(
            name: "quit", group: .general,
            summary: "leave (Ctrl-D too); progress is kept",
            usage: ":quit",
            example: ":quit",
            run: { session, _ in
                session.end()
                return Reply(output: "", ended: true)
            }
        )
    }
}

/// The text of `:help` and `:help NAME`, generated from the registry.
public enum HelpText {
    /// Every command by group, with its usage and summary, aligned.
    static func overview(_ registry: CommandRegistry, style: Style, messages: Messages = Messages(.english)) -> String {
        let usageWidth = min(34, registry.commands.map { $0.usage.displayWidth }.max() ?? 0)
        var lines = [messages.helpHeader]
        for group in CommandGroup.allCases {
            let members = registry.commands.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            lines.append("")
            lines.append(style.bold(messages.groupTitle(group)))
            for command in members {
                let usage = command.usage
                if usage.displayWidth > usageWidth {
                    lines.append("  " + style.cyan(usage))
                    lines.append("  " + String(repeating: " ", count: usageWidth + 2) + messages.summary(of: command))
                } else {
                    lines.append("  " + style.cyan(usage.padded(to: usageWidth)) + "  " + messages.summary(of: command))
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One command: usage, summary, details and example.
    static func detail(_ command: Command, style: Style, messages: Messages = Messages(.english)) -> String {
        var lines = [style.bold(messages.usageLabel) + command.usage, "", messages.summary(of: command)]
        if !command.details.isEmpty {
            lines.append("")
            lines.append(command.details)
        }
        lines.append("")
        lines.append(style.bold(messages.exampleLabel))
        for line in command.example.split(separator: "\n") {
            lines.append("  " + line)
        }
        return lines.joined(separator: "\n")
    }
}
