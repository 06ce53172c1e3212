/// Commands about the learner's Swift code.
enum SwiftCommands {
    static var all: [Command] { [swiftc] }

    static var swiftc: Command {
        Command(
            name: "swiftc", group: .swift,
            summary: "run this session's Swift with real swiftc",
            usage: ":swiftc",
            example: "let greeting = \"hi\"\n:swiftc",
            details: "Hands every Swift entry accepted so far to the real `swiftc` (when it is on the PATH), then runs the program. Useful for code keylab does not support yet.",
            run: { session, _ in
                guard let swiftc = session.environment.swiftcPath else {
                    return .failure("error: no swiftc on the PATH\nnote: install the Swift toolchain (swift.org/install) to compile with the real compiler")
                }
                let source = SwiftcSource.program(from: session.swift.acceptedEntries)
                let result = SwiftcRunner.compileAndRun(source: source, swiftc: swiftc, limits: session.environment.childLimits,
                                                       interrupt: session.environment.interrupt)
                let output = session.style.highlightDiagnostics(result.output)
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
    static func program(from entries: [String]) -> String {
        guard let first = entries.first else { return "\n" }
        var lines = [first]
        for entry in entries.dropFirst() {
            lines.append("do {")
            lines.append(entry)
        }
        lines.append(String(repeating: "}", count: max(0, entries.count - 1)))
        return lines.joined(separator: "\n") + "\n"
    }
}
