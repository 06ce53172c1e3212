/// Parsing of closures, tuples, function types and operator functions.
///
/// Invariant: every function here either consumes a complete construct or throws; the signature
/// probe (`closureSignature`) is the only backtracking: it restores `index` when no `in` follows.
extension Parser {
    /// `( … )` in expression position: a parenthesised expression, a tuple literal or `()`.
    mutating func parenOrTuple() throws(Diagnostic) -> Expr {
        let p = current.pos
        try enterStructure()
        defer { leaveStructure() }
        advance()
        let saved = inCondition
        inCondition = false
        defer { inCondition = saved }
        if current.kind == .rparen {
            advance()
            return Expr(.tuple([]), p, end: previous.endOffset)
        }
        var elements: [Argument] = []
        while true {
            var label: String?
            var labelPos: SourcePos?
            if peekKind() == .colon {
                if case .identifier(let n) = current.kind { label = n; labelPos = current.pos; advance(); advance() }
                else if case .keyword(let w) = current.kind { label = w; labelPos = current.pos; advance(); advance() }
            }
            elements.append(Argument(label: label, labelPos: labelPos, value: try expression()))
            if current.kind == .comma { advance(); continue }
            guard current.kind == .rparen else { throw expected("')' in expression list") }
            advance()
            break
        }
        if elements.count == 1, elements[0].label == nil {
            return Expr(.paren(elements[0].value), p, end: previous.endOffset)
        }
        return Expr(.tuple(elements), p, end: previous.endOffset)
    }

    /// `{ signature in statements }` or `{ statements }`.
    mutating func closureExpression() throws(Diagnostic) -> Expr {
        let p = current.pos
        try enterStructure()
        defer { leaveStructure() }
        try enter()
        defer { leave() }
        advance()
        let saved = inCondition
        inCondition = false
        defer { inCondition = saved }
        let start = index
        var params: [ClosureExpr.Param]?
        var returnType: TypeSyntax?
        var captures: [(String, SourcePos)] = []
        var ownership: [String: Bool] = [:]
        var signaturePos = p
        var paramListPos: SourcePos?
        do throws(Diagnostic) {
            let sig = try closureSignature()
            params = sig.params
            returnType = sig.returnType
            captures = sig.captures
            ownership = sig.ownership
            signaturePos = sig.inPos
            paramListPos = sig.paramListPos
        } catch {
            // `(a: Int) -> Int` can only be a signature: its missing `in` is the error, not a reason
            // to read the braces as statements.
            if error.message == Parser.missingClosureIn { throw error }
            index = start
        }
        var stmts: [Stmt] = []
        while current.kind != .rbrace {
            if atEnd { throw Diagnostic("expected '}' at end of closure", at: current.pos) }
            if current.kind == .semicolon { advance(); continue }
            stmts.append(contentsOf: try statementWithSeparator())
        }
        let closing = current.pos
        advance()
        let c = ClosureExpr(params: params, returnType: returnType, body: stmts, captureList: captures,
                            closingBrace: closing, signaturePos: signaturePos, paramListPos: paramListPos,
                            captureOwnership: ownership)
        return Expr(.closure(c), p, end: previous.endOffset)
    }

    /// The part before `in`; throws (and the caller backtracks) when this is not a signature.
    private mutating func closureSignature() throws(Diagnostic) -> (params: [ClosureExpr.Param]?, returnType: TypeSyntax?,
                                                                     captures: [(String, SourcePos)], inPos: SourcePos,
                                                                     paramListPos: SourcePos?, ownership: [String: Bool]) {
        var paramListPos: SourcePos?
        var captures: [(String, SourcePos)] = []
        var ownership: [String: Bool] = [:]
        // `{ @MainActor in … }`: keylab runs every task on the one main actor (ParserConcurrency.swift).
        let isolated = try closureActorAttribute()
        if current.kind == .lbracket {
            advance()
            while current.kind != .rbracket {
                // `[weak self]` / `[unowned self]` (CompilerWeakCaptures.swift).
                var isUnowned: Bool?
                if case .keyword(let w) = current.kind, w == "weak" || w == "unowned" {
                    isUnowned = w == "unowned"
                    advance()
                    if isUnowned == true, current.kind == .lparen {
                        throw Diagnostic.unsupported("'unowned(unsafe)' and 'unowned(safe)'", at: current.pos)
                    }
                }
                let (name, pos): (String, SourcePos)
                if isKeyword(.`self`) {
                    (name, pos) = ("self", current.pos)
                    advance()
                } else {
                    (name, pos) = try identifier("capture name")
                }
                if let isUnowned { ownership[name] = isUnowned }
                if isOp("=") { throw Diagnostic.unsupported("capture lists with initializers", at: current.pos) }
                captures.append((name, pos))
                if current.kind == .comma { advance() } else if current.kind != .rbracket { throw expected("']'") }
            }
            advance()
        }
        var params: [ClosureExpr.Param]? = nil
        if current.kind == .lparen {
            paramListPos = current.pos
            advance()
            var list: [ClosureExpr.Param] = []
            while current.kind != .rparen {
                var (name, pos) = try closureParamName()
                // `(_ a: Int)`: an ignored label before the name.
                if case .identifier(let second) = current.kind, name == "_" { name = second; pos = current.pos; advance() }
                var type: TypeSyntax?
                var isInout = false
                if current.kind == .colon {
                    advance()
                    if isKeyword(.inout) { isInout = true; advance() }
                    type = try typeSyntax()
                }
                list.append(ClosureExpr.Param(name: name, pos: pos, type: type, isInout: isInout))
                if current.kind == .comma { advance() } else if current.kind != .rparen { throw expected("','") }
            }
            advance()
            params = list
        } else if case .identifier = current.kind {
            var list: [ClosureExpr.Param] = []
            while true {
                let (name, pos) = try closureParamName()
                list.append(ClosureExpr.Param(name: name, pos: pos, type: nil))
                if current.kind == .comma { advance(); continue }
                break
            }
            params = list
        } else if !captures.isEmpty || isolated, isKeyword(.in) {
            params = nil
        } else {
            throw expected("closure signature")
        }
        // `throws` on a closure: errors thrown inside travel like any other (CompilerErrors.swift);
        // keylab does not track which function values throw.
        if isKeyword(.async) { advance() }
        if isKeyword(.throws) { advance(); _ = try thrownTypeClause() }
        var returnType: TypeSyntax?
        if isOp("->") {
            advance()
            returnType = try typeSyntax()
        }
        guard isKeyword(.in) else {
            if returnType != nil, paramListPos != nil { throw Diagnostic(Parser.missingClosureIn, at: current.pos) }
            throw expected("'in'")
        }
        let inPos = current.pos
        advance()
        return (params, returnType, captures, inPos, paramListPos, ownership)
    }

    /// swiftc's error for `{ (a: Int) -> Int a }`, which the signature probe must not backtrack over.
    static let missingClosureIn = "expected 'in' after the closure signature"

    private mutating func closureParamName() throws(Diagnostic) -> (String, SourcePos) {
        if case .identifier(let n) = current.kind {
            let p = current.pos
            advance()
            return (n, p)
        }
        throw expected("parameter name")
    }

    /// Trailing closures after a call (or after a bare name): `f(x) { … }`, `xs.map { … }`, and
    /// more trailing closures labeled `name: { … }`.
    mutating func trailingClosures(after e: Expr) throws(Diagnostic) -> Expr {
        var args: [Argument] = []
        var callee = e
        var rparen = e.pos
        if case .call(let f, let a, let rp) = e.kind {
            callee = f
            args = a
            rparen = rp
        }
        let first = try closureExpression()
        args.append(Argument(label: nil, labelPos: nil, value: first, isTrailingClosure: true))
        while case .identifier(let label) = current.kind, peekKind() == .colon, peekKind(2) == .lbrace {
            let lp = current.pos
            advance()
            advance()
            args.append(Argument(label: label, labelPos: lp, value: try closureExpression(), isTrailingClosure: true))
        }
        if case .call = e.kind {} else {
            rparen = SourcePos(line: e.pos.line, column: e.pos.column + e.length, offset: e.end)
        }
        return Expr(.call(callee, args, rparen: rparen), e.pos, end: previous.endOffset)
    }

    /// `(Int, String)`, `(x: Int, y: Int)`, `()`, `(Int) -> Bool`, `() -> Void`.
    mutating func parenthesizedType() throws(Diagnostic) -> TypeSyntax {
        let p = current.pos
        try enterStructure()
        defer { leaveStructure() }
        advance()
        var elements: [TypeSyntax] = []
        var labels: [String?] = []
        while current.kind != .rparen {
            var label: String?
            if peekKind() == .colon, case .identifier(let n) = current.kind {
                label = n
                advance()
                advance()
            } else if case .identifier("_") = current.kind, case .identifier = peekKind(), peekKind(2) == .colon {
                advance(); advance(); advance()
            }
            if isKeyword(.inout) { throw Diagnostic.unsupported("inout parameters in function types", at: current.pos) }
            elements.append(try typeSyntax())
            labels.append(label)
            if current.kind == .comma { advance() } else if current.kind != .rparen { throw expected("',' separator") }
        }
        advance()
        // A function value would lose its `async`, and with it the checks of `await`.
        if isKeyword(.async) { throw Diagnostic.unsupported("async function types", at: current.pos) }
        // `() throws -> Void`: accepted; a thrown error propagates through the call at run time.
        if isKeyword(.throws) || isKeyword(.rethrows) { advance(); _ = try thrownTypeClause() }
        if isOp("->") {
            advance()
            let result = try typeSyntax()
            return .function(elements, result, p)
        }
        if elements.count == 1, labels[0] == nil { return elements[0] }
        return .tuple(elements, labels, p)
    }

    /// The name an `if let` / `guard let` binds; `self` is allowed there (`guard let self else { return }`
    /// in a `[weak self]` closure).
    mutating func bindingName() throws(Diagnostic) -> (String, SourcePos) {
        guard isKeyword(.`self`) else { return try identifier("pattern") }
        let p = current.pos
        advance()
        return ("self", p)
    }
}
