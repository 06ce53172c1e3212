/// swiftc's error when an operator the standard library defines on a protocol (`==` on
/// `Equatable`, `<` on `Comparable`) meets a struct or enum that lacks the protocol, with the
/// notes swiftc adds: where `Self` was bound, in the standard library's declaration, and why an
/// enum with associated values got nothing synthesized.
enum OperatorConformanceDiagnostic {
    /// The protocol swiftc names, and the standard-library line its note points at. For `!=`
    /// swiftc 6.3.1 settles on `BinaryInteger`'s extension, not `Equatable`.
    static func requirement(for op: String) -> (protocolName: String, line: String, column: Int) {
        switch op {
        case "!=": return ("BinaryInteger", "extension BinaryInteger {", 11)
        case "<", ">", "<=", ">=": return ("Comparable", "public protocol Comparable : Equatable {", 17)
        default: return ("Equatable", "public protocol Equatable {", 17)
        }
    }

    /// `referencing operator function '==' on 'Equatable' requires that 'T' conform to 'Equatable'`.
    static func make(op: String, typeName: String, enumWithAssociatedValues: Bool, at opPos: SourcePos) -> Diagnostic {
        let (proto, line, column) = requirement(for: op)
        var notes = [DiagnosticNote(message: "where 'Self' = '\(typeName)'", pos: SourcePos(line: 1, column: column, offset: 0),
                                    lineText: line, file: "Swift.\(proto)")]
        if enumWithAssociatedValues && proto != "BinaryInteger" {
            notes.append(DiagnosticNote(message: "binary operator '\(op)' cannot be synthesized for enums with associated values", pos: opPos))
        }
        return Diagnostic("referencing operator function '\(op)' on '\(proto)' requires that '\(typeName)' conform to '\(proto)'",
                          at: opPos, notes: notes)
    }
}

extension NominalType {
    /// An enum with at least one case that carries values: Swift synthesizes no `==` or `<` for it.
    var hasAssociatedValues: Bool {
        kind == .enumeration && cases.contains { !$0.associated.isEmpty }
    }
}
