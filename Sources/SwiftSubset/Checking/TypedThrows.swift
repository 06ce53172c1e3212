/// Typed throws: `func parse(_ s: String) throws(ParseError) -> Int`.
///
/// A function declared `throws(E)` may only let an `E` escape: a `throw` of another type, or a
/// `try` of a call that throws another type (or any error), outside a `do` that catches it, is
/// swiftc's `thrown expression type 'X' cannot be converted to error type 'E'`; `throw .empty`
/// finds the case in `E`. A `do` body whose throwing calls all throw the same `E` gives its
/// `catch` an `error` of type `E` (so `switch error { case .empty: … }` and `catch .empty`
/// work); a `throw` statement in the body counts as any error, as in Swift 5 mode, where the
/// body's type is only inferred from calls. `do throws(E) { … }` states the type.
/// `throws(any Error)` is plain `throws`, `throws(Never)` does not throw.
///
/// At run time errors travel as before (an `any Error` box); a typed `error` is unboxed when the
/// `catch` binds it.
final class ThrownTypeLog {
    private(set) var types: [SType] = []

    func record(_ t: SType) {
        if !types.contains(t) { types.append(t) }
    }

    /// The type of the errors the body throws: the one type every call throws, else `any Error`.
    var commonType: SType {
        types.count == 1 ? types[0] : Compiler.errorType
    }
}

extension Compiler {
    /// The declared `throws(E)` type, resolved; nil for plain `throws`.
    func thrownType(of f: FuncDecl) throws(Diagnostic) -> SType? {
        guard f.isThrowing, let ts = f.thrownType else { return nil }
        let t = try resolveType(ts)
        guard isErrorType(t) else {
            throw Diagnostic("thrown type '\(t.name)' does not conform to the 'Error' protocol", at: f.namePos)
        }
        return t == Compiler.errorType ? nil : t
    }

    /// A throwing call of a function throwing `t` (`any Error` for plain `throws`): noted for the
    /// enclosing `do`, and checked against the function's or `do`'s declared type.
    func recordThrown(_ t: SType, at e: Expr) throws(Diagnostic) {
        errorContext.log?.record(t)
        if let required = errorContext.requiredType, t != required {
            throw Diagnostic("thrown expression type '\(t.name)' cannot be converted to error type '\(required.name)'",
                             at: e.pos, length: e.length)
        }
    }

    /// A `throw` statement's value: any error for the enclosing `do`, and of the declared type.
    func checkThrownValue(_ t: SType, _ value: Expr) throws(Diagnostic) {
        errorContext.log?.record(Compiler.errorType)
        guard let required = errorContext.requiredType, t != required else { return }
        var anchor = value.pos
        if case .member(_, _, let namePos) = value.kind { anchor = namePos }
        if case .call(let callee, _, _) = value.kind, case .member(_, _, let namePos) = callee.kind { anchor = namePos }
        throw Diagnostic("thrown expression type '\(t.name)' cannot be converted to error type '\(required.name)'", at: anchor)
    }

    /// The enum a `catch .name` pattern matches against: the `do` body's typed error.
    func caughtEnum(_ caught: SType, _ pattern: Expr) throws(Diagnostic) -> NominalType? {
        if case .nominal(let n) = caught, n.kind == .enumeration { return n }
        var name = ""
        var namePos = pattern.pos
        var head = pattern
        if case .call(let callee, _, _) = pattern.kind { head = callee }
        if case .implicitMember(let n) = head.kind {
            name = n
            namePos = SourcePos(line: head.pos.line, column: head.pos.column + 1, offset: head.pos.offset + 1)
        }
        throw Diagnostic("type '\(caught.name)' has no member '\(name)'", at: namePos, length: max(1, name.utf8.count))
    }
}
