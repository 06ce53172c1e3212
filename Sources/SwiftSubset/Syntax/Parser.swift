/// Recursive-descent parser for the subset. Nesting is capped so deep input is an error, not a crash.
struct Parser {
    static let maxNesting = 300
    /// swiftc's own limit on nested parentheses, brackets and braces.
    static let maxStructureNesting = 256

    let source: [UInt8]
    var tokens: [Token]
    var index = 0
    var depth = 0
    var structureDepth = 0
    /// Modules named by `import` lines (accepted and otherwise ignored).
    var imports: [String] = []
    /// Inside `if`/`while`/`guard` conditions a `{` starts the body, never a closure.
    var inCondition = false
    /// While parsing a stored property's initial value: a brace that opens `willSet`/`didSet`
    /// ends the value; any other brace is a trailing closure (`(1...3).map { "\($0)" }`).
    var inPropertyValue = false
    /// Set just before the value of a declaration, `return`, `throw` or `=` is parsed: the only
    /// places an `if` or `switch` expression may stand (ParserIfExpression.swift).
    var branchValueAllowed = false
    /// Inside a pattern (`case`, `for case`, destructuring), `let x`, `var x` and `x?` are allowed.
    var inPattern = false
    /// Names of the types being declared around the current member (`Outer`, `Inner`): nested types get
    /// qualified names and are lifted out as top-level declarations (ParserNestedTypes.swift).
    var typeNesting: [String] = []
    var liftedTypes: [Stmt] = []

    init(source: [UInt8], tokens: [Token]) {
        self.source = source
        self.tokens = tokens
    }

    /// Parses a whole file or REPL entry.
    static func parse(_ source: [UInt8]) throws(Diagnostic) -> [Stmt] {
        try parseWithImports(source).statements
    }

    static func parseWithImports(_ source: [UInt8]) throws(Diagnostic) -> (statements: [Stmt], imports: [String]) {
        var lexer = Lexer(source: source)
        let tokens = try ConditionalCompilation.resolve(try lexer.tokenize())
        var parser = Parser(source: source, tokens: tokens)
        let stmts = try parser.parseTopLevel()
        return (stmts, parser.imports)
    }

    var current: Token { tokens[index] }
    var previous: Token { tokens[max(0, index - 1)] }
    var atEnd: Bool { current.kind == .eof }

    func peekKind(_ k: Int = 1) -> TokenKind {
        let j = index + k
        return j < tokens.count ? tokens[j].kind : .eof
    }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func isKeyword(_ word: Keyword) -> Bool { current.kind == .keyword(word.rawValue) }
    func isOp(_ op: String) -> Bool { current.kind == .op(op) }

    mutating func expect(_ kind: TokenKind, _ description: String) throws(Diagnostic) {
        guard current.kind == kind else { throw expected(description) }
        advance()
    }

    func expected(_ description: String) -> Diagnostic {
        // swiftc points just past the previous token when something is missing.
        if current.kind == .eof || current.newlineBefore, index > 0 {
            let prev = previous
            let p = SourcePos(line: prev.pos.line, column: prev.pos.column + prev.length, offset: prev.endOffset)
            return Diagnostic("expected \(description)", at: p)
        }
        return Diagnostic("expected \(description)", at: current.pos)
    }

    mutating func enter() throws(Diagnostic) {
        depth += 1
        if depth > Parser.maxNesting {
            throw Diagnostic("keylab does not support code nested more than \(Parser.maxNesting) levels deep yet", at: current.pos)
        }
    }

    mutating func leave() { depth -= 1 }

    /// Counts an opening `(`, `[` or `{` against swiftc's nesting limit.
    mutating func enterStructure() throws(Diagnostic) {
        structureDepth += 1
        if structureDepth >= Parser.maxStructureNesting {
            throw Diagnostic("structure nesting level exceeded maximum of \(Parser.maxStructureNesting)", at: current.pos)
        }
    }

    mutating func leaveStructure() { structureDepth -= 1 }

    mutating func identifier(_ description: String) throws(Diagnostic) -> (String, SourcePos) {
        if case .identifier(let name) = current.kind {
            let p = current.pos
            advance()
            return (name, p)
        }
        // `async` is a contextual keyword in Swift: a declaration may take it as its name
        // (Dispatch's `func async(execute:)`).
        if case .keyword("async") = current.kind {
            let p = current.pos
            advance()
            return ("async", p)
        }
        if case .keyword(let word) = current.kind {
            throw Diagnostic("keyword '\(word)' cannot be used as an identifier here", at: current.pos)
        }
        throw expected(description)
    }

    // MARK: statements

    mutating func parseTopLevel() throws(Diagnostic) -> [Stmt] {
        var stmts: [Stmt] = []
        while !atEnd {
            if current.kind == .semicolon { advance(); continue }
            if current.kind == .rbrace { throw Diagnostic("extraneous '}' at top level", at: current.pos) }
            stmts.append(contentsOf: try statementWithSeparator())
        }
        return stmts
    }

    mutating func statementWithSeparator() throws(Diagnostic) -> [Stmt] {
        skipAccessModifiersOnDeclaration()
        let stmts: [Stmt]
        if isKeyword(.let) || isKeyword(.var) {
            stmts = try variableDecls()
        } else if isKeyword(.weak), case .keyword(let w) = peekKind(), w == "var" || w == "let" {
            stmts = try weakVariableDecls()
        } else if let stmt = try statement() {
            stmts = typeNesting.isEmpty ? takeLiftedTypes() + [stmt] : [stmt]
        } else {
            return []
        }
        if current.kind == .semicolon { advance() }
        else if !atEnd, current.kind != .rbrace, !current.newlineBefore, !isKeyword(.case), !isKeyword(.default) {
            throw Diagnostic("consecutive statements on a line must be separated by ';'",
                             at: SourcePos(line: previous.pos.line, column: previous.pos.column + previous.length, offset: previous.endOffset))
        }
        return stmts
    }

    mutating func block() throws(Diagnostic) -> [Stmt] {
        try enterStructure()
        defer { leaveStructure() }
        try enter()
        defer { leave() }
        try expect(.lbrace, "'{'")
        var stmts: [Stmt] = []
        while current.kind != .rbrace {
            if atEnd { throw Diagnostic("expected '}' at end of brace statement", at: current.pos) }
            if current.kind == .semicolon { advance(); continue }
            stmts.append(contentsOf: try statementWithSeparator())
        }
        advance()
        return stmts
    }

    mutating func statement() throws(Diagnostic) -> Stmt? {
        let p = current.pos
        if startsTypeDeclaration() { return try typeDeclaration() }
        switch current.kind {
        case .keyword(let word):
            switch word {
            case "self", "super", "try": break
            case "let", "var": return try variableDecls().first
            case "typealias": return try typeAliasDecl()
            case "func": return try functionDecl()
            case "if": return try ifStatement()
            case "guard": return try guardStatement()
            case "while":
                advance()
                let conds = try conditions()
                return Stmt(.whileStmt(conditions: conds, body: try block()), p)
            case "repeat":
                advance()
                let body = try block()
                guard isKeyword(.while) else { throw expected("'while' after 'repeat' body") }
                advance()
                return Stmt(.repeatStmt(body: body, condition: try expression()), p)
            case "for": return try forStatement()
            case "switch": return try switchStatement()
            case "break": return jumpStatement(isBreak: true)
            case "continue": return jumpStatement(isBreak: false)
            case "fallthrough": advance(); return Stmt(.fallthroughStmt, p)
            case "return":
                advance()
                if atEnd || current.newlineBefore || current.kind == .rbrace || current.kind == .semicolon {
                    return Stmt(.returnStmt(nil), p)
                }
                return Stmt(.returnStmt(try valueExpression()), p)
            case "import":
                advance()
                imports.append(try identifier("module name").0)
                return nil
            case "do":
                if peekKind() == .lbrace || peekKind() == .keyword("throws") {
                    advance()
                    // `do throws(ParseError) { … }`: the body's errors have that type (TypedThrows.swift).
                    var thrownType: TypeSyntax?
                    if isKeyword(.throws) { advance(); thrownType = try thrownTypeClause() }
                    let body = try block()
                    if isKeyword(.catch) { return Stmt(.doCatch(body: body, catches: try catchClauses(), thrownType: thrownType), p) }
                    return Stmt(.block(body), p)
                }
                throw Diagnostic.unsupported("'do'", at: p)
            case "throw":
                advance()
                return Stmt(.throwStmt(try valueExpression()), p)
            case "defer":
                advance()
                return Stmt(.deferStmt(try block()), p)
            default:
                if let construct = Parser.unsupportedKeywords[word] {
                    throw Diagnostic.unsupported(construct, at: p)
                }
            }
        case .at:
            return try attributedDeclaration()
        case .hash:
            throw hashRefusal(at: p)
        case .identifier:
            if peekKind() == .colon, case .keyword(let w) = peekKind(2), ["for", "while", "repeat", "switch", "if", "do"].contains(w) {
                return try labeledStatement()
            }
            if let refusal = operatorDeclarationRefusal(at: p) { throw refusal }
        case .lbrace:
            // A closure expression (Checking/StatementClosures.swift says where one may stand).
            break
        default:
            break
        }
        return Stmt(.expression(try expression()), p)
    }

    static let unsupportedKeywords: [String: String] = [
        "struct": "structs", "class": "classes", "enum": "enums", "protocol": "protocols",
        "extension": "extensions", "typealias": "type aliases", "init": "initializers",
        "deinit": "deinitializers", "throw": "error handling ('throw')", "try": "error handling ('try')",
        "defer": "'defer'", "static": "static members", "private": "access control", "public": "access control",
        "internal": "access control", "fileprivate": "access control", "open": "access control",
        "final": "classes", "lazy": "lazy properties", "weak": "weak references", "unowned": "unowned references",
        "override": "classes", "mutating": "mutating methods", "subscript": "custom subscripts",
        "operator": "custom operators", "actor": "actors", "indirect": "enums", "async": "concurrency", "associatedtype": "protocols", "catch": "error handling ('catch')",
        "in": "closures", "case": "'case' outside of 'switch'", "else": "'else' without 'if'",
        "default": "'default' outside of 'switch'", "where": "'where' clauses here",
        "inout": "inout parameters", "self": "'self'", "super": "classes",
        "some": "opaque types", "any": "existential types", "is": "type casts", "as": "type casts",
        "rethrows": "error handling", "throws": "error handling",
    ]

    mutating func functionDecl() throws(Diagnostic) -> Stmt {
        let p = current.pos
        advance()
        let (name, namePos): (String, SourcePos)
        if case .op(let o) = current.kind {
            // `func + (a: V, b: V) -> V` at the top level (GlobalOperatorFunctions.swift).
            guard typeNesting.isEmpty, ["==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "%", "~="].contains(o) else {
                throw Diagnostic.unsupported("custom operators", at: current.pos)
            }
            index -= 1
            return Stmt(.function(try operatorFunctionDecl()), p)
        }
        (name, namePos) = try identifier("identifier in function declaration")
        let (genericParams, declaredConstraints) = isOp("<") ? try genericParameters() : ([], [:])
        var genericConstraints = declaredConstraints
        try expect(.lparen, "'(' in argument list of function declaration")
        var params: [Parameter] = []
        while current.kind != .rparen {
            params.append(try parameter())
            if current.kind == .comma { advance() } else if current.kind != .rparen {
                throw expected("',' separator")
            }
        }
        advance()
        let isAsync = try asyncEffect()
        var isThrowing = false
        var rethrowsPos: SourcePos?
        var thrownType: TypeSyntax?
        if isKeyword(.throws) || isKeyword(.rethrows) {
            if isKeyword(.rethrows) { rethrowsPos = current.pos }
            isThrowing = true
            advance()
            if rethrowsPos != nil, current.kind == .lparen { throw Diagnostic.unsupported("'rethrows' with a thrown type", at: current.pos) }
            thrownType = try thrownTypeClause()
        }
        try misplacedAsync()
        var returnType: TypeSyntax?
        if isOp("->") {
            advance()
            returnType = try typeSyntax()
        }
        var whereClause: [WhereRequirement] = []
        if isKeyword(.where) {
            if genericParams.isEmpty && !typeNesting.isEmpty {
                // A method's requirements on its type's parameters (MethodWhereClauses.swift).
                whereClause = try whereRequirements()
            } else {
                guard !genericParams.isEmpty else { throw Diagnostic("'where' clause cannot be applied to a non-generic top-level declaration", at: current.pos) }
                try skipWhereClause()
                for g in genericParams { genericConstraints[g, default: []].append("where") }
            }
        }
        let body = try block()
        let closing = previous.pos
        return Stmt(.function(FuncDecl(name: name, pos: p, namePos: namePos, params: params, returnType: returnType,
                                       body: body, closingBrace: closing, isThrowing: isThrowing && !Parser.throwsNever(thrownType),
                                       rethrowsPos: rethrowsPos, genericParams: genericParams,
                                       genericConstraints: genericConstraints, whereClause: whereClause, thrownType: thrownType,
                                       isAsync: isAsync)), p)
    }

    mutating func parameter() throws(Diagnostic) -> Parameter {
        let p = current.pos
        var first: String
        if case .identifier(let n) = current.kind { first = n }
        else if case .keyword(let w) = current.kind, w != "inout" { first = w }
        else if current.kind == .op("_") { first = "_" }
        else { throw expected("parameter name") }
        if first == "_" , current.kind != .identifier("_") { first = "_" }
        advance()
        var label: String? = first
        var name = first
        var namePos = p
        if case .identifier(let second) = current.kind {
            name = second
            namePos = current.pos
            advance()
        } else if case .keyword(let w) = current.kind, w != "inout" {
            name = w
            namePos = current.pos
            advance()
        }
        if label == "_" { label = nil }
        try expect(.colon, "':' following argument label and parameter name")
        var isInout = false
        if isKeyword(.inout) { isInout = true; advance() }
        try ownershipModifier()
        // `@escaping` only matters to swiftc's escape analysis (NonEscapingParameters.swift).
        var isEscaping = false
        if current.kind == .at, case .identifier("escaping") = peekKind() { isEscaping = true; advance(); advance() }
        let type = try typeSyntax()
        var isVariadic = false
        if isOp("...") { isVariadic = true; advance() }
        var def: Expr?
        if isOp("=") {
            advance()
            def = try expression()
        }
        return Parameter(label: label, name: name, pos: namePos, type: type, defaultValue: def, isInout: isInout,
                         isVariadic: isVariadic, isEscaping: isEscaping)
    }

    mutating func conditions() throws(Diagnostic) -> [Condition] {
        let saved = inCondition
        inCondition = true
        defer { inCondition = saved }
        var conds: [Condition] = []
        repeat {
            if current.kind == .comma { advance() }
            if (isKeyword(.let) || isKeyword(.var)), peekKind() == .lparen {
                // `if let (x, y) = optionalTuple` is `if case let (x, y)? = optionalTuple`.
                let isLet = isKeyword(.let)
                let keywordPos = current.pos
                advance()
                let inner = try patternExpression()
                guard isOp("=") else { throw expected("'=' in pattern condition") }
                advance()
                let pattern = Expr(.patternBinding(Expr(.optionalPattern(inner), inner.pos, end: inner.end), isLet: isLet),
                                   keywordPos, end: inner.end)
                conds.append(.pattern(pattern, value: try expression(), keywordPos: keywordPos))
            } else if isKeyword(.let) || isKeyword(.var) {
                let isLet = isKeyword(.let)
                let keywordPos = current.pos
                advance()
                let (name, namePos) = try bindingName()
                var type: TypeSyntax?
                if current.kind == .colon { advance(); type = try typeSyntax() }
                var value: Expr?
                if isOp("=") { advance(); value = try expression() }
                conds.append(.binding(isLet: isLet, name: name, namePos: namePos, type: type, value: value, keywordPos: keywordPos))
            } else if isKeyword(.case) {
                let keywordPos = current.pos
                advance()
                let pattern: Expr
                if let cast = try castConditionPattern() { pattern = cast } else { pattern = try patternExpression() }
                guard isOp("=") else { throw expected("'=' in pattern condition") }
                advance()
                conds.append(.pattern(pattern, value: try expression(), keywordPos: keywordPos))
            } else {
                conds.append(.expr(try expression()))
            }
        } while current.kind == .comma
        return conds
    }

    mutating func ifStatement() throws(Diagnostic) -> Stmt {
        let p = current.pos
        advance()
        let conds = try conditions()
        let then = try block()
        var otherwise: [Stmt]?
        if isKeyword(.else) {
            advance()
            if isKeyword(.if) {
                try enter()
                defer { leave() }
                otherwise = [try ifStatement()]
            } else {
                otherwise = try block()
            }
        }
        return Stmt(.ifStmt(conditions: conds, then: then, otherwise: otherwise), p)
    }

    mutating func guardStatement() throws(Diagnostic) -> Stmt {
        let p = current.pos
        advance()
        let conds = try conditions()
        guard isKeyword(.else) else { throw expected("'else' after 'guard' condition") }
        advance()
        let otherwise = try block()
        return Stmt(.guardStmt(conditions: conds, otherwise: otherwise, closingBrace: previous.pos), p)
    }

    mutating func forStatement() throws(Diagnostic) -> Stmt {
        let p = current.pos
        advance()
        if isKeyword(.await) || (isKeyword(.try) && peekKind() == .keyword("await")) { return try forAwaitStatement(start: p) }
        var name: String?
        let namePos = current.pos
        if case .identifier(let n) = current.kind {
            name = n == "_" ? nil : n
            advance()
        } else if current.kind == .lparen || isKeyword(.case) || isKeyword(.var) || isKeyword(.let) {
            return try forPatternStatement(start: p)
        } else {
            throw expected("pattern")
        }
        let (seq, whereClause, body) = try forEachTail()
        return Stmt(.forIn(name: name, namePos: namePos, sequence: seq, whereClause: whereClause, body: body), p)
    }

    /// What every for-each loop has after its pattern: `in SEQUENCE [where CONDITION] { BODY }`.
    mutating func forEachTail() throws(Diagnostic) -> (sequence: Expr, whereClause: Expr?, body: [Stmt]) {
        guard isKeyword(.in) else { throw expected("'in' after for-each pattern") }
        advance()
        let saved = inCondition
        inCondition = true
        let seq = try expression()
        var whereClause: Expr?
        if isKeyword(.where) { advance(); whereClause = try expression() }
        inCondition = saved
        return (seq, whereClause, try block())
    }

    mutating func switchStatement() throws(Diagnostic) -> Stmt {
        let p = current.pos
        advance()
        let saved = inCondition
        inCondition = true
        let subject = try expression()
        inCondition = saved
        try expect(.lbrace, "'{' after 'switch' subject expression")
        try enter()
        defer { leave() }
        var cases: [SwitchCase] = []
        while current.kind != .rbrace {
            if atEnd { throw Diagnostic("expected '}' at end of 'switch' statement", at: current.pos) }
            let cp = current.pos
            var patterns: [Expr] = []
            var isDefault = false
            var whereClause: Expr?
            if isKeyword(.default) {
                advance()
                isDefault = true
            } else if isKeyword(.case) {
                advance()
                repeat {
                    if current.kind == .comma { advance() }
                    if current.kind == .dot || ((isKeyword(.let) || isKeyword(.var)) && peekKind() == .dot) {
                        patterns.append(try enumCasePattern())
                        continue
                    }
                    if isKeyword(.is) {
                        let ip = current.pos
                        advance()
                        let type = try typeSyntax()
                        patterns.append(Expr(.castPattern(nil, type), ip, end: previous.endOffset))
                        continue
                    }
                    if isKeyword(.let) || isKeyword(.var), case .identifier(let name) = peekKind(), peekKind(2) == .keyword("as") {
                        let lp = current.pos
                        advance()
                        advance()
                        advance()
                        let type = try typeSyntax()
                        patterns.append(Expr(.castPattern(name, type), lp, end: previous.endOffset))
                        continue
                    }
                    patterns.append(try patternExpression())
                } while current.kind == .comma
                if isKeyword(.where) {
                    advance()
                    whereClause = try expression()
                    if current.kind == .comma {
                        throw Diagnostic.unsupported("'where' clauses on several patterns of one 'case'", at: current.pos)
                    }
                }
            } else {
                throw Diagnostic("all statements inside a switch must be covered by a 'case' or 'default'", at: current.pos)
            }
            try expect(.colon, "':' after case")
            var body: [Stmt] = []
            while !isKeyword(.case), !isKeyword(.default), current.kind != .rbrace, !atEnd {
                if current.kind == .semicolon { advance(); continue }
                body.append(contentsOf: try statementWithSeparator())
            }
            cases.append(SwitchCase(patterns: patterns, isDefault: isDefault, body: body, pos: cp, whereClause: whereClause))
        }
        let closing = current.pos
        advance()
        return Stmt(.switchStmt(subject: subject, cases: cases, closingBrace: closing), p)
    }

    // MARK: types

    mutating func typeSyntax() throws(Diagnostic) -> TypeSyntax {
        try enter()
        defer { leave() }
        var base: TypeSyntax
        let p = current.pos
        if isOp("~") { return try suppressedProtocol(at: p) }
        switch current.kind {
        case .identifier(let name):
            advance()
            if isOp("<") && !current.spaceBefore {
                advance()
                var args: [TypeSyntax] = []
                while true {
                    args.append(try typeSyntax())
                    if current.kind == .comma { advance(); continue }
                    break
                }
                try closeAngle()
                base = .generic(name, args, p)
                if name == "AsyncStream", current.kind == .dot, case .identifier("Continuation") = peekKind() {
                    // `AsyncStream<Int>.Continuation` (Checking/ConcurrencyTypes.swift).
                    advance()
                    advance()
                    base = .generic("AsyncStream.Continuation", args, p)
                }
            } else if current.kind == .dot, case .identifier("Element") = peekKind() {
                // `T.Element` of a generic parameter; the checker binds it with `T`.
                advance()
                advance()
                base = .named(name + ".Element", p)
            } else if current.kind == .dot {
                base = .named(try nestedTypeName(after: name), p)
            } else {
                base = .named(name, p)
            }
        case .keyword("Self"):
            // The type of `self`; the checker decides what it stands for (StaticRequirements.swift).
            advance()
            base = .named("Self", p)
        case .lbracket:
            advance()
            let element = try typeSyntax()
            if current.kind == .colon {
                advance()
                let value = try typeSyntax()
                try expect(.rbracket, "']' in dictionary type")
                base = .dictionary(element, value)
            } else {
                try expect(.rbracket, "']' in array type")
                base = .array(element)
            }
        case .lparen:
            base = try parenthesizedType()
        case .at where peekKind() == .identifier("escaping"):
            // `@escaping` only matters to swiftc's escape analysis; keylab's closures may always escape.
            advance()
            advance()
            return try typeSyntax()
        case .at where peekKind() == .identifier("autoclosure"):
            advance()
            advance()
            return .autoclosure(try typeSyntax())
        case .at:
            throw Diagnostic.unsupported("attributes on types", at: p)
        case .keyword("any"):
            // `any P`: the existential spelling; keylab's protocol types are existentials either way.
            advance()
            base = try typeSyntax()
        case .keyword("some"):
            // `some Shape`: an opaque type (ParserOpaqueTypes.swift).
            advance()
            base = .generic(TypeSyntax.opaqueMarker, [try typeSyntax()], p)
        default:
            throw expected("type")
        }
        if case .op("&") = current.kind {
            // `Named & Aged`: a protocol composition (ParserOpaqueTypes.swift).
            base = try protocolComposition(first: base, at: p)
        }
        // `Int?`, `Int??`: the lexer may glue `?` to a following operator, e.g. `Int?=`.
        while case .op(let o) = current.kind, o.hasPrefix("?"), !current.spaceBefore {
            base = .optional(base)
            if o == "?" { advance() } else { splitCurrentOperator(dropping: 1) }
        }
        if case .op(let o) = current.kind, o.hasPrefix("!"), !current.spaceBefore {
            base = .implicitlyUnwrapped(base)
            if o == "!" { advance() } else { splitCurrentOperator(dropping: 1) }
        }
        return base
    }

    mutating func closeAngle() throws(Diagnostic) {
        guard case .op(let o) = current.kind, o.hasPrefix(">") else { throw expected("'>' to complete generic argument list") }
        if o == ">" { advance() } else { splitCurrentOperator(dropping: 1) }
    }

    /// Removes the first characters of an operator token (so `>>` closes two generic lists).
    mutating func splitCurrentOperator(dropping n: Int) {
        guard case .op(let o) = current.kind else { return }
        var t = current
        t.kind = .op(String(o.dropFirst(n)))
        t.pos = SourcePos(line: t.pos.line, column: t.pos.column + n, offset: t.pos.offset + n)
        t.length -= n
        t.spaceBefore = false
        tokens[index] = t
    }
}
