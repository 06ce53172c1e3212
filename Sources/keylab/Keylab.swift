import ArgumentParser
import KeyLab

/// The `keylab` command: the REPL by default, and its subcommands.
@main
struct Keylab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keylab",
        abstract: "Learn Swift basics and iOS keyboard handling in your terminal.",
        discussion: """
        Start the REPL with `keylab`, type Swift to run it and :help for commands.
        Lessons, progress and the history live under $XDG_DATA_HOME/keylab and
        $XDG_STATE_HOME/keylab (default ~/.local/share/keylab, ~/.local/state/keylab).

        Options of every subcommand (see `keylab help repl`):
          --lang en|ko      lesson language (default: from LANG)
          --lessons DIR     where the lessons are
          --no-color        never colour the output (NO_COLOR works too)
          --max-steps N     stop a Swift evaluation after N steps
        """,
        version: "keylab \(KeyLabVersion.current)",
        subcommands: [ReplCommand.self, RunCommand.self],
        defaultSubcommand: ReplCommand.self
    )
}
