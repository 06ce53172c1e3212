/// The error for an infix operator the parser has no precedence for. swiftc
/// knows every standard-library operator, so for one of those keylab says it
/// is keylab's limit; any other spelling is not Swift at all and gets
/// swiftc's own words, with a pointer to the Swift way when the spelling is a
/// habit from another language (`=>` from JavaScript, `**` from Python).
enum UnknownOperator {
    /// Standard-library infix operators keylab's parser does not take.
    private static let standardButUnsupported: Set<String> = [
        "&<<", "&>>", "&<<=", "&>>=",
        ".==", ".!=", ".<", ".<=", ".>", ".>=", ".&", ".|", ".^", ".&=", ".|=", ".^=",
    ]

    /// What another language means by `op`, said the Swift way; nil when
    /// the spelling is no known habit.
    private static func swiftWay(for op: String) -> String? {
        switch op {
        case "=>":
            return "Swift has no arrow functions; a closure is written in braces: { x in x * 2 }"
        case "**":
            return "Swift has no power operator; use pow(_:_:) from Foundation, or multiply"
        case "<>":
            return "Swift's 'not equal' operator is '!='"
        default:
            return nil
        }
    }

    /// The diagnostic for infix `op` at `pos`.
    static func diagnostic(_ op: String, at pos: SourcePos) -> Diagnostic {
        if standardButUnsupported.contains(op) {
            return Diagnostic("operator '\(op)' is not supported in keylab", at: pos)
        }
        let notes = swiftWay(for: op).map { [DiagnosticNote(message: $0, pos: pos, length: op.utf8.count)] } ?? []
        return Diagnostic("cannot find operator '\(op)' in scope", at: pos, length: op.utf8.count, notes: notes)
    }
}
