/// Commands about the learner's Swift code.
enum SwiftCommands {
    static var all: [Command] { [swiftc] }

    static var swiftc: Command {
        Command(
            name: "swiftc", group: .swift,
            summary: "compile and run this session's Swift with the real compiler",
            usage: ":swiftc",
            example: "let greeting = \"hi\"\n:swiftc",
            details: "Hands every Swift entry accepted so far to the real `swiftc` (when it is on the PATH), then runs the program. Useful for code keylab does not support yet.",
            run: { session, _ in
                guard let swiftc = session.environment.swiftcPath else {
                    return .failure("error: no swiftc on the PATH\nnote: install the Swift toolchain (swift.org/install) to compile with the real compiler")
                }
                let source = session.swift.acceptedEntries.joined(separator: "\n") + "\n"
                let result = SwiftcRunner.compileAndRun(source: source, swiftc: swiftc)
                let output = session.style.highlightDiagnostics(result.output)
                return Reply(output: output.terminatedByNewline, failed: !result.succeeded)
            }
        )
    }
}
