/// Concurrency syntax: `async` on functions and closures, `await e`, `for await x in s`, and
/// `@MainActor` on a closure.
///
/// The tree gains no new node kinds: `await e` is a `.tryExpr(e, "await")`, since `await`, like
/// `try`, covers everything to its right and every walker already looks through `try`; a
/// `for await x in s` loop is a `.forIn` whose sequence is `.tryExpr(s, "for await")` (or
/// `"for try await"`). Checking/AsyncCalls.swift and Checking/AsyncLoops.swift give them meaning.
extension Parser {
    /// The expression kinds that mark an `await`.
    static let awaitKind = "await"
    static let forAwaitKinds: Set<String> = ["for await", "for try await"]

    /// `async` after a parameter list; true when written.
    mutating func asyncEffect() throws(Diagnostic) -> Bool {
        guard isKeyword(.async) else { return false }
        advance()
        return true
    }

    /// `throws async`: Swift wants `async throws`; keylab refuses the other order by name.
    mutating func misplacedAsync() throws(Diagnostic) {
        if isKeyword(.async) { throw Diagnostic.unsupported("'async' after 'throws'", at: current.pos) }
    }

    /// `await e`: covers everything to its right, as `try` does.
    mutating func awaitExpression() throws(Diagnostic) -> Expr {
        let p = current.pos
        advance()
        try enter()
        defer { leave() }
        let operand = try binary(minimum: .assignment)
        return Expr(.tryExpr(operand, Parser.awaitKind), p, end: operand.end)
    }

    /// `for await x in s { … }` and `for try await x in s { … }`, at the word after `for`.
    mutating func forAwaitStatement(start p: SourcePos) throws(Diagnostic) -> Stmt {
        let kindPos = current.pos
        var kind = "for await"
        if isKeyword(.try) { kind = "for try await"; advance() }
        advance()
        var name: String?
        let namePos = current.pos
        guard case .identifier(let n) = current.kind else {
            throw Diagnostic.unsupported("patterns in 'for await' loops", at: current.pos)
        }
        name = n == "_" ? nil : n
        advance()
        let (seq, whereClause, body) = try forEachTail()
        let marked = Expr(.tryExpr(seq, kind), kindPos, end: seq.end)
        return Stmt(.forIn(name: name, namePos: namePos, sequence: marked, whereClause: whereClause, body: body), p)
    }

    /// `@MainActor` at the start of a closure (`Task { @MainActor in … }`): true when written.
    /// Other attributes there are refused by name.
    mutating func closureActorAttribute() throws(Diagnostic) -> Bool {
        guard current.kind == .at else { return false }
        guard case .identifier(let name) = peekKind() else { throw expected("an attribute name") }
        guard name == "MainActor" else { throw Diagnostic.unsupported("'@\(name)' on a closure", at: current.pos) }
        advance()
        advance()
        return true
    }
}
