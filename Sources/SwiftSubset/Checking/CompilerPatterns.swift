/// Patterns: `case` patterns in `switch` (tuples, `let`/`var` bindings, `_`, ranges, `x?`, `where`),
/// `if case` / `guard case`, `for case`, `for (a, b) in`, destructuring `let (a, b) = t`,
/// labeled statements and `typealias`.
///
/// A compiled pattern is a matcher that tests a value and, as it goes, stores the parts it binds
/// into variables declared in the current scope (so a `where` clause and the body can read them).
typealias Matcher = (Interpreter, Value) throws(RuntimeFailure) -> Bool

extension Compiler {
    /// The names a pattern binds, in order.
    static func boundNames(_ p: Expr) -> [String] {
        boundNamePositions(p).map(\.0)
    }

    static func isRichPattern(_ p: Expr) -> Bool {
        switch p.kind {
        case .patternBinding, .bindingPattern, .optionalPattern, .tuple: return true
        case .paren(let x): return isRichPattern(x)
        case .call(let f, _, _): if case .implicitMember = f.kind { return true }; return false
        case .implicitMember("none"), .implicitMember("some"): return true
        default: return false
        }
    }

    static func needsPatternSwitch(_ subject: SType, _ cases: [SwitchCase]) -> Bool {
        if subject.isTuple { return true }
        return cases.contains { c in c.whereClause != nil || c.patterns.contains(where: isRichPattern) }
    }

    /// Compiles `p` against values of `type`. `binding` is nil outside `let`/`var`, else whether
    /// names bind constants.
    func compilePattern(_ p: Expr, _ type: SType, binding: Bool?) throws(Diagnostic) -> Matcher {
        if let m = try enumCasePattern(p, type, binding: binding) { return m }
        switch p.kind {
        case .patternBinding(let inner, let isLet):
            return try compilePattern(inner, type, binding: isLet)
        case .bindingPattern(let name, let isLet):
            return try compilePattern(Expr(.name(name), p.pos, end: p.end), type, binding: isLet)
        case .paren(let inner):
            return try compilePattern(inner, type, binding: binding)
        case .name("_"):
            return { _, _ in true }
        case .name(let name) where binding != nil:
            let v = try declareVariable(name, type: type, isLet: binding ?? true, namePos: p.pos, keywordPos: nil,
                                        initialized: true)
            let set = Compiler.initializer(v.slot)
            return { i, x in set(i, x); return true }
        case .tuple(let items):
            guard case .tuple(let ts, let labels) = type else {
                throw Diagnostic("tuple pattern cannot match values of non-tuple type '\(type.name)'", at: p.pos)
            }
            guard ts.count == items.count else {
                throw Diagnostic("tuple pattern has the wrong length for tuple type '\(type.name)'", at: p.pos)
            }
            var parts: [Matcher] = []
            for (k, item) in items.enumerated() {
                if let l = item.label, labels[k] != nil, labels[k] != l {
                    throw Diagnostic("tuple pattern element label '\(l)' must be '\(labels[k] ?? "_")'", at: item.labelPos ?? p.pos)
                }
                parts.append(try compilePattern(item.value, ts[k], binding: binding))
            }
            return { i, x throws(RuntimeFailure) in
                guard case .tuple(let values) = x else { return false }
                for k in 0..<parts.count where !(try parts[k](i, values[k])) { return false }
                return true
            }
        case .optionalPattern(let inner):
            guard case .optional(let wrapped) = type else {
                throw Diagnostic("'?' pattern cannot match values of type '\(type.name)'", at: p.pos)
            }
            let m = try compilePattern(inner, wrapped, binding: binding)
            return { i, x throws(RuntimeFailure) in
                if case .some(let w) = x { return try m(i, w) }
                return false
            }
        case .call(let f, let args, _):
            if case .implicitMember("some") = f.kind, case .optional(let wrapped) = type, args.count == 1 {
                let m = try compilePattern(args[0].value, wrapped, binding: binding)
                return { i, x throws(RuntimeFailure) in
                    if case .some(let w) = x { return try m(i, w) }
                    return false
                }
            }
            if let m = try enumCaseMatcher(p, type, binding: binding) { return m }
            return try expressionPattern(p, type)
        case .implicitMember("none") where type.isOptional, .nilLiteral where type.isOptional:
            return { _, x in if case .none = x { return true }; return false }
        case .implicitMember, .member:
            if let m = try enumCaseMatcher(p, type, binding: binding) { return m }
            return try expressionPattern(p, type)
        default:
            return try expressionPattern(p, type)
        }
    }

    /// An expression in a pattern: equal to the value, or a range that contains it.
    func expressionPattern(_ p: Expr, _ type: SType) throws(Diagnostic) -> Matcher {
        if let m = try customPatternMatcher(p, type) { return m }
        if case .binary(let op, _, _, _) = p.kind, op.isRange {
            let closed = op == .closedRange
            let want: SType = closed ? .closedRange(type) : .range(type)
            let r = try expression(p, want)
            guard r.type == want else {
                throw Diagnostic("expression pattern of type '\(r.type.name)' cannot match values of type '\(type.name)'",
                                 at: p.pos, length: p.length)
            }
            let code = r.code
            return { i, x throws(RuntimeFailure) in
                guard case .range(let lo, let hi) = try code(i) else { return false }
                return !Value.less(x, lo) && (closed ? !Value.less(hi, x) : Value.less(x, hi))
            }
        }
        if case .partialRangeFrom(let lower) = p.kind {
            let code = try convert(try expression(lower, type), to: type, lower, context: .argument)
            return { i, x throws(RuntimeFailure) in !Value.less(x, try code(i)) }
        }
        if case .partialRangeUpTo(let upper, let closed) = p.kind {
            let code = try convert(try expression(upper, type), to: type, upper, context: .argument)
            return { i, x throws(RuntimeFailure) in
                let hi = try code(i)
                return closed ? !Value.less(hi, x) : Value.less(x, hi)
            }
        }
        let t = try expression(p, type)
        guard t.type == type, type.isEquatable || type.isTuple else {
            throw Diagnostic("expression pattern of type '\(t.type.name)' cannot match values of type '\(type.name)'",
                             at: p.pos, length: p.length)
        }
        let code = t.code
        return { i, x throws(RuntimeFailure) in Value.equal(x, try code(i)) }
    }

    /// `.some(x)` / `x?` with an irrefutable inner pattern: every non-nil optional.
    static func matchesEveryValue(_ p: Expr) -> Bool {
        switch p.kind {
        case .optionalPattern(let x): return isIrrefutable(x)
        case .patternBinding(let x, _): return matchesEveryValue(x)
        case .call(let f, let args, _):
            if case .implicitMember("some") = f.kind, args.count == 1 { return isIrrefutable(args[0].value) }
            return false
        default: return false
        }
    }

    static func matchesNil(_ p: Expr) -> Bool {
        switch p.kind {
        case .implicitMember("none"), .nilLiteral: return true
        default: return false
        }
    }

    /// Whether a pattern matches every value (so a `switch` with it needs no `default`).
    static func isIrrefutable(_ p: Expr, binding: Bool = false) -> Bool {
        switch p.kind {
        case .name(let n): return binding || n == "_"
        case .patternBinding(let x, _): return isIrrefutable(x, binding: true)
        case .paren(let x): return isIrrefutable(x, binding: binding)
        case .bindingPattern: return true
        case .tuple(let items): return items.allSatisfy { isIrrefutable($0.value, binding: binding) }
        default: return false
        }
    }

    func patternSwitch(_ subj: Typed, _ subject: Expr, _ cases: [SwitchCase], pos: SourcePos) throws(Diagnostic) -> StmtCode {
        let st = subj.type
        var compiled: [(matchers: [Matcher], guardCode: ((Interpreter) throws(RuntimeFailure) -> Bool)?, isDefault: Bool, body: StmtCode)] = []
        var exhaustive = false
        var sawSome = false, sawNone = false
        let before = initializationState
        var falling: [[Bool]] = []
        for c in cases {
            if c.body.isEmpty {
                throw Diagnostic("\(c.isDefault ? "'default'" : "'case'") label in a 'switch' must have at least one executable statement",
                                 at: c.pos, length: c.isDefault ? 8 : 4)
            }
            scopes.append(Scope())
            defer { scopes.removeLast() }
            var matchers: [Matcher] = []
            for (k, p) in c.patterns.enumerated() {
                matchers.append(try compileAlternative(c.patterns, k) { () throws(Diagnostic) -> Matcher in
                    try compilePattern(p, st, binding: nil)
                })
            }
            let guardCode = try c.whereClause.map { (w) throws(Diagnostic) in try boolCondition(w) }
            if c.isDefault || (c.whereClause == nil && c.patterns.contains(where: { Compiler.isIrrefutable($0) })) { exhaustive = true }
            if c.whereClause == nil, st.isOptional {
                for p in c.patterns {
                    if Compiler.matchesEveryValue(p) { sawSome = true }
                    if Compiler.matchesNil(p) { sawNone = true }
                }
                if sawSome && sawNone { exhaustive = true }
            }
            switchDepth += 1
            restoreInitialization(before)
            let body = try compileStatements(c.body)
            if !Compiler.exits(c.body) { falling.append(initializationState) }
            switchDepth -= 1
            compiled.append((matchers, guardCode, c.isDefault, body))
        }
        if !exhaustive, case .tuple(let types, _) = st, Compiler.tupleCasesCover(cases, types) { exhaustive = true }
        if !exhaustive {
            throw Diagnostic("switch must be exhaustive", at: pos, length: 6,
                             notes: [DiagnosticNote(message: "add a default clause", pos: pos)])
        }
        mergeInitialization(falling, fallback: before)
        let subjectCode = subj.code
        return { i throws(RuntimeFailure) in
            let v = try subjectCode(i)
            var matched = false
            for c in compiled {
                if !matched {
                    if c.isDefault {
                        matched = true
                    } else {
                        // A `where` clause belongs to the last pattern of the case only.
                        let last = c.matchers.count - 1
                        for (k, m) in c.matchers.enumerated() where try m(i, v) {
                            matched = k == last ? try c.guardCode?(i) ?? true : true
                            if matched { break }
                        }
                    }
                    if !matched { continue }
                }
                switch try c.body(i) {
                case .normal, .breakLoop: return .normal
                case .fallthroughCase: continue
                case .continueLoop: return .continueLoop
                case .returned: return .returned
                }
            }
            return .normal
        }
    }

    /// `if case PATTERN = value`: the bindings go into the current (condition) scope.
    func patternCondition(_ pattern: Expr, _ value: Expr) throws(Diagnostic) -> (Interpreter) throws(RuntimeFailure) -> Bool {
        let t = try expression(value, nil)
        let m = try compilePattern(pattern, t.type, binding: nil)
        let code = t.code
        return { i throws(RuntimeFailure) in try m(i, try code(i)) }
    }

    /// `let (a, b) = t`
    func destructuringDeclaration(isLet: Bool, pattern: Expr, typeSyntax: TypeSyntax?, value: Expr) throws(Diagnostic) -> StmtCode {
        let annotated = try typeSyntax.map { (t) throws(Diagnostic) -> SType in try resolveType(t) }
        let t = try expression(value, annotated)
        var type = t.type
        var code = t.code
        if let annotated {
            code = try convert(t, to: annotated, value, context: .specified)
            type = annotated
        }
        guard case .tuple = type else {
            throw Diagnostic("cannot convert value of type '\(type.name)' to specified type '\(Compiler.patternTypeName(pattern))'",
                             at: value.pos, length: value.length)
        }
        try checkDestructuringShape(pattern, type, value)
        let m = try compilePattern(pattern, type, binding: isLet)
        return { i throws(RuntimeFailure) in
            _ = try m(i, try code(i))
            return .normal
        }
    }

    /// swiftc names the pattern's shape `(_, _)` when a tuple of another length is assigned to it.
    private func checkDestructuringShape(_ pattern: Expr, _ type: SType, _ value: Expr) throws(Diagnostic) {
        guard case .tuple(let items) = pattern.kind, case .tuple(let ts, _) = type else { return }
        if items.count != ts.count {
            let want = (0..<items.count).map { $0 < ts.count ? ts[$0].name : "_" }.joined(separator: ", ")
            throw Diagnostic("'\(type.name)' is not convertible to '(\(want))', tuples have a different number of elements",
                             at: value.pos, length: value.length)
        }
    }

    static func patternTypeName(_ p: Expr) -> String {
        if case .tuple(let items) = p.kind { return "(" + items.map { patternTypeName($0.value) }.joined(separator: ", ") + ")" }
        return "_"
    }

    /// `for (k, v) in d`, `for case let x? in xs`, `for case (0, let y) in pairs where …`
    func forPatternLoop(_ pattern: Expr, isCase: Bool, sequence: Expr, whereClause: Expr?, body: [Stmt]) throws(Diagnostic) -> StmtCode {
        let before = initializationState
        defer { restoreInitialization(before) }
        let seq = try expression(sequence, nil)
        let elementType: SType
        switch seq.type {
        case .range(let b), .closedRange(let b), .stride(let b): elementType = b
        case .array(let e), .set(let e): elementType = e
        case .string: elementType = .character
        case .dictionary(let k, let v): elementType = .tuple([k, v], ["key", "value"])
        // Slices, reversed and enumerated sequences and the like, as the plain `for x in` takes them.
        case _ where seq.type.stdlibElement != nil: elementType = seq.type.stdlibElement ?? .void
        default:
            throw Diagnostic("for-in loop requires '\(seq.type.name)' to conform to 'Sequence'", at: sequence.pos,
                             length: sequence.length)
        }
        scopes.append(Scope())
        defer { scopes.removeLast() }
        if !isCase, case .patternBinding(let inner, _) = pattern.kind, case .tuple(let items) = inner.kind {
            guard case .tuple(let ts, _) = elementType else {
                throw Diagnostic("tuple pattern cannot match values of non-tuple type '\(elementType.name)'", at: sequence.pos)
            }
            if ts.count != items.count {
                throw Diagnostic("pattern cannot match values of type '\(elementType.name)'", at: sequence.pos)
            }
        }
        let m = try compilePattern(pattern, elementType, binding: nil)
        let filter = try whereClause.map { (w) throws(Diagnostic) in try boolCondition(w) }
        loopDepth += 1
        let bodyCode = releasingLocals(try compileStatements(body))
        loopDepth -= 1
        let seqCode = seq.code
        let elements = Compiler.elementsOf(seq.type)
        return { i throws(RuntimeFailure) in
            for v in try elements(try seqCode(i)) {
                try i.step()
                guard try m(i, v) else { continue }
                if let filter, !(try filter(i)) { continue }
                switch try bodyCode(i) {
                case .breakLoop: return .normal
                case .returned: return .returned
                default: break
                }
            }
            return .normal
        }
    }

    // MARK: labels

    func labeledStatement(_ name: String, pos: SourcePos, _ inner: Stmt) throws(Diagnostic) -> StmtCode {
        var target = inner
        var isLoop = true
        switch inner.kind {
        case .forIn(let n, let np, let seq, let w, let body):
            target = Stmt(.forIn(name: n, namePos: np, sequence: seq, whereClause: w, body: [Stmt(.labeledBody(name, body), inner.pos)]), inner.pos)
        case .forPattern(let p, let c, let seq, let w, let body):
            target = Stmt(.forPattern(pattern: p, isCase: c, sequence: seq, whereClause: w, body: [Stmt(.labeledBody(name, body), inner.pos)]), inner.pos)
        case .whileStmt(let conds, let body):
            target = Stmt(.whileStmt(conditions: conds, body: [Stmt(.labeledBody(name, body), inner.pos)]), inner.pos)
        case .repeatStmt(let body, let cond):
            target = Stmt(.repeatStmt(body: [Stmt(.labeledBody(name, body), inner.pos)], condition: cond), inner.pos)
        default:
            isLoop = false
        }
        var keyword = "do"
        switch inner.kind {
        case .ifStmt: keyword = "if"
        case .switchStmt: keyword = "switch"
        default: break
        }
        extras.labels.append((name, isLoop, keyword))
        defer { extras.labels.removeLast() }
        let code = try compileStatement(target)
        return { i throws(RuntimeFailure) in
            let flow = try code(i)
            if case .returned = flow, let j = i.pendingJump, j.label == name, j.isBreak {
                i.pendingJump = nil
                return .normal
            }
            return flow
        }
    }

    /// A labeled loop's body: `break label` / `continue label` from inside end here.
    func labeledBody(_ name: String, _ body: [Stmt]) throws(Diagnostic) -> StmtCode {
        let code = try compileStatements(body)
        return { i throws(RuntimeFailure) in
            let flow = try code(i)
            if case .returned = flow, let j = i.pendingJump, j.label == name {
                i.pendingJump = nil
                return j.isBreak ? .breakLoop : .continueLoop
            }
            return flow
        }
    }

    func labeledJump(_ name: String, pos: SourcePos, isBreak: Bool, keywordPos: SourcePos? = nil) throws(Diagnostic) -> StmtCode {
        guard let label = extras.labels.last(where: { $0.name == name }) else {
            throw Diagnostic("cannot find label '\(name)' in scope", at: pos, length: name.utf8.count)
        }
        if !isBreak && !label.isLoop {
            throw Diagnostic("'continue' cannot be used with \(label.keyword) statements", at: keywordPos ?? pos, length: 8)
        }
        // Travels out as `.returned` (which every statement passes on) until its label stops it.
        return { i in
            i.pendingJump = (name, isBreak)
            return .returned
        }
    }

    func typeAlias(_ name: String) -> SType? {
        if name == "Self" { return try? selfType(at: .start) }
        return extras.typeAliases[name] ?? globals.typeAliases[name]
    }

    func declareTypeAlias(_ name: String, pos: SourcePos, _ type: TypeSyntax) throws(Diagnostic) {
        let t = try resolveType(type)
        extras.typeAliases[name] = t
        if function == nil && scopes.isEmpty { globals.typeAliases[name] = t }
    }
}
