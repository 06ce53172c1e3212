/// Optional chains that go on after the optional (`maybe?.frame.origin.x`), read and assigned to.
///
/// A read: every member after `?.` is applied to the unwrapped value and the result is optional.
/// An assignment (`table["ann"]?.points += 9`, `p?.y = 4`, `maybe?.frame.origin.x = 3`): the path gets
/// an unwrapping step; when the optional is nil the following member steps find no record or
/// instance and change nothing, so the whole assignment does nothing, as in Swift; otherwise the
/// changed value is wrapped again and written back (value semantics all the way to the variable).
extension Compiler {
    /// For `a?.b` used as the base of a further member (`a?.b.c`): the expression whose optional value
    /// the chain maps over (`a?.b` itself); for `a?` the operand `a`.
    func optionalChainOperand(_ base: Expr) -> Expr? {
        if case .optionalChain(let inner) = base.kind { return inner }
        return Compiler.continuesOptionalChain(base) ? base : nil
    }

    /// Whether `e` is a member, call or subscript of an optional chain (`a?.b`, `a?.b.c`, `a?.f()`).
    static func continuesOptionalChain(_ e: Expr) -> Bool {
        switch e.kind {
        case .member(let b, _, _): return isChainLink(b)
        case .subscriptAccess(let b, _): return isChainLink(b)
        case .call(let callee, _, _):
            if case .member(let b, _, _) = callee.kind { return isChainLink(b) }
            return false
        default: return false
        }
    }

    private static func isChainLink(_ e: Expr) -> Bool {
        if case .optionalChain = e.kind { return true }
        return continuesOptionalChain(e)
    }

    /// `x?` as the start of an assignment path where `x` holds a struct (or a chain reaching one).
    func optionalValueRoot(_ inner: Expr, kind: MutationKind, opPos: SourcePos) throws(Diagnostic) -> LValue {
        var lv = try lvalue(inner, kind: kind, opPos: opPos)
        guard case .optional(let wrapped) = lv.type else {
            throw Diagnostic("cannot use optional chaining on non-optional value of type '\(lv.type.name)'",
                             at: inner.questionMarkPos)
        }
        // Nil stays nil: nothing is changed (OptionalPayloadSteps.swift).
        lv.steps.append(.unwrapped(failure: nil, line: inner.pos.line))
        lv.type = wrapped
        return lv
    }
}
