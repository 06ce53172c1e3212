/// `:explain`, `:draw`, `:animate` and `:page`: what each event prints, and how.
enum OutputSettingCommands {
    static var all: [Command] { [explain, draw, animate, page] }

    static var explain: Command {
        toggle(name: "explain", label: "explain",
               summary: "print notifications and arithmetic",
               details: "After each event: the notifications with their userInfo, the handler steps with their "
                   + "arithmetic and the layout passes (on by default). Off: the verdict only.",
               keyPath: \.explain)
    }

    static var draw: Command {
        toggle(name: "draw", label: "drawing",
               summary: "draw the screen after each event",
               details: "After each event: the screen drawn to scale and the frame table (on by default). :layout draws at any time.",
               keyPath: \.draw)
    }

    static var animate: Command {
        toggle(name: "animate", label: "animate",
               summary: "print frames at 0, 25, 50, 75, 100 %",
               details: "After each event: where the keyboard and every view that moved are at 0, 25, 50, 75 and 100 % "
                   + "of the keyboard animation (off by default).",
               keyPath: \.animate)
    }

    static var page: Command {
        toggle(name: "page", label: "paging",
               summary: "page output taller than the terminal",
               details: "At a terminal, a reply taller than the terminal is shown in a pager (`less -R` when it is installed, "
                   + "or the command in $KEYLAB_PAGER): Space for more, q to leave (on by default).",
               keyPath: \.page)
    }

    private static func toggle(name: String, label: String, summary: String, details: String,
                               keyPath: WritableKeyPath<SceneState, Bool>) -> Command {
        let usage = ":\(name) on|off"
        return Command(
            name: name, group: .output,
            summary: summary,
            usage: usage,
            example: ":\(name) off",
            details: details + "\nWithout an argument it prints the current setting.",
            complete: { _, index, _ in index == 0 ? ["on", "off"] : [] },
            run: { session, invocation in
                let words = invocation.arguments
                if words.isEmpty {
                    return .text(session.messages.setting(name, label: label, on: session.scene[keyPath: keyPath]))
                }
                guard words.count == 1 else {
                    return UsageFailure(usage: usage).problem(session.messages.sceneTree(.takesOnOff, ["command": name, "words": invocation.rest]))
                }
                let value: Bool
                do throws(ArgumentProblem) {
                    value = try SceneArguments.onOff(words[0], what: ":\(name)")
                } catch {
                    return UsageFailure(usage: usage).reply(error)
                }
                session.scene[keyPath: keyPath] = value
                return .text(session.messages.setting(name, label: label, on: value))
            }
        )
    }
}
