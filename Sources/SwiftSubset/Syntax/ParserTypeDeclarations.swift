/// Parsing of `struct`, `class` and `enum` declarations.
extension Parser {
    /// Modifiers accepted before a member; access control is accepted and has no effect in one file.
    static let memberModifiers: Set<String> = [
        "static", "class", "mutating", "nonmutating", "override", "final", "lazy", "weak", "unowned",
        "convenience", "required", "private", "fileprivate", "internal", "public", "open",
    ]

    /// Whether the current token starts a type declaration (`struct`, `final class`, `indirect enum`...).
    func startsTypeDeclaration() -> Bool {
        var k = 0
        while true {
            switch k == 0 ? current.kind : peekKind(k) {
            case .keyword(let w) where ["struct", "class", "enum", "extension", "protocol"].contains(w):
                // `class func` inside a type is a modifier, handled by the member parser.
                return true
            case .keyword(let w) where ["final", "private", "fileprivate", "internal", "public", "open", "indirect"].contains(w):
                k += 1
            default:
                return false
            }
        }
    }

    mutating func typeDeclaration(isFinalModifier: Bool = false) throws(Diagnostic) -> Stmt {
        let p = current.pos
        var isFinal = isFinalModifier
        var indirectPos: SourcePos?
        while case .keyword(let w) = current.kind, !["struct", "class", "enum", "extension", "protocol"].contains(w) {
            if w == "final" { isFinal = true }
            if w == "indirect" { indirectPos = current.pos }
            // `indirect enum`: keylab's enum payloads are already stored out of line, so it changes nothing.
            advance()
        }
        let kind: TypeDecl.Kind
        switch current.kind {
        case .keyword("struct"): kind = .structure
        case .keyword("class"): kind = .classType
        case .keyword("extension"): kind = .extensionDecl
        case .keyword("protocol"): kind = .protocolDecl
        default: kind = .enumeration
        }
        advance()
        let what = kind == .structure ? "struct" : kind == .classType ? "class" : kind == .enumeration ? "enum"
            : kind == .protocolDecl ? "protocol" : "extension"
        var (name, namePos) = try identifier("identifier in \(what) declaration")
        if kind == .extensionDecl, current.kind == .dot { name = try nestedTypeName(after: name) }
        if !typeNesting.isEmpty {
            if isOp("<") { throw Diagnostic.unsupported("generic nested types", at: current.pos) }
            name = typeNesting.last! + "." + name
        }
        if isOp("<"), kind == .protocolDecl || kind == .extensionDecl {
            throw Diagnostic.unsupported("generic \(what)s", at: current.pos)
        }
        let genericParams = isOp("<") ? try genericParameterList() : []
        var inherited: [TypeSyntax] = []
        var noncopyable = false
        if current.kind == .colon {
            advance()
            repeat {
                if current.kind == .comma { advance() }
                let t = try typeSyntax()
                // `Copyable`, `~Copyable`: implicit for every type here (ParserCopyability.swift).
                if Parser.isImplicitMarker(t) {
                    if case .named("~Copyable", _) = t { noncopyable = true }
                } else {
                    inherited.append(t)
                }
            } while current.kind == .comma
        }
        var whereClause: [WhereRequirement] = []
        if isKeyword(.where) {
            if kind == .extensionDecl {
                whereClause = try whereRequirements()
            } else {
                guard !genericParams.isEmpty else { throw Diagnostic.unsupported("'where' clauses here", at: current.pos) }
                try skipWhereClause()
            }
        }
        try enterStructure()
        defer { leaveStructure() }
        try enter()
        defer { leave() }
        try expect(.lbrace, "'{' in \(what)")
        typeNesting.append(genericParams.isEmpty ? name : "")
        defer { typeNesting.removeLast() }
        var members: [MemberDecl] = []
        while current.kind != .rbrace {
            if atEnd { throw Diagnostic("expected '}' in \(what)", at: current.pos) }
            if current.kind == .semicolon { advance(); continue }
            guard let member = try memberDeclaration(in: kind) else { continue }
            if case .property(let first) = member, current.kind == .comma {
                members.append(contentsOf: try morePropertyDeclarations(after: first).map { .property($0) })
            } else {
                members.append(member)
            }
            // A subscript's `set` block becomes a member of its own, right after the getter.
            if case .method(let f, let mods) = member, let setter = f.subscriptSetter { members.append(.method(setter, mods)) }
        }
        let closing = current.pos
        advance()
        if let indirectPos { members = Parser.markingIndirect(members, at: indirectPos) }
        try Parser.checkNoncopyableDeinit(members, noncopyable: noncopyable)
        return Stmt(.typeDeclaration(TypeDecl(kind: kind, name: name, pos: p, namePos: namePos, inherited: inherited,
                                              members: members, isFinal: isFinal, closingBrace: closing,
                                              genericParams: genericParams, whereClause: whereClause)), p)
    }

    /// One member; nil for a nested type, which is lifted out (ParserNestedTypes.swift).
    mutating func memberDeclaration(in kind: TypeDecl.Kind) throws(Diagnostic) -> MemberDecl? {
        var mods = MemberModifiers()
        while true {
            if case .keyword(let w) = current.kind, Parser.memberModifiers.contains(w) {
                // `class` before `func`/`var` is a modifier; before a name it declares a nested class.
                if w == "class", !(peekKind() == .keyword("func") || peekKind() == .keyword("var") || peekKind() == .keyword("let")) { break }
                mods.words[w] = current.pos
                advance()
                // `private(set)`: only the setter is private (recorded as the word "private(set)");
                // the others change nothing inside one file.
                if ["private", "fileprivate", "internal", "public", "open"].contains(w), current.kind == .lparen,
                   peekKind() == .identifier("set"), peekKind(2) == .rparen {
                    mods.words[w] = nil
                    mods.words[w + "(set)"] = previous.pos
                    advance()
                    advance()
                    advance()
                }
            } else if current.kind == .at {
                mods.attributes += try declarationAttributes(allowingCustom: true)
            } else if case .identifier(let w) = current.kind, ["convenience", "required", "dynamic", "optional"].contains(w),
                      case .keyword = peekKind() {
                mods.words[w] = current.pos
                advance()
            } else {
                break
            }
        }
        if case .identifier("private") = current.kind { advance() }
        // `indirect case`: as for `indirect enum`, nothing to do for keylab's storage.
        if kind == .enumeration, isKeyword(.indirect), peekKind() == .keyword("case") {
            mods.words["indirect"] = current.pos
            advance()
        }
        let p = current.pos
        if let custom = mods.attributes.first(where: { $0.custom != nil }), !(isKeyword(.var) || isKeyword(.let)) {
            throw Diagnostic.unsupported("the attribute '@\(custom.name)'", at: custom.pos)
        }
        switch current.kind {
        case .keyword("var"), .keyword("let"):
            return .property(try propertyDeclaration(mods))
        case .keyword("func") where kind == .protocolDecl:
            return .method(try functionRequirement(), mods)
        case .keyword("func"):
            if case .op = peekKind() { return .method(try operatorFunctionDecl(), mods) }
            guard case .function(let decl) = try functionDecl().kind else { throw expected("function") }
            return .method(decl, mods)
        case .keyword("init") where kind == .protocolDecl:
            return .initializer(try initializerRequirement(), mods)
        case .keyword("associatedtype"):
            return .property(try associatedTypeDeclaration(mods, in: kind))
        case .keyword("init"):
            return .initializer(try initializerDeclaration(), mods)
        case .keyword("deinit"):
            advance()
            let body = try block()
            return .deinitializer(body: body, pos: p)
        case .keyword("case") where kind == .enumeration:
            return .enumCases(try enumCases(), mods)
        case .keyword("struct"), .keyword("class"), .keyword("enum"):
            if typeNesting.last == "" { throw Diagnostic.unsupported("types nested in generic types", at: p) }
            try nestedTypeDeclaration(in: kind, modifiers: mods)
            return nil
        case .keyword("subscript") where kind == .protocolDecl:
            return .method(try subscriptRequirement(), mods)
        case .keyword("subscript"):
            return .method(try subscriptDeclaration(mods), mods)
        case .keyword("typealias"):
            guard kind != .protocolDecl, let outer = typeNesting.last, !outer.isEmpty else {
                throw Diagnostic.unsupported(kind == .protocolDecl ? "type aliases inside protocols" : "type aliases inside generic types", at: p)
            }
            // Lifted to the top level as `Outer.Name`, like a nested type (ParserNestedTypes.swift).
            let alias = try typeAliasDecl()
            guard case .typeAlias(let name, let namePos, let type) = alias.kind else { return nil }
            liftedTypes.append(Stmt(.typeAlias(outer + "." + name, namePos, type), alias.pos))
            return nil
        case .keyword("protocol"):
            // Swift 5.10: a protocol may be nested in a non-generic type (not in a protocol or a
            // function); it is lifted as `Outer.Name` like a nested struct.
            guard kind != .protocolDecl, let outer = typeNesting.last, !outer.isEmpty else {
                throw Diagnostic.unsupported("protocols nested in protocols or generic types", at: p)
            }
            try nestedTypeDeclaration(in: kind, modifiers: mods)
            return nil
        case .at:
            throw Diagnostic.unsupported("attributes", at: p)
        case .keyword(let w):
            if let construct = Parser.unsupportedKeywords[w] { throw Diagnostic.unsupported(construct, at: p) }
            throw Diagnostic("expected declaration", at: p)
        case .identifier(let w) where w == "prefix" || w == "postfix":
            // `static prefix func - (v: V) -> V`: a declaration swift accepts, not a syntax error.
            throw Diagnostic.unsupported("\(w) operator functions", at: p)
        default:
            throw Diagnostic("expected declaration", at: p)
        }
    }

    mutating func propertyDeclaration(_ mods: MemberModifiers) throws(Diagnostic) -> PropertyDecl {
        let p = current.pos
        let isLet = isKeyword(.let)
        advance()
        if current.kind == .lparen { throw Diagnostic.unsupported("tuples", at: current.pos) }
        let (name, namePos) = try identifier("pattern")
        var type: TypeSyntax?
        if current.kind == .colon {
            advance()
            type = try typeSyntax()
        }
        var value: Expr?
        if isOp("=") {
            advance()
            // `var x = 0 { didSet {…} }`: the brace starts the observers, not a trailing closure
            // (`var xs = (1...3).map { … }` has one).
            let saved = inPropertyValue
            inPropertyValue = true
            value = try valueExpression()
            inPropertyValue = saved
        }
        if current.kind == .comma { return PropertyDecl(isLet: isLet, name: name, pos: p, namePos: namePos, type: type, value: value,
                                                        modifiers: mods, accessors: []) }
        var accessors: [AccessorDecl] = []
        if current.kind == .lbrace {
            accessors = try accessorBlock()
        }
        return PropertyDecl(isLet: isLet, name: name, pos: p, namePos: namePos, type: type, value: value,
                            modifiers: mods, accessors: accessors)
    }

    /// `var x = 0, y = 0` and `var x, y: Double`: one stored property per name; a name without a type
    /// or value takes the type written after a later name, as in Swift.
    mutating func morePropertyDeclarations(after first: PropertyDecl) throws(Diagnostic) -> [PropertyDecl] {
        var parsed: [(String, SourcePos, TypeSyntax?, Expr?)] = [(first.name, first.namePos, first.type, first.value)]
        while current.kind == .comma {
            advance()
            let (name, namePos) = try identifier("pattern")
            var type: TypeSyntax?
            if current.kind == .colon { advance(); type = try typeSyntax() }
            var value: Expr?
            if isOp("=") { advance(); value = try expression() }
            parsed.append((name, namePos, type, value))
        }
        if current.kind == .lbrace { throw Diagnostic.unsupported("accessors on several properties declared together", at: current.pos) }
        var result: [PropertyDecl] = []
        for (k, d) in parsed.enumerated() {
            var type = d.2
            if type == nil && d.3 == nil { type = parsed[k...].first { $0.2 != nil }?.2 }
            result.append(PropertyDecl(isLet: first.isLet, name: d.0, pos: first.pos, namePos: d.1, type: type, value: d.3,
                                       modifiers: first.modifiers, accessors: []))
        }
        return result
    }

    /// `{ expr }` (a getter), or `{ get {…} set(v) {…} }`, or `{ willSet {…} didSet {…} }`.
    mutating func accessorBlock() throws(Diagnostic) -> [AccessorDecl] {
        let open = current.pos
        let isClauses: Bool
        if case .identifier(let w) = peekKind(), ["get", "set", "willSet", "didSet"].contains(w),
           [TokenKind.lbrace, .lparen, .rbrace].contains(peekKind(2)) || peekKind(2) == .identifier("set") || peekKind(2) == .identifier("get") {
            isClauses = true
        } else {
            isClauses = false
        }
        if !isClauses {
            let body = try block()
            return [AccessorDecl(kind: "get", parameter: "", body: body, pos: open)]
        }
        try enterStructure()
        defer { leaveStructure() }
        advance()
        var result: [AccessorDecl] = []
        while current.kind != .rbrace {
            if atEnd { throw Diagnostic("expected '}' at end of variable get/set clause", at: current.pos) }
            guard case .identifier(let w) = current.kind, ["get", "set", "willSet", "didSet"].contains(w) else {
                throw Diagnostic("expected 'get', 'set', 'willSet', or 'didSet' keyword to start an accessor definition", at: current.pos)
            }
            let ap = current.pos
            advance()
            var param = w == "set" || w == "willSet" ? "newValue" : w == "didSet" ? "oldValue" : ""
            if current.kind == .lparen {
                advance()
                param = try identifier("name of the parameter").0
                try expect(.rparen, "')'")
            }
            // A `get` without a body inside a protocol is not supported here.
            let body = current.kind == .lbrace ? try block() : []
            result.append(AccessorDecl(kind: w, parameter: param, body: body, pos: ap))
        }
        advance()
        return result
    }

    /// `func area() -> Double` in a protocol: a signature without a body.
    mutating func functionRequirement() throws(Diagnostic) -> FuncDecl {
        let p = current.pos
        advance()
        if case .op = current.kind { throw Diagnostic.unsupported("operator requirements", at: current.pos) }
        let (name, namePos) = try identifier("identifier in function declaration")
        if isOp("<") { throw Diagnostic.unsupported("generic functions", at: current.pos) }
        try expect(.lparen, "'(' in argument list of function declaration")
        let params = try parameterList()
        if isKeyword(.async) { throw Diagnostic.unsupported("async protocol requirements", at: current.pos) }
        var isThrowing = false
        var thrownType: TypeSyntax?
        if isKeyword(.throws) || isKeyword(.rethrows) { isThrowing = true; advance(); thrownType = try thrownTypeClause() }
        var returnType: TypeSyntax?
        if isOp("->") {
            advance()
            returnType = try typeSyntax()
        }
        if current.kind == .lbrace { throw Diagnostic("protocol methods must not have bodies", at: current.pos) }
        return FuncDecl(name: name, pos: p, namePos: namePos, params: params, returnType: returnType, body: [], closingBrace: previous.pos,
                        isThrowing: isThrowing && !Parser.throwsNever(thrownType), thrownType: thrownType)
    }

    mutating func initializerDeclaration() throws(Diagnostic) -> FuncDecl {
        let p = current.pos
        advance()
        // `init?`: named so in the tree; the checker makes it return an optional.
        var name = "init"
        if case .op(let o) = current.kind, o == "?", !current.spaceBefore {
            name = "init?"
            advance()
        } else if case .op(let o) = current.kind, o == "!" || o.hasPrefix("?") {
            throw Diagnostic.unsupported("'init\(o)' initializers", at: current.pos)
        }
        if isOp("<") { throw Diagnostic.unsupported("generic initializers", at: current.pos) }
        try expect(.lparen, "'(' for initializer parameters")
        var params: [Parameter] = []
        while current.kind != .rparen {
            params.append(try parameter())
            if current.kind == .comma { advance() } else if current.kind != .rparen {
                throw expected("',' separator")
            }
        }
        advance()
        if isKeyword(.async) { throw Diagnostic.unsupported("async initializers", at: current.pos) }
        var isThrowing = false
        var thrownType: TypeSyntax?
        if isKeyword(.throws) || isKeyword(.rethrows) { isThrowing = true; advance(); thrownType = try thrownTypeClause() }
        let body = try block()
        return FuncDecl(name: name, pos: p, namePos: p, params: params, returnType: nil, body: body,
                        closingBrace: previous.pos, isThrowing: isThrowing && !Parser.throwsNever(thrownType), thrownType: thrownType)
    }

    mutating func enumCases() throws(Diagnostic) -> [EnumCaseDecl] {
        advance()
        var cases: [EnumCaseDecl] = []
        repeat {
            if current.kind == .comma { advance() }
            let name: String, pos: SourcePos
            // `case some(Wrapped)`: a home-made optional-like enum may name its cases so.
            if case .keyword(let w) = current.kind, w == "some" || w == "any" {
                (name, pos) = (w, current.pos)
                advance()
            } else {
                (name, pos) = try identifier("identifier in enum 'case' declaration")
            }
            var associated: [(label: String?, type: TypeSyntax)] = []
            if current.kind == .lparen {
                advance()
                while current.kind != .rparen {
                    var label: String?
                    if case .identifier(let l) = current.kind, peekKind() == .colon {
                        label = l
                        advance()
                        advance()
                    }
                    associated.append((label, try typeSyntax()))
                    if isOp("=") { throw Diagnostic.unsupported("default values of associated values", at: current.pos) }
                    if current.kind == .comma { advance() } else if current.kind != .rparen { throw expected("',' separator") }
                }
                advance()
            }
            var raw: Expr?
            if isOp("=") {
                advance()
                raw = try expression()
            }
            cases.append(EnumCaseDecl(name: name, pos: pos, rawValue: raw, associated: associated))
        } while current.kind == .comma
        return cases
    }
}

extension Parser {
    /// `.north`, `.upc(let a, _, 3)`, `let .upc(a, b)` in a `case` label: an implicit member, or a call
    /// of one whose arguments are `bindingPattern`s, `_` or values to compare.
    mutating func enumCasePattern() throws(Diagnostic) -> Expr {
        var bindAll: Bool?
        if isKeyword(.let) || isKeyword(.var) {
            bindAll = isKeyword(.let)
            advance()
        }
        let p = current.pos
        try expect(.dot, "'.'")
        let name: String
        if case .identifier(let n) = current.kind { name = n }
        else if case .keyword(let w) = current.kind, w == "some" || w == "none" { name = w } // Optional's cases
        else { throw expected("member name following '.'") }
        advance()
        let member = Expr(.implicitMember(name), p, end: previous.endOffset)
        guard current.kind == .lparen, !current.newlineBefore else { return member }
        try enterStructure()
        defer { leaveStructure() }
        advance()
        var args: [Argument] = []
        while current.kind != .rparen {
            if atEnd { throw Diagnostic("expected ')' in expression list", at: current.pos) }
            var label: String?
            var labelPos: SourcePos?
            if case .identifier(let l) = current.kind, peekKind() == .colon {
                label = l
                labelPos = current.pos
                advance()
                advance()
            }
            let ap = current.pos
            if isKeyword(.let) || isKeyword(.var) {
                let isLet = isKeyword(.let)
                advance()
                let (n, np) = try identifier("pattern")
                args.append(Argument(label: label, labelPos: labelPos, value: Expr(.bindingPattern(n, isLet: isLet), np, end: previous.endOffset)))
            } else if let isLet = bindAll, case .identifier(let n) = current.kind, n != "_",
                      peekKind() == .comma || peekKind() == .rparen {
                advance()
                args.append(Argument(label: label, labelPos: labelPos, value: Expr(.bindingPattern(n, isLet: isLet), ap, end: previous.endOffset)))
            } else {
                args.append(Argument(label: label, labelPos: labelPos, value: try expression()))
            }
            if current.kind == .comma { advance() } else if current.kind != .rparen { throw expected("',' separator") }
        }
        advance()
        return Expr(.call(member, args, rparen: previous.pos), p, end: previous.endOffset)
    }
}

extension Parser {
    /// `static func == (lhs: Point, rhs: Point) -> Bool { ... }` inside a type: a static method named
    /// by its operator.
    mutating func operatorFunctionDecl() throws(Diagnostic) -> FuncDecl {
        let p = current.pos
        advance()
        guard case .op(let op) = current.kind else { throw expected("operator") }
        let namePos = current.pos
        advance()
        guard ["==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "%", "+=", "-=", "*=", "~="].contains(op) else {
            throw Diagnostic.unsupported("operator functions ('\(op)')", at: namePos)
        }
        try expect(.lparen, "'(' in argument list of function declaration")
        let params = try parameterList()
        var returnType: TypeSyntax?
        if isOp("->") {
            advance()
            returnType = try typeSyntax()
        }
        let body = try block()
        return FuncDecl(name: op, pos: p, namePos: namePos, params: params, returnType: returnType, body: body,
                        closingBrace: previous.pos)
    }
}

extension Parser {
    /// Whether the current `{` opens a stored property's observers (`{ didSet {`, `{ willSet(v) {`)
    /// rather than a trailing closure of its initial value.
    var startsPropertyObservers: Bool {
        guard inPropertyValue, case .identifier(let w) = peekKind(), w == "willSet" || w == "didSet" else { return false }
        return [TokenKind.lbrace, .lparen].contains(peekKind(2))
    }
}
