/// Runs a script of REPL lines (`keylab run demo.keylab`, or a pipe) through
/// a session, streaming each reply. Errors name the line they come from:
/// `demo.keylab:3: error: ...`.
public struct ScriptRunner {
    /// The name used in `NAME:LINE:` prefixes (nil: no prefix, as for stdin).
    public var fileName: String?
    /// Asked after a line fails: true ends the run there. The executable
    /// answers true once nobody reads the output: the status (1) is known.
    public var endOnceFailed: () -> Bool

    public init(fileName: String?, endOnceFailed: @escaping () -> Bool = { false }) {
        self.fileName = fileName
        self.endOnceFailed = endOnceFailed
    }

    /// Feeds every line to `session`, passing each reply's output to `write`.
    /// Returns 0 when no line failed, 1 otherwise. Stops at `:quit`.
    public func run(_ source: inout some LineSource, session: Session, write: (String) -> Void) -> Int32 {
        var failed = false
        var lineNumber = 0
        var entryStart = 1
        while let line = source.nextLine(continuation: session.isAwaitingMoreInput) {
            lineNumber += 1
            if !session.isAwaitingMoreInput { entryStart = lineNumber }
            let reply = session.handle(line)
            if reply.failed { failed = true }
            write(reply.failed ? located(reply.output, line: entryStart) : reply.output)
            if reply.ended || session.hasEnded || (failed && endOnceFailed()) { break }
        }
        if session.isAwaitingMoreInput {
            failed = true
            session.cancelPendingInput()
            write(located(session.messages.swiftc(.unfinishedScript) + "\n", line: entryStart))
        }
        return failed ? 1 : 0
    }

    /// Prefixes `error:` lines with `NAME:LINE: `.
    func located(_ output: String, line: Int) -> String {
        guard let fileName else { return output }
        return output.split(separator: "\n", omittingEmptySubsequences: false).map { text -> String in
            let plain = String(text).removingANSIEscapes
            // keylab's own errors in Korean start with `오류:`.
            if plain.hasPrefix("error:") || plain.hasPrefix("Fatal error:") || plain.hasPrefix(Messages(.korean).errorLabel) {
                return "\(fileName):\(line): " + text
            }
            return String(text)
        }.joined(separator: "\n")
    }
}
