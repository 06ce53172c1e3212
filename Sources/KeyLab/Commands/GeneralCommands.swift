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
                    return .text(HelpText.overview(session.registry, style: session.style, messages: session.messages, width: session.environment.width))
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
                return .text(HelpText.detail(command, style: session.style, messages: session.messages, width: session.environment.width))
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
    static func overview(_ registry: CommandRegistry, style: Style, messages: Messages = Messages(.english), width: Int = 80) -> String {
        let usageWidth = min(width / 2 - 4, registry.commands.map { $0.usage.displayWidth }.max() ?? 0)
        var lines = WordWrap.lines(messages.helpHeader, width: width)
        for group in CommandGroup.allCases {
            let members = registry.commands.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            lines.append("")
            lines.append(style.bold(messages.groupTitle(group)))
            for command in members {
                let usage = command.usage
                let pad = String(repeating: " ", count: usageWidth + 4)
                if usage.displayWidth > usageWidth {
                    lines += WordWrap.lines(usage, width: width - 2, indent: 4).map { "  " + style.cyan($0) }
                    lines += WordWrap.lines(messages.summary(of: command), width: width - pad.count).map { pad + $0 }
                } else {
                    lines += WordWrap.hanging("  " + style.cyan(usage.padded(to: usageWidth)) + "  ", messages.summary(of: command), width: width)
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One command: usage, summary, details and example.
    static func detail(_ command: Command, style: Style, messages: Messages = Messages(.english), width: Int = 80) -> String {
        var lines = WordWrap.hanging(style.bold(messages.usageLabel), command.usage, width: width, minimum: 20) + [""]
        lines += WordWrap.lines(messages.summary(of: command), width: width)
        let details = messages.details(of: command)
        if !details.isEmpty {
            lines.append("")
            for paragraph in details.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += WordWrap.lines(String(paragraph), width: width, indent: paragraph.hasPrefix("  ") ? 4 : 0)
            }
        }
        lines.append("")
        lines.append(style.bold(messages.exampleLabel))
        for line in command.example.split(separator: "\n") {
            lines.append("  " + line)
        }
        return lines.joined(separator: "\n")
    }
}
