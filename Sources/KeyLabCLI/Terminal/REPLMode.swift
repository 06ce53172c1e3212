/// How the REPL reads its lines, decided once from the terminal and `TERM`.
enum REPLMode: Equatable {
    /// A terminal that can be driven: libedit, history, Tab completion.
    case lineEditor
    /// A terminal that cannot (`TERM=dumb`: Emacs `M-x shell`, some IDE
    /// consoles): a person is still typing, so the greeting and a plain
    /// prompt are shown, but lines are read without any cursor control.
    case plainPrompt
    /// A pipe or a file: no prompt and no greeting, so the output is only
    /// the replies.
    case script

    static func detect(stdinIsTerminal: Bool, environment: [String: String]) -> REPLMode {
        guard stdinIsTerminal else { return .script }
        return environment["TERM"] == "dumb" ? .plainPrompt : .lineEditor
    }

    /// Whether a person is at the keyboard.
    var isInteractive: Bool { self != .script }
}
