/// Parsing of patterns and the statements built on them: destructuring declarations, several
/// variables in one declaration, `for` patterns, `case` patterns with `let`, labels, `typealias`.
///
/// Patterns are parsed as expressions (as swiftc does) with `inPattern` set, which lets `let x`,
/// `var x` and `x?` appear inside them; the checker (CompilerPatterns.swift) decides what binds.
extension Parser {
    /// A pattern up to (not including) a `=`, `:`, `in`, `where` or `,`.
    mutating func patternExpression() throws(Diagnostic) -> Expr {
        let saved = inPattern
        inPattern = true
        defer { inPattern = saved }
        try enter()
        defer { leave() }
        return try binary(minimum: .ternary)
    }

    /// `let x` / `var (a, b)` inside a pattern; `current` is the keyword.
    mutating func bindingPatternExpr() throws(Diagnostic) -> Expr {
        let p = current.pos
        let isLet = isKeyword(.let)
        advance()
        let inner = try unary()
        return Expr(.patternBinding(inner, isLet: isLet), p, end: inner.end)
    }

    /// `let`/`var` declarations: `let x = 1`, `var a = 1, b = 2`, `let x, y: Int`, `let (a, b) = t`.
    mutating func variableDecls() throws(Diagnostic) -> [Stmt] {
        let p = current.pos
        let isLet = isKeyword(.let)
        advance()
        var decls: [(name: String, pos: SourcePos, type: TypeSyntax?, value: Expr?)] = []
        repeat {
            if current.kind == .comma { advance() }
            if current.kind == .lparen {
                let pattern = try patternExpression()
                var type: TypeSyntax?
                if current.kind == .colon { advance(); type = try typeSyntax() }
                guard isOp("=") else { throw Diagnostic.unsupported("tuple patterns without a value", at: pattern.pos) }
                advance()
                let value = try expression()
                if current.kind == .comma {
                    throw Diagnostic.unsupported("declaring several tuple patterns in one statement", at: current.pos)
                }
                guard decls.isEmpty else {
                    throw Diagnostic.unsupported("declaring several tuple patterns in one statement", at: pattern.pos)
                }
                return [Stmt(.destructure(isLet: isLet, pattern: pattern, type: type, value: value), p)]
            }
            let (name, namePos) = try identifier("pattern")
            var type: TypeSyntax?
            if current.kind == .colon {
                advance()
                type = try typeSyntax()
            }
            var value: Expr?
            if isOp("=") {
                advance()
                // `var x = 0 { didSet {…} }`: the brace opens observers, not a trailing closure.
                let saved = inPropertyValue
                inPropertyValue = true
                value = try valueExpression()
                if current.kind == .lbrace, startsPropertyObservers {
                    throw Diagnostic.unsupported("observers ('willSet'/'didSet') on variables outside types", at: current.pos)
                }
                inPropertyValue = saved
            } else if current.kind == .lbrace {
                if case .identifier(let w) = peekKind(), w == "willSet" || w == "didSet" {
                    throw Diagnostic.unsupported("observers ('willSet'/'didSet') on variables outside types", at: current.pos)
                }
                throw Diagnostic.unsupported("computed properties", at: current.pos)
            }
            // `let s: Set = [1, 2]`: the element type comes from the literal, as with `Set([1, 2])`.
            if case .named("Set", let sp)? = type, let v = value, case .array = v.kind {
                type = nil
                value = Expr(.call(Expr(.name("Set"), sp, end: sp.offset + 3), [Argument(label: nil, labelPos: nil, value: v)],
                                   rparen: v.pos), v.pos, end: v.end)
            }
            decls.append((name, namePos, type, value))
        } while current.kind == .comma
        // `let x, y: Int`: an annotation applies to the names before it that have none.
        var pendingType: TypeSyntax?
        for k in decls.indices.reversed() {
            if let t = decls[k].type { pendingType = t } else if decls[k].value == nil { decls[k].type = pendingType }
            if decls[k].value != nil && decls[k].type == nil { pendingType = nil }
        }
        return decls.enumerated().map { k, d in
            Stmt(.variable(isLet: isLet, name: d.name, namePos: d.pos, type: d.type, value: d.value), k == 0 ? p : d.pos)
        }
    }

    /// `for PATTERN in …` where the pattern is a tuple or starts with `case`/`var`/`let`.
    mutating func forPatternStatement(start p: SourcePos) throws(Diagnostic) -> Stmt {
        var isCase = false
        let pattern: Expr
        if isKeyword(.case) {
            advance()
            isCase = true
            pattern = try patternExpression()
        } else if isKeyword(.var) || isKeyword(.let) {
            pattern = try patternExpression()
        } else {
            // `for (a, b) in`: every name binds a constant.
            let inner = try patternExpression()
            pattern = Expr(.patternBinding(inner, isLet: true), inner.pos, end: inner.end)
        }
        let (seq, whereClause, body) = try forEachTail()
        return Stmt(.forPattern(pattern: pattern, isCase: isCase, sequence: seq, whereClause: whereClause, body: body), p)
    }

    /// `name: for …` and the other statements a label may precede.
    mutating func labeledStatement() throws(Diagnostic) -> Stmt {
        let p = current.pos
        let (name, _) = try identifier("label")
        advance() // ':'
        guard case .keyword(let w) = current.kind, ["for", "while", "repeat", "switch", "if", "do"].contains(w),
              let inner = try statement() else {
            throw Diagnostic.unsupported("labels on this statement", at: current.pos)
        }
        return Stmt(.labeled(name, p, inner), p)
    }

    /// `break` / `continue`, with a label when one follows on the same line.
    mutating func jumpStatement(isBreak: Bool) -> Stmt {
        let p = current.pos
        advance()
        if case .identifier(let label) = current.kind, !current.newlineBefore {
            let lp = current.pos
            advance()
            return Stmt(isBreak ? .breakLabel(label, lp) : .continueLabel(label, lp), p)
        }
        return Stmt(isBreak ? .breakStmt : .continueStmt, p)
    }

    /// `typealias Name = Type`
    mutating func typeAliasDecl() throws(Diagnostic) -> Stmt {
        let p = current.pos
        advance()
        let (name, namePos) = try identifier("identifier in typealias declaration")
        if isOp("<") { throw Diagnostic.unsupported("generic type aliases", at: current.pos) }
        guard isOp("=") else { throw expected("'=' in type alias declaration") }
        advance()
        return Stmt(.typeAlias(name, namePos, try typeSyntax()), p)
    }
}
