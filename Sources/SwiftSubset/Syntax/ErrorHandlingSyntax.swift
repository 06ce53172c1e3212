/// One `catch` clause of a `do` statement.
struct CatchClause: Sendable {
    enum Pattern: Sendable {
        /// `catch` alone: the error is bound to `error`.
        case all
        /// `catch VendingMachineError.invalidSelection`, `catch Err.short(let n)`: an enum case pattern
        /// (an implicit member or a call of one, as `case` labels have) of the named type; an empty
        /// `typeName` is the `do` body's typed error (`catch .empty`).
        case enumCase(typeName: String, typePos: SourcePos, pattern: Expr)
        /// `catch let e as NetworkError` / `catch is NetworkError`.
        case cast(name: String?, type: TypeSyntax, pos: SourcePos)
    }
    var pattern: Pattern
    /// `catch A.x, A.y, is B`: the patterns after the first (Checking/CatchPatternAlternatives.swift).
    var alternatives: [Pattern] = []
    var body: [Stmt]
    var pos: SourcePos
    /// `catch E.status(let c) where c >= 500`: the clause catches only when this is true.
    var whereClause: Expr? = nil
}

extension Parser {
    mutating func catchClauses() throws(Diagnostic) -> [CatchClause] {
        var clauses: [CatchClause] = []
        while isKeyword(.catch) {
            let p = current.pos
            advance()
            if current.kind == .lbrace {
                clauses.append(CatchClause(pattern: .all, body: try block(), pos: p))
                continue
            }
            var patterns = [try catchPattern()]
            while current.kind == .comma {
                advance()
                patterns.append(try catchPattern())
            }
            var whereClause: Expr?
            if isKeyword(.where) {
                advance()
                let saved = inCondition
                inCondition = true
                whereClause = try expression()
                inCondition = saved
            }
            if current.kind == .comma { throw Diagnostic.unsupported("a 'where' clause before another 'catch' pattern", at: current.pos) }
            clauses.append(CatchClause(pattern: patterns[0], alternatives: Array(patterns.dropFirst()), body: try block(), pos: p,
                                       whereClause: whereClause))
        }
        return clauses
    }

    /// One pattern of a `catch` clause.
    private mutating func catchPattern() throws(Diagnostic) -> CatchClause.Pattern {
        var pattern = CatchClause.Pattern.all
        if isKeyword(.is) {
            advance()
            let tp = current.pos
            pattern = .cast(name: nil, type: try typeSyntax(), pos: tp)
        } else if isKeyword(.let) || isKeyword(.var), case .identifier(let name) = peekKind(), peekKind(2) == .keyword("as") {
            advance()
            advance()
            advance()
            let tp = current.pos
            pattern = .cast(name: name, type: try typeSyntax(), pos: tp)
        } else if current.kind == .dot || ((isKeyword(.let) || isKeyword(.var)) && peekKind() == .dot) {
            // `catch .empty`, `catch .bad(let s)`: a case of the body's typed error (Checking/TypedThrows.swift).
            pattern = .enumCase(typeName: "", typePos: current.pos, pattern: try enumCasePattern())
        } else if case .identifier(let typeName) = current.kind, peekKind() == .dot {
            let tp = current.pos
            advance()
            pattern = .enumCase(typeName: typeName, typePos: tp, pattern: try enumCasePattern())
        } else {
            throw Diagnostic.unsupported("this kind of 'catch' pattern", at: current.pos)
        }
        return pattern
    }

    /// `try e`, `try? e`, `try! e`: `try` covers everything to its right, as in Swift.
    mutating func tryExpression() throws(Diagnostic) -> Expr {
        let p = current.pos
        advance()
        var kind = "try"
        if case .op(let o) = current.kind, !current.spaceBefore, o == "?" || o == "!" {
            kind += o
            advance()
        } else if case .op(let o) = current.kind, !current.spaceBefore, o.hasPrefix("?") || o.hasPrefix("!") {
            throw Diagnostic.unsupported("'\(kind)\(o)'", at: current.pos)
        }
        try enter()
        defer { leave() }
        let operand = try binary(minimum: .assignment)
        return Expr(.tryExpr(operand, kind), p, end: operand.end)
    }
}
