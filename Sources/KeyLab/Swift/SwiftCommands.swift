/// Commands about the learner's Swift code.
enum SwiftCommands {
    static var all: [Command] { [swiftc, SourceCommand.command] + LoadEditCommands.all }

    static var swiftc: Command {
        Command(
            name: "swiftc", group: .swift,
            summary: "run this session's Swift with real swiftc",
            usage: ":swiftc",
            example: "let greeting = \"hi\"\n:swiftc",
            details: "Hands every Swift entry accepted so far, and any entry keylab refused as unsupported, to the real `swiftc` (when it is on the PATH), then runs the program. Useful for code keylab does not support yet.",
            run: { session, _ in
                guard let swiftc = session.environment.swiftcPath else {
                    return .failure(session.messages.swiftc(.noSwiftc))
                }
                let source = SwiftcSource.program(from: session.swift.swiftcEntries)
                let result = SwiftcRunner.compileAndRun(source: source, swiftc: swiftc, limits: session.environment.childLimits,
                                                       interrupt: session.environment.interrupt)
                var text = result.output
                // swiftc off Apple platforms knows no UIKit: say why, rather than pass "no such module" on unexplained.
                for module in ["UIKit", "SwiftUI", "AppKit"] where text.contains(SwiftcMessage.noSuchModule(module)) {
                    text = text.terminatedByNewline
                        + WordWrap.text(session.messages.swiftc(.noAppleModule, ["module": module]), width: session.environment.width) + "\n"
                }
                let output = session.style.highlightDiagnostics(DiagnosticWrap.forTerminal(text, session.environment))
                return Reply(output: output.terminatedByNewline, failed: !result.succeeded)
            }
        )
    }
}

/// Turns the REPL's accepted entries into one program for `swiftc`.
enum SwiftcSource {
    /// The REPL lets a later entry redeclare a name (`let x = 1`, later
    /// `let x = 2`), which one file would reject as an invalid redeclaration.
    /// Each entry after the first therefore opens a nested `do {` scope, where
    /// a redeclaration shadows the earlier name exactly as the REPL behaves.
    ///
    /// Protocols, extensions, operators and imports may only appear at file
    /// scope, so those entries are placed first, outside every `do {`.
    static func program(from entries: [String]) -> String {
        let fileScope = entries.filter(isFileScopeOnly)
        let rest = entries.filter { !isFileScopeOnly($0) }
        guard let first = rest.first else { return fileScope.isEmpty ? "\n" : fileScope.joined(separator: "\n") + "\n" }
        var lines = fileScope + [first]
        for entry in rest.dropFirst() {
            lines.append("do {")
            lines.append(entry)
        }
        lines.append(String(repeating: "}", count: max(0, rest.count - 1)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether an entry starts with a declaration Swift allows only at file scope.
    static func isFileScopeOnly(_ entry: String) -> Bool {
        let modifiers: Set<Substring> = ["public", "private", "fileprivate", "internal", "final"]
        let words = entry.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard let keyword = words.first(where: { !modifiers.contains($0) && !$0.hasPrefix("@") }) else { return false }
        return ["protocol", "extension", "import", "operator", "precedencegroup", "prefix", "infix", "postfix"].contains(keyword)
    }
}
