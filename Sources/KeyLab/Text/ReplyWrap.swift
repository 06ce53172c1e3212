/// The last guard against the terminal's own wrapping, which cuts a line at
/// its last column whatever is there ("부모 뷰 v" / "iew"): a line of a
/// command's reply still wider than the terminal breaks at spaces, later
/// parts indented two columns past the line's own indent. Most replies wrap
/// themselves (lesson text, diagnostics, code); this catches the one-line
/// replies that do not (`:add`, `:pin` with long names, a Korean sentence).
/// Lines with colour codes (a drawing, highlighted code) and lines without a
/// space are left as they are, and so is everything outside a terminal:
/// scripts and lesson transcripts keep one line per message.
enum ReplyWrap {
    static func forTerminal(_ reply: Reply, _ environment: SessionEnvironment) -> Reply {
        guard environment.interactive else { return reply }
        var wrapped = reply
        wrapped.output = wrap(reply.output, width: environment.width)
        return wrapped
    }

    static func wrap(_ output: String, width: Int) -> String {
        guard width >= 20 else { return output }
        return output.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> String in
            let line = String(raw)
            guard line.displayWidth > width, !line.contains("\u{1B}"), line.drop(while: { $0 == " " }).contains(" ")
            else { return line }
            let lead = line.prefix { $0 == " " }.count
            return WordWrap.lines(line, width: width, indent: min(lead + 2, width / 3)).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
