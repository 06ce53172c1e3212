/// A `let` part way along a changed path (`k.letProp.x = 3`, `h?.letProp.q.y = 0`,
/// `h?.letProp.x += 1`, `k.letProp.q.bump()`): swiftc names the `let` but reports it where the
/// whole change is, with the wording of the whole change: at the last member's name for `=`, at
/// the operator for `+=`, at the method's name for a mutating call. Without this, keylab pointed
/// at the `let` property itself and always said "cannot assign".
extension Compiler {
    /// `lvalue(target)`, with a `let` met on the way reported as swiftc reports it.
    func changedPlace(_ target: Expr, kind: MutationKind, opPos: SourcePos) throws(Diagnostic) -> LValue {
        do {
            return try lvalue(target, kind: kind, opPos: opPos)
        } catch {
            throw Compiler.letReportedAtChange(error, target, kind: kind, opPos: opPos)
        }
    }

    /// `d` moved to the change and worded for `kind` when it reports a `let` other than the
    /// outermost part of `target`; any other diagnostic unchanged.
    static func letReportedAtChange(_ d: Diagnostic, _ target: Expr, kind: MutationKind, opPos: SourcePos) -> Diagnostic {
        let wordings = ["cannot assign to property: ", "left side of mutating operator isn't mutable: ",
                        "cannot use mutating member on immutable value: "]
        guard d.message.hasSuffix(" is a 'let' constant") || d.message.hasSuffix("'self' is immutable"),
              let wording = wordings.first(where: { d.message.hasPrefix($0) }) else { return d }
        let reason = String(d.message.dropFirst(wording.count))
        var moved = d
        switch kind {
        case .assign:
            // A subscript's bracket is not kept in the syntax tree: only member paths move.
            guard case .member(_, _, let namePos) = unparenthesized(target).kind, namePos != d.pos else { return d }
            moved.message = "cannot assign to property: " + reason
            moved.pos = namePos
        case .compound:
            moved.message = "left side of mutating operator isn't mutable: " + reason
            moved.pos = opPos
        case .mutatingMember:
            moved.message = "cannot use mutating member on immutable value: " + reason
            moved.pos = opPos
        }
        moved.length = 1
        return moved
    }

    private static func unparenthesized(_ e: Expr) -> Expr {
        if case .paren(let inner) = e.kind { return unparenthesized(inner) }
        return e
    }
}
