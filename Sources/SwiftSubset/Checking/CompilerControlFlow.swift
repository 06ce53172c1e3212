/// Conditions, loops and `switch`.
extension Compiler {
    func boolCondition(_ e: Expr) throws(Diagnostic) -> (Interpreter) throws(RuntimeFailure) -> Bool {
        let t = try expression(e, .bool)
        if t.type != .bool {
            if case .integer(let text) = e.kind, text == "0" || text == "1" {
                throw Diagnostic("integer literal value '\(text)' cannot be used as a boolean; did you mean '\(text == "1" ? "true" : "false")'?",
                                 at: e.pos)
            }
            if t.type.isInteger {
                throw Diagnostic("type '\(t.type.name)' cannot be used as a boolean; test for '!= 0' instead", at: e.pos)
            }
            if t.type.isOptional {
                throw Diagnostic("optional type '\(t.type.name)' cannot be used as a boolean; test for '!= nil' instead", at: e.pos)
            }
            throw Diagnostic("cannot convert value of type '\(t.type.name)' to expected condition type 'Bool'", at: e.pos, length: e.length)
        }
        let test: (Interpreter) throws(RuntimeFailure) -> Bool
        if let direct = t.condition, Compiler.isWrittenComparison(e) {
            test = direct
        } else {
            let code = t.code
            test = { i throws(RuntimeFailure) in
                if case .bool(let b) = try code(i) { return b }
                return false
            }
        }
        extras.returnShapes.record(test, for: e)
        if let keyTest = t.keyTest { extras.returnShapes.record(keyTest, for: e) }
        return test
    }

    /// `a < b` as written (in parentheses or not): its checked form comes straight from `binaryOperator`.
    static func isWrittenComparison(_ e: Expr) -> Bool {
        switch e.kind {
        case .paren(let inner): return isWrittenComparison(inner)
        case .binary(let op, _, _, _): return comparisonOperators.contains(op.rawValue)
        default: return false
        }
    }

    /// Compiles a condition list; bindings are declared in the current (innermost) scope. A guard's
    /// bindings (`guardBindings`) may shadow that scope's earlier names (GuardShadowing.swift).
    func conditionList(_ conds: [Condition], guardBindings: Bool = false) throws(Diagnostic) -> (Interpreter) throws(RuntimeFailure) -> Bool {
        var parts: [(Interpreter) throws(RuntimeFailure) -> Bool] = []
        for c in conds {
            switch c {
            case .expr(let e):
                parts.append(try boolCondition(e))
            case .pattern(let pattern, let value, _):
                if case .castPattern(let name, let ts) = pattern.kind {
                    parts.append(try castCondition(name, ts, value, at: pattern.pos))
                } else {
                    parts.append(try patternCondition(pattern, value))
                }
            case .binding(let isLet, let name, let namePos, let typeSyntax, let value, let keywordPos):
                let source: Typed
                if let value {
                    let annotated = try typeSyntax.map { (t) throws(Diagnostic) -> SType in try resolveType(t) }
                    source = try expression(value, annotated.map { .optional($0) })
                } else {
                    // `if let name` unwraps the variable of the same name.
                    source = try expression(Expr(.name(name), namePos, end: namePos.offset + name.utf8.count), nil)
                }
                guard case .optional(let wrapped) = source.type else {
                    throw Diagnostic("initializer for conditional binding must have Optional type, not '\(source.type.name)'",
                                     at: keywordPos)
                }
                if guardBindings { forgetDeclarationShadowedByGuard(name) }
                let v = try declareVariable(name, type: wrapped, isLet: isLet, namePos: namePos, keywordPos: nil,
                                            initialized: true)
                let set = Compiler.initializer(v.slot)
                let code = source.code
                let part: (Interpreter) throws(RuntimeFailure) -> Bool = { i throws(RuntimeFailure) in
                    if case .some(let w) = try code(i) {
                        set(i, w)
                        return true
                    }
                    return false
                }
                parts.append(part)
            }
        }
        // Conditions as cells: a closure taken back out of an array would be called through a
        // reabstraction thunk on every test.
        let cells = parts.map { ConditionCell($0) }
        switch cells.count {
        case 1:
            return cells[0].test
        case 2:
            let a = cells[0].test, b = cells[1].test
            return { i throws(RuntimeFailure) in
                if !(try a(i)) { return false }
                return try b(i)
            }
        default:
            return { i throws(RuntimeFailure) in
                for p in cells {
                    if !(try p.test(i)) { return false }
                }
                return true
            }
        }
    }

    func ifStatement(_ conds: [Condition], _ then: [Stmt], _ otherwise: [Stmt]?) throws(Diagnostic) -> StmtCode {
        let before = initializationState
        scopes.append(Scope())
        let cond = try conditionList(conds)
        var thenCode = try compileStatements(then)
        // `if let seen = observer { … }`: the binding releases its instance when the statement ends.
        if let release = conditionBindingRelease() { thenCode = Compiler.then(thenCode, release) }
        scopes.removeLast()
        let afterThen = initializationState
        restoreInitialization(before)
        let elseCode = try otherwise.map { (s) throws(Diagnostic) -> StmtCode in try compileBlock(s) }
        let afterElse = initializationState
        var falling: [[Bool]] = []
        if !Compiler.exits(then) { falling.append(afterThen) }
        if !(otherwise.map(Compiler.exits) ?? false) { falling.append(afterElse) }
        mergeInitialization(falling, fallback: before)
        if let elseCode {
            return { i throws(RuntimeFailure) in try cond(i) ? try thenCode(i) : try elseCode(i) }
        }
        return { i throws(RuntimeFailure) in try cond(i) ? try thenCode(i) : .normal }
    }

    func guardStatement(_ conds: [Condition], _ otherwise: [Stmt], pos: SourcePos) throws(Diagnostic) -> StmtCode {
        let before = initializationState
        let elseCode = try compileBlock(otherwise)
        restoreInitialization(before)
        if !Compiler.exits(otherwise) {
            throw Diagnostic("'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope",
                             at: pos)
        }
        if scopes.isEmpty && function == nil {
            // Top-level guard bindings become globals.
        }
        let cond = try conditionList(conds, guardBindings: true)
        return { i throws(RuntimeFailure) in try cond(i) ? .normal : try elseCode(i) }
    }

    /// Whether a statement list always leaves its scope (return, break, continue, fatalError).
    static func exits(_ stmts: [Stmt]) -> Bool {
        guard let last = stmts.last else { return false }
        switch last.kind {
        case .returnStmt, .breakStmt, .continueStmt, .throwStmt: return true
        case .expression(let e):
            return Compiler.isNeverReturningCall(e)
        case .ifStmt(_, let then, let otherwise):
            guard let otherwise else { return false }
            return exits(then) && exits(otherwise)
        case .block(let inner): return exits(inner)
        default: return false
        }
    }

    func whileLoop(_ conds: [Condition], _ body: [Stmt]) throws(Diagnostic) -> StmtCode {
        let before = initializationState
        defer { restoreInitialization(before) }
        scopes.append(Scope())
        let cond = try conditionList(conds)
        loopDepth += 1
        let bodyCode = releasingLocals(try compileStatements(body))
        loopDepth -= 1
        scopes.removeLast()
        return { i throws(RuntimeFailure) in
            while try cond(i) {
                try i.step()
                switch try bodyCode(i) {
                case .breakLoop: return .normal
                case .returned: return .returned
                default: break
                }
            }
            return .normal
        }
    }

    func forLoop(name: String?, namePos: SourcePos, sequence: Expr, whereClause: Expr?,
                 body: [Stmt]) throws(Diagnostic) -> StmtCode {
        let before = initializationState
        defer { restoreInitialization(before) }
        // `for await x in stream` (AsyncLoops.swift): the same body, a loop that may suspend.
        let awaited = Compiler.forAwaitSequence(sequence)
        let seq = try expression(awaited?.inner ?? sequence, nil)
        let elementType: SType
        switch seq.type {
        case _ where awaited != nil:
            elementType = try awaitedElementType(seq.type, sequence, awaited?.inner ?? sequence)
        case .range(let b), .closedRange(let b), .stride(let b):
            guard b.isInteger || b.isFloatingPoint || seq.type == .stride(b) else {
                throw Diagnostic("for-in loop requires '\(seq.type.name)' to conform to 'Sequence'", at: sequence.pos)
            }
            elementType = b
        case .array(let e): elementType = e
        case .string: elementType = .character
        case .dictionary(let k, let v): elementType = .tuple([k, v], ["key", "value"])
        case .set(let e): elementType = e
        case _ where seq.type.stdlibElement != nil:
            elementType = seq.type.stdlibElement ?? .void
        default:
            throw Diagnostic("for-in loop requires '\(seq.type.name)' to conform to 'Sequence'", at: sequence.pos,
                             length: sequence.length)
        }
        scopes.append(Scope())
        let slot: Slot
        if let name {
            slot = try declareVariable(name, type: elementType, isLet: true, namePos: namePos, keywordPos: nil,
                                       initialized: true).slot
        } else {
            slot = allocateSlot()
        }
        let filter = try whereClause.map { (w) throws(Diagnostic) in try boolCondition(w) }
        loopDepth += 1
        // Each pass's variables die at its end (instances they hold are released then, as in Swift).
        let rawBody = releasingLocals(try compileStatements(body))
        loopDepth -= 1
        scopes.removeLast()
        let bodyCode: StmtCode
        if let filter {
            bodyCode = { i throws(RuntimeFailure) in try filter(i) ? try rawBody(i) : .normal }
        } else {
            bodyCode = rawBody
        }
        let seqCode = seq.code
        let set = Compiler.initializer(slot)
        if awaited != nil { return Compiler.streamLoop(seqCode, set: set, body: bodyCode, line: sequence.pos.line) }
        if slot.isBoxed {
            // A captured loop variable is a new box per iteration, so the generic path below runs.
        } else if case .closedRange(.integer) = seq.type {
            return Compiler.intRangeLoop(seqCode, closed: true, slot: slot, body: bodyCode)
        }
        if !slot.isBoxed, case .range(.integer) = seq.type {
            return Compiler.intRangeLoop(seqCode, closed: false, slot: slot, body: bodyCode)
        }
        if case .stride(.integer(.int)) = seq.type, !slot.isBoxed {
            return { i throws(RuntimeFailure) in
                guard case .stride(.int(let from), .int(let to), .int(let by), let through) = try seqCode(i) else { return .normal }
                if by == 0 { throw .fatal("Stride size must not be zero") }
                var k = from
                while by > 0 ? (through ? k <= to : k < to) : (through ? k >= to : k > to) {
                    try i.step()
                    set(i, .int(k))
                    switch try bodyCode(i) {
                    case .breakLoop: return .normal
                    case .returned: return .returned
                    default: break
                    }
                    let (next, o) = k.addingReportingOverflow(by)
                    if o { return .normal }
                    k = next
                }
                return .normal
            }
        }
        if seq.type == .string {
            // Characters are read one at a time, not gathered into an array first (a long text
            // would take 24 bytes per character at once).
            return { i throws(RuntimeFailure) in
                let text = (try seqCode(i)).asString
                for c in text {
                    try i.step()
                    set(i, .character(c))
                    switch try bodyCode(i) {
                    case .breakLoop: return .normal
                    case .returned: return .returned
                    default: break
                    }
                }
                return .normal
            }
        }
        let elements = Compiler.elementsOf(seq.type)
        return { i throws(RuntimeFailure) in
            let all = try elements(try seqCode(i))
            for v in all {
                try i.step()
                set(i, v)
                switch try bodyCode(i) {
                case .breakLoop: return .normal
                case .returned: return .returned
                default: break
                }
            }
            return .normal
        }
    }

    /// The hot path: `for i in a...b` over integers without materialising the range.
    static func intRangeLoop(_ seq: @escaping Code, closed: Bool, slot: Slot, body: @escaping StmtCode) -> StmtCode {
        func run(_ i: Interpreter, _ lo: Int, _ hi: Int, _ set: (Interpreter, Int) -> Void) throws(RuntimeFailure) -> Flow {
            if closed ? lo > hi : lo >= hi { return .normal }
            var k = lo
            while true {
                try i.step()
                set(i, k)
                switch try body(i) {
                case .breakLoop: return .normal
                case .returned: return .returned
                default: break
                }
                if closed ? k == hi : k + 1 == hi { return .normal }
                k += 1
            }
        }
        switch slot {
        case .global(let g):
            return { i throws(RuntimeFailure) in
                guard case .range(.int(let lo), .int(let hi)) = try seq(i) else { return .normal }
                return try run(i, lo, hi) { i, k in i.globals[g] = .int(k) }
            }
        case .local(let l):
            return { i throws(RuntimeFailure) in
                guard case .range(.int(let lo), .int(let hi)) = try seq(i) else { return .normal }
                return try run(i, lo, hi) { i, k in i.stack[i.fp + l] = .int(k) }
            }
        case .boxedLocal, .boxedGlobal:
            // Not used: a captured loop variable takes the generic loop (a new box per iteration).
            let set = initializer(slot)
            return { i throws(RuntimeFailure) in
                guard case .range(.int(let lo), .int(let hi)) = try seq(i) else { return .normal }
                return try run(i, lo, hi) { i, k in set(i, .int(k)) }
            }
        }
    }

    /// How to list the elements of a sequence value of the given type.
    static func elementsOf(_ type: SType) -> (Value) throws(RuntimeFailure) -> [Value] {
        switch type {
        case .array: return { v in v.asArray }
        case .dictionary:
            return { v in
                guard case .dictionary(let d) = v else { return [] }
                return zip(d.keys, d.values).map { .tuple([$0, $1]) }
            }
        case .set: return { v in if case .set(let s) = v { return s.elements }; return [] }
        case .string: return { v in v.asString.map { .character($0) } }
        case .range, .closedRange:
            let closed: Bool
            if case .closedRange = type { closed = true } else { closed = false }
            return { (v: Value) throws(RuntimeFailure) -> [Value] in
                guard case .range(let lo, let hi) = v else { return [] }
                switch (lo, hi) {
                case (.int(let a), .int(let b)):
                    let (span, o) = b.subtractingReportingOverflow(a)
                    if o || span >= RuntimeFailure.maxElements { throw .tooLarge(o ? Int.max : span) }
                    return closed ? (a...b).map { .int($0) } : (a..<b).map { .int($0) }
                case (.uint(let a), .uint(let b)):
                    if b - a >= UInt(RuntimeFailure.maxElements) { throw .tooLarge(Int(truncatingIfNeeded: b - a)) }
                    return closed ? (a...b).map { .uint($0) } : (a..<b).map { .uint($0) }
                default: return []
                }
            }
        case .stride:
            return { (v: Value) throws(RuntimeFailure) -> [Value] in
                guard case .stride(let from, let to, let by, let through) = v else { return [] }
                switch (from, to, by) {
                case (.int(let a), .int(let b), .int(let s)):
                    if s == 0 { throw .fatal("Stride size must not be zero") }
                    let (span, o) = b.subtractingReportingOverflow(a)
                    if o || span / s >= RuntimeFailure.maxElements { throw .tooLarge(o ? Int.max : span / s) }
                    return through ? Array(Swift.stride(from: a, through: b, by: s)).map { .int($0) }
                        : Array(Swift.stride(from: a, to: b, by: s)).map { .int($0) }
                case (.double(let a), .double(let b), .double(let s)):
                    if s == 0 { throw .fatal("Stride size must not be zero") }
                    let count = (b - a) / s
                    if !(count < Double(RuntimeFailure.maxElements)) { throw .tooLarge(Int.max) }
                    return through ? Array(Swift.stride(from: a, through: b, by: s)).map { .double($0) }
                        : Array(Swift.stride(from: a, to: b, by: s)).map { .double($0) }
                default: return []
                }
            }
        default: return stdlibElements(type) ?? { _ in [] }
        }
    }

    func switchStatement(_ subject: Expr, _ cases: [SwitchCase], closing: SourcePos,
                         pos: SourcePos) throws(Diagnostic) -> StmtCode {
        let subj = try expression(subject, nil)
        let st = subj.type
        if case .nominal(let n) = st, n.kind == .enumeration { return try enumSwitch(subj, n, cases, pos: pos) }
        if cases.contains(where: { $0.patterns.contains { if case .castPattern = $0.kind { return true }; return false } }) {
            return try castSwitch(subj, cases, pos: pos)
        }
        // A top-level `~=` may match any case's expression (GlobalOperatorFunctions.swift).
        if Compiler.needsPatternSwitch(st, cases) || lookupFunctions("~=") != nil {
            return try patternSwitch(subj, subject, cases, pos: pos)
        }
        guard st.isEquatable else {
            throw Diagnostic.unsupported("switch over '\(st.name)'", at: subject.pos)
        }
        var compiled: [(matchers: [(Value) -> Bool], isDefault: Bool, body: StmtCode)] = []
        let before = initializationState
        var falling: [[Bool]] = []
        var hasDefault = false
        var trueSeen = false, falseSeen = false
        for c in cases {
            if c.body.isEmpty {
                throw Diagnostic("\(c.isDefault ? "'default'" : "'case'") label in a 'switch' must have at least one executable statement",
                                 at: c.pos, length: c.isDefault ? 8 : 4)
            }
            var matchers: [(Value) -> Bool] = []
            for p in c.patterns {
                if case .binary(let op, _, _, _) = p.kind, op.isRange {
                    let closed = op == .closedRange
                    let r = try expression(p, closed ? .closedRange(st) : .range(st))
                    guard r.type == (closed ? .closedRange(st) : .range(st)), let value = try? constantValue(r, at: p.pos) else {
                        throw Diagnostic("expression pattern of type '\(r.type.name)' cannot match values of type '\(st.name)'",
                                         at: p.pos, length: p.length)
                    }
                    guard case .range(let lo, let hi) = value else { continue }
                    matchers.append { v in !Value.less(v, lo) && (closed ? !Value.less(hi, v) : Value.less(v, hi)) }
                } else if case .partialRangeFrom(let lower) = p.kind {
                    let t = try expression(lower, st)
                    guard t.type == st, let lo = t.constant else {
                        throw Diagnostic.unsupported("'case' patterns that are not literals", at: p.pos)
                    }
                    matchers.append { v in !Value.less(v, lo) }
                } else if case .partialRangeUpTo(let upper, let closed) = p.kind {
                    let t = try expression(upper, st)
                    guard t.type == st, let hi = t.constant else {
                        throw Diagnostic.unsupported("'case' patterns that are not literals", at: p.pos)
                    }
                    matchers.append { v in closed ? !Value.less(hi, v) : Value.less(v, hi) }
                } else if case .name("_") = p.kind {
                    // `case _:` matches every value, so it makes the switch exhaustive as `default` does
                    // (a `where` clause sends the switch to patternSwitch instead).
                    matchers.append { _ in true }
                    hasDefault = true
                } else {
                    let t = try expression(p, st)
                    guard t.type == st else {
                        throw Diagnostic("expression pattern of type '\(t.type.name)' cannot match values of type '\(st.name)'",
                                         at: p.pos, length: p.length)
                    }
                    let value = try constantValue(t, at: p.pos)
                    if case .bool(let b) = value { if b { trueSeen = true } else { falseSeen = true } }
                    matchers.append { v in Value.equal(v, value) }
                }
            }
            if c.isDefault { hasDefault = true }
            switchDepth += 1
            restoreInitialization(before)
            let body = try compileBlock(c.body)
            if !Compiler.exits(c.body) { falling.append(initializationState) }
            switchDepth -= 1
            compiled.append((matchers, c.isDefault, body))
        }
        if !hasDefault && !(st == .bool && trueSeen && falseSeen) {
            throw Diagnostic("switch must be exhaustive", at: pos, length: 6,
                             notes: [DiagnosticNote(message: "add a default clause", pos: pos)])
        }
        mergeInitialization(hasDefault ? falling : falling + [before], fallback: before)
        let subjectCode = subj.code
        return { i throws(RuntimeFailure) in
            let v = try subjectCode(i)
            var matched = false
            for c in compiled {
                if !matched {
                    matched = c.isDefault || c.matchers.contains { $0(v) }
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

    /// Switch patterns must be literals or constant expressions; evaluate them once at compile time.
    func constantValue(_ t: Typed, at pos: SourcePos) throws(Diagnostic) -> Value {
        if let v = t.constant { return v }
        throw Diagnostic.unsupported("'case' patterns that are not literals", at: pos)
    }
}

/// A condition's code as an array element (see `StmtCell`).
struct ConditionCell {
    let test: (Interpreter) throws(RuntimeFailure) -> Bool
    init(_ test: @escaping (Interpreter) throws(RuntimeFailure) -> Bool) { self.test = test }
}
