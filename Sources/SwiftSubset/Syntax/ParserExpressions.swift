/// Swift's precedence groups, lowest first.
enum Precedence: Int, Comparable {
    case assignment = 1, ternary, disjunction, conjunction, comparison, nilCoalescing, casting, rangeFormation,
         addition, multiplication, bitwiseShift

    static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }

    static func of(_ op: String) -> Precedence? {
        switch op {
        case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=": return .assignment
        case "||": return .disjunction
        case "&&": return .conjunction
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return .comparison
        case "??": return .nilCoalescing
        case "...", "..<": return .rangeFormation
        case "+", "-", "|", "^", "&+", "&-": return .addition
        case "*", "/", "%", "&", "&*": return .multiplication
        case "<<", ">>": return .bitwiseShift
        default: return nil
        }
    }
}

extension Parser {
    mutating func expression() throws(Diagnostic) -> Expr {
        try enter()
        defer { leave() }
        return try binary(minimum: .assignment)
    }

    /// An operator token is infix when spacing is symmetric (both sides spaced or neither).
    func infixOperator() -> String? {
        if case .op(let o) = current.kind {
            if o == "...", !current.spaceBefore,
               [TokenKind.colon, .comma, .rparen, .rbracket, .eof, .semicolon, .rbrace].contains(peekKind())
                || (index + 1 < tokens.count && tokens[index + 1].newlineBefore) {
                return o
            }
            if current.spaceBefore != current.spaceAfter { return nil }
            return o
        }
        if case .keyword(let w) = current.kind, w == "is" || w == "as" { return w }
        return nil
    }

    mutating func binary(minimum: Precedence) throws(Diagnostic) -> Expr {
        var lhs = try unary()
        // Every operator in a chain deepens the tree the checker walks, so it counts toward the limit.
        let startDepth = depth
        defer { depth = startDepth }
        while let op = infixOperator() {
            try enter()
            if op == "?" {
                guard minimum <= .ternary else { break }
                try enter()
                defer { leave() }
                advance()
                let thenE = try binary(minimum: .assignment)
                guard current.kind == .colon else { throw expected("':' after '? ...' in ternary expression") }
                advance()
                let elseE = try binary(minimum: .ternary)
                lhs = Expr(.ternary(lhs, thenE, elseE), lhs.pos, end: elseE.end)
                continue
            }
            if op == "as" {
                guard minimum <= .casting else { break }
                let asPos = current.pos
                advance()
                if case .op(let o) = current.kind, (o == "?" || o == "!"), !current.spaceBefore {
                    advance()
                    let type = try typeSyntax()
                    lhs = Expr(.typeCast(lhs, "as" + o, type, opPos: asPos), lhs.pos, end: previous.endOffset)
                    continue
                }
                let type = try typeSyntax()
                lhs = Expr(.coerce(lhs, type), lhs.pos, end: previous.endOffset)
                continue
            }
            if op == "is" {
                guard minimum <= .casting else { break }
                let isPos = current.pos
                advance()
                let type = try typeSyntax()
                lhs = Expr(.typeCast(lhs, "is", type, opPos: isPos), lhs.pos, end: previous.endOffset)
                continue
            }
            guard let prec = Precedence.of(op) else {
                throw UnknownOperator.diagnostic(op, at: current.pos)
            }
            guard prec >= minimum else { break }
            let opPos = current.pos
            advance()
            if op == "...", [TokenKind.colon, .comma, .rparen, .rbracket, .eof, .semicolon, .rbrace].contains(current.kind) || (op == "..." && current.newlineBefore) {
                lhs = Expr(.partialRangeFrom(lhs), lhs.pos, end: previous.endOffset)
                continue
            }
            try enter()
            defer { leave() }
            if prec == .assignment {
                if op == "=" { branchValueAllowed = true }
                let rhs = try binary(minimum: .assignment)
                lhs = Expr(.assign(op, lhs, rhs, opPos: opPos), lhs.pos, end: rhs.end)
            } else if let binaryOp = BinaryOperator(rawValue: op), prec == .nilCoalescing {
                let rhs = try binary(minimum: prec)
                lhs = Expr(.binary(binaryOp, lhs, rhs, opPos: opPos), lhs.pos, end: rhs.end)
            } else if let binaryOp = BinaryOperator(rawValue: op) {
                let next = Precedence(rawValue: prec.rawValue + 1) ?? .bitwiseShift
                let rhs = prec == .bitwiseShift ? try unary() : try binary(minimum: next)
                lhs = Expr(.binary(binaryOp, lhs, rhs, opPos: opPos), lhs.pos, end: rhs.end)
            } else {
                // Unreachable: every spelling with a precedence other than assignment is a `BinaryOperator`.
                throw Diagnostic("operator '\(op)' is not supported in keylab", at: opPos)
            }
        }
        return lhs
    }

    mutating func unary() throws(Diagnostic) -> Expr {
        if case .op(let o) = current.kind, !current.spaceAfter || current.spaceBefore == false && o != "=" {
            if [TokenKind.rparen, .comma].contains(peekKind()) {
                let t = current
                advance()
                return Expr(.operatorFunction(o), t.pos, end: t.endOffset)
            }
            if let prefixOp = PrefixOperator(rawValue: o), !current.spaceAfter {
                let p = current.pos
                advance()
                try enter()
                defer { leave() }
                let operand = try unary()
                return Expr(.prefix(prefixOp, operand), p, end: operand.end)
            }
            if o == "..." || o == "..<" {
                let p = current.pos
                advance()
                let operand = try unary()
                return Expr(.partialRangeUpTo(operand, closed: o == "..."), p, end: operand.end)
            }
            if o == "&", !current.spaceAfter {
                let p = current.pos
                advance()
                let operand = try unary()
                return Expr(.inoutArgument(operand), p, end: operand.end)
            }
        }
        return try postfix(try primary())
    }

    mutating func postfix(_ start: Expr) throws(Diagnostic) -> Expr {
        var e = start
        let startDepth = depth
        defer { depth = startDepth }
        while true {
            try enter()
            switch current.kind {
            case .lparen where !current.newlineBefore:
                try enterStructure()
                defer { leaveStructure() }
                advance()
                let args = try arguments(closing: .rparen)
                let rp = previous.pos
                e = Expr(.call(e, args, rparen: rp), e.pos, end: previous.endOffset)
            case .lbracket where !current.newlineBefore:
                try enterStructure()
                defer { leaveStructure() }
                advance()
                let args = try arguments(closing: .rbracket)
                e = Expr(.subscriptAccess(e, args), e.pos, end: previous.endOffset)
            case .dot:
                advance()
                if case .integer(let digits) = current.kind {
                    let ip = current.pos
                    advance()
                    e = Expr(.tupleIndex(e, Int(digits) ?? -1, indexPos: ip), e.pos, end: previous.endOffset)
                    continue
                }
                if case .float(let text) = current.kind, let dot = text.firstIndex(of: "."),
                   let a = Int(text[..<dot]), let b = Int(text[text.index(after: dot)...]) {
                    // `t.0.1` lexes as `t`, `.`, `0.1`: two tuple element accesses.
                    let ip = current.pos
                    advance()
                    e = Expr(.tupleIndex(e, a, indexPos: ip), e.pos, end: ip.offset + String(a).utf8.count)
                    let ip2 = SourcePos(line: ip.line, column: ip.column + String(a).utf8.count + 1,
                                        offset: ip.offset + String(a).utf8.count + 1)
                    e = Expr(.tupleIndex(e, b, indexPos: ip2), e.pos, end: previous.endOffset)
                    continue
                }
                let namePos = current.pos
                let name: String
                if case .identifier(let n) = current.kind { name = n }
                else if case .keyword(let w) = current.kind { name = w }
                else { throw expected("member name following '.'") }
                advance()
                e = Expr(.member(e, name, namePos: namePos), e.pos, end: previous.endOffset)
            case .op(let o) where !current.spaceBefore && (o == "!" || o.hasPrefix("?") && o.count == 1):
                let end = current.endOffset
                advance()
                if o == "!" {
                    e = Expr(.forceUnwrap(e), e.pos, end: end)
                } else if inPattern && current.kind != .dot {
                    e = Expr(.optionalPattern(e), e.pos, end: end)
                } else if (current.kind == .lparen || current.kind == .lbracket) && !current.spaceBefore {
                    // `handler?()`: call the function only when the optional holds one; `userInfo?[key]`
                    // reads the subscript only then (Checking/OptionalChainSubscript.swift).
                    e = Expr(.optionalChain(e), e.pos, end: end)
                } else {
                    guard current.kind == .dot else { throw Diagnostic.unsupported("this use of '?'", at: previous.pos) }
                    e = Expr(.optionalChain(e), e.pos, end: end)
                }
            case .lbrace where !current.newlineBefore && !inCondition && !inPattern && !startsPropertyObservers:
                e = try trailingClosures(after: e)
            default:
                return e
            }
        }
    }

    mutating func arguments(closing: TokenKind) throws(Diagnostic) -> [Argument] {
        try enter()
        defer { leave() }
        let saved = inCondition
        inCondition = false
        defer { inCondition = saved }
        var args: [Argument] = []
        while current.kind != closing {
            if atEnd {
                throw Diagnostic(closing == .rparen ? "expected ')' in expression list" : "expected ']' in expression list",
                                 at: current.pos)
            }
            var label: String?
            var labelPos: SourcePos?
            if peekKind() == .colon {
                if case .identifier(let n) = current.kind { label = n; labelPos = current.pos; advance(); advance() }
                else if case .keyword(let w) = current.kind { label = w; labelPos = current.pos; advance(); advance() }
            }
            args.append(Argument(label: label, labelPos: labelPos, value: try expression()))
            if atEnd {
                throw Diagnostic(closing == .rparen ? "expected ')' in expression list" : "expected ']' in expression list",
                                 at: current.pos)
            }
            if current.kind == .comma { advance() } else if current.kind != closing {
                throw expected(closing == .rparen ? "',' separator" : "',' separator")
            }
        }
        advance()
        return args
    }

    mutating func primary() throws(Diagnostic) -> Expr {
        let t = current
        let p = t.pos
        let branchAllowed = branchValueAllowed
        branchValueAllowed = false
        switch t.kind {
        case .integer(let s):
            advance()
            return Expr(.integer(s), p, end: t.endOffset)
        case .float(let s):
            advance()
            return Expr(.float(s), p, end: t.endOffset)
        case .string(let pieces):
            advance()
            var parts: [StringPart] = []
            for piece in pieces {
                switch piece {
                case .text(let s): parts.append(.text(s))
                case .interpolation(let start, let end):
                    var lexer = Lexer(source: source, start: start, end: end)
                    let toks = try lexer.tokenize()
                    var sub = Parser(source: source, tokens: toks)
                    sub.depth = depth
                    if sub.atEnd { throw Diagnostic("expected expression in interpolation", at: start) }
                    if sub.peekKind() == .colon, case .identifier = sub.current.kind {
                        throw Diagnostic.unsupported("labeled string interpolation", at: start)
                    }
                    let e = try sub.expression()
                    if !sub.atEnd { throw Diagnostic("expected ')' in expression list", at: sub.current.pos) }
                    parts.append(.expr(e))
                }
            }
            return Expr(.string(parts), p, end: t.endOffset)
        case .keyword("true"), .keyword("false"):
            advance()
            return Expr(.bool(t.kind == .keyword("true")), p, end: t.endOffset)
        case .keyword("nil"):
            advance()
            return Expr(.nilLiteral, p, end: t.endOffset)
        case .identifier(let name):
            advance()
            if isOp("<"), !current.spaceBefore, name.first?.isUppercase == true {
                index -= 1
                let type = try typeSyntax()
                return Expr(.typeExpr(type), p, end: previous.endOffset)
            }
            if isOp("<"), !current.spaceBefore, let specialized = explicitSpecialization(of: name, at: p) { return specialized }
            return Expr(.name(name), p, end: t.endOffset)
        case .dot:
            advance()
            let name: String
            if case .identifier(let n) = current.kind { name = n }
            // Any keyword names a member after `.` (`.default`, `.init`, `.self`), as in Swift.
            else if case .keyword(let w) = current.kind { name = w }
            else { throw expected("member name following '.'") }
            advance()
            return Expr(.implicitMember(name), p, end: previous.endOffset)
        case .lparen:
            return try parenOrTuple()
        case .lbracket:
            return try collectionLiteral()
        case .lbrace:
            return try closureExpression()
        case .backslash:
            return try keyPathFunction()
        case .hash:
            if peekKind() == .identifier("selector") { return try selectorExpression() }
            if peekKind() == .identifier("available") || peekKind() == .identifier("unavailable") { return try availabilityCondition() }
            if case .identifier(let name) = peekKind(), ["function", "line", "column", "file", "fileID"].contains(name) {
                advance()
                advance()
                return Expr(.magic(name), p, end: previous.endOffset)
            }
            throw hashRefusal(at: p)
        case .keyword(let w):
            if inPattern, w == "let" || w == "var" { return try bindingPatternExpr() }
            // `self` and `super` are names the checker resolves inside methods and initializers.
            if w == "self" || w == "super" || w == "Self" {
                advance()
                return Expr(.name(w), p, end: t.endOffset)
            }
            if w == "try" { return try tryExpression() }
            if w == "await" { return try awaitExpression() }
            if let construct = Parser.unsupportedKeywords[w] { throw Diagnostic.unsupported(construct, at: p) }
            if w == "if" || w == "switch" {
                guard branchAllowed else {
                    throw Diagnostic("'\(w)' may only be used as expression in return, throw, or as the source of an assignment", at: p)
                }
                return w == "if" ? try ifExpression() : try switchExpression()
            }
            throw Diagnostic("expected expression", at: p)
        case .op(let o):
            if [TokenKind.rparen, .comma].contains(peekKind()) {
                advance()
                return Expr(.operatorFunction(o), p, end: t.endOffset)
            }
            throw Diagnostic("unary operator '\(o)' cannot be separated from its operand", at: p)
        case .eof:
            throw expected("expression")
        default:
            throw Diagnostic("expected expression", at: p)
        }
    }

    mutating func collectionLiteral() throws(Diagnostic) -> Expr {
        let p = current.pos
        try enterStructure()
        defer { leaveStructure() }
        let saved = inCondition
        inCondition = false
        defer { inCondition = saved }
        advance()
        if current.kind == .colon, peekKind() == .rbracket {
            advance(); advance()
            return Expr(.dictionary([]), p, end: previous.endOffset)
        }
        // `[Int]()` and `[String: Int]()`: an empty collection of a written type.
        let start = index
        if case .identifier(let n) = current.kind, n.first?.isUppercase == true {
            index = start - 1
            // `[Int](repeating: 0, count: 3)` too: a written array type called like an initializer.
            if let type = try? typeSyntax(), current.kind == .lparen, !current.newlineBefore {
                return Expr(.typeExpr(type), p, end: previous.endOffset)
            }
            index = start
        }
        var elements: [Expr] = []
        var pairs: [(Expr, Expr)] = []
        var isDictionary = false
        while current.kind != .rbracket {
            if atEnd { throw expected("']' in container literal expression") }
            let e = try expression()
            if current.kind == .colon {
                isDictionary = true
                advance()
                pairs.append((e, try expression()))
            } else {
                if isDictionary { throw expected("':' in dictionary literal") }
                elements.append(e)
            }
            if current.kind == .comma { advance() } else if current.kind != .rbracket {
                throw expected("',' separator")
            }
        }
        advance()
        if isDictionary { return Expr(.dictionary(pairs), p, end: previous.endOffset) }
        return Expr(.array(elements), p, end: previous.endOffset)
    }
}
