/// `Copyable`, `Escapable` and their suppressions `~Copyable`, `~Escapable` in inheritance lists and
/// generic constraints.
///
/// Every type and generic parameter is `Copyable` and `Escapable` unless it says otherwise, so
/// writing them changes nothing and the parser drops them. A `~Copyable` (noncopyable) type is
/// checked as an ordinary one: a program swiftc accepts never uses a value after it was consumed,
/// so copying it instead gives the same output. What keylab cannot reproduce is a noncopyable
/// type's `deinit` (run when the unique value is consumed), which is refused by name.
extension Parser {
    static let implicitMarkerProtocols: Set<String> = ["Copyable", "Escapable", "~Copyable", "~Escapable"]

    /// `~Copyable` as a type name, after the `~` was seen.
    mutating func suppressedProtocol(at p: SourcePos) throws(Diagnostic) -> TypeSyntax {
        advance()
        let (name, _) = try identifier("type")
        return .named("~" + name, p)
    }

    /// Whether `t` is one of the implicit marker protocols (or a suppression of one).
    static func isImplicitMarker(_ t: TypeSyntax) -> Bool {
        if case .named(let n, _) = t { return implicitMarkerProtocols.contains(n) }
        return false
    }

    /// Refuses a noncopyable type's `deinit`, which keylab does not run as Swift would.
    static func checkNoncopyableDeinit(_ members: [MemberDecl], noncopyable: Bool) throws(Diagnostic) {
        guard noncopyable else { return }
        for case .deinitializer(_, let pos) in members {
            throw Diagnostic.unsupported("'deinit' in a noncopyable ('~Copyable') type", at: pos)
        }
    }

    /// `borrowing` before a parameter's type: the callee only reads the argument, which is what
    /// every non-`inout` parameter does here. `consuming` (the callee owns, and may change, the
    /// argument) is refused by name.
    mutating func ownershipModifier() throws(Diagnostic) {
        guard case .identifier(let word) = current.kind, word == "borrowing" || word == "consuming" else { return }
        switch peekKind() {
        case .identifier, .lparen, .lbracket: break
        default: return
        }
        if word == "consuming" { throw Diagnostic.unsupported("'consuming' parameters", at: current.pos) }
        advance()
    }
}
