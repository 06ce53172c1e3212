/// When keylab may colour its output (no-color.org): stdout is a terminal,
/// `TERM` is not `dumb`, `NO_COLOR` is unset or empty, and no `--no-color`.
enum ColorPolicy {
    static func useColor(stdoutIsTerminal: Bool, environment: [String: String], noColorFlag: Bool) -> Bool {
        guard stdoutIsTerminal, !noColorFlag else { return false }
        if environment["TERM"] == "dumb" { return false }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        return true
    }
}
