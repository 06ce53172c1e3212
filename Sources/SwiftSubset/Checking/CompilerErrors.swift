/// Error handling: `throws`, `throw`, `try`/`try?`/`try!`, `do`/`catch` with patterns, `defer`.
///
/// A thrown error travels as a `RuntimeFailure` of kind `.thrown` carrying the error as an
/// `any Error` existential, through the same typed-throws path as traps; `catch` and `try?` handle
/// only `.thrown`, so traps, limits and Ctrl-C still stop the program. Catching restores the
/// interpreter's frame pointers, since the calls that were running were abandoned.
struct ErrorContext {
    /// A `throws` function, a `do` with an exhaustive `catch`, or top-level code.
    var canThrow: Bool
    var tryDepth = 0
    var tryPos: SourcePos?
    /// `throws(E)` on the function, or `do throws(E)`: what escapes here must be an `E` (TypedThrows.swift).
    var requiredType: SType? = nil
    /// The error types a `do` body's throwing calls give, for the type of its `catch`'s `error`.
    var log: ThrownTypeLog? = nil
}

extension NominalType {
    /// The standard library's `Error` protocol: no requirements; `enum E: Error` conforms.
    static let errorProtocol = NominalType(name: "Error", kind: .protocolType, namePos: .start, moduleName: "Swift")
}

extension Interpreter {
    /// Runs `body`; an error thrown by the learner's code is handed to `handler` with the frames
    /// restored to what they were before.
    func catchingThrown(_ body: () throws(RuntimeFailure) -> Value,
                        _ handler: (RuntimeFailure) throws(RuntimeFailure) -> Value) throws(RuntimeFailure) -> Value {
        let (savedFp, savedSp, savedDepth) = (fp, sp, depth)
        do {
            return try body()
        } catch {
            guard error.kind == .thrown else { throw error }
            (fp, sp, depth) = (savedFp, savedSp, savedDepth)
            return try handler(error)
        }
    }
}

extension Compiler {
    static let errorType = SType.nominal(.errorProtocol)

    func checkThrowingCall(_ e: Expr, thrown: SType? = nil) throws(Diagnostic) {
        if errorContext.tryDepth == 0 {
            throw Diagnostic("call can throw but is not marked with 'try'", at: e.pos, length: e.length, notes: [
                DiagnosticNote(message: "did you mean to use 'try'?", pos: e.pos, fixIt: "try ", length: 1),
                DiagnosticNote(message: "did you mean to handle error as optional value?", pos: e.pos, fixIt: "try? ", length: 1),
                DiagnosticNote(message: "did you mean to disable error propagation?", pos: e.pos, fixIt: "try! ", length: 1),
            ])
        }
        if !errorContext.canThrow {
            throw Diagnostic(insideNonExhaustiveDo ? "errors thrown from here are not handled because the enclosing catch is not exhaustive"
                             : "errors thrown from here are not handled", at: errorContext.tryPos ?? e.pos)
        }
        try recordThrown(thrown ?? Compiler.errorType, at: e)
    }

    /// Set while checking the body of a `do` whose catches do not cover every error.
    var insideNonExhaustiveDo: Bool { errorContext.tryPos != nil && nonExhaustiveDoDepth > 0 }

    func isErrorType(_ t: SType) -> Bool {
        if t == Compiler.errorType { return true }
        if case .nominal(let n) = t { return n.conformances.contains("Error") }
        return false
    }

    /// Wraps a value of a type conforming to `Error` as `any Error`.
    func errorExistential(_ t: Typed, _ e: Expr) throws(Diagnostic) -> Code {
        if t.type == Compiler.errorType { return t.code }
        guard isErrorType(t.type) else {
            throw Diagnostic("thrown expression type '\(t.type.name)' does not conform to 'Error'", at: e.pos, length: e.length)
        }
        let info = try witnessTable(t.type, .errorProtocol)
        let code = t.code
        return { i throws(RuntimeFailure) in .existential(try code(i), info) }
    }

    static func thrownFailure(_ error: Value, line: Int, _ i: Interpreter) -> RuntimeFailure {
        RuntimeFailure(kind: .thrown,
                       message: "Error raised at top level: " + ValueFormatter.debugDescribe(error, Compiler.errorType, i),
                       line: line, error: error)
    }

    func throwStatement(_ value: Expr, pos: SourcePos) throws(Diagnostic) -> StmtCode {
        let t = try expression(value, errorContext.requiredType)
        try checkThrownValue(t.type, value)
        let code = try errorExistential(t, value)
        if !errorContext.canThrow {
            throw Diagnostic(nonExhaustiveDoDepth > 0 ? "error is not handled because the enclosing catch is not exhaustive"
                             : "error is not handled because the enclosing function is not declared 'throws'", at: pos)
        }
        let line = pos.line
        return { i throws(RuntimeFailure) in
            let error = try code(i)
            throw Compiler.thrownFailure(error, line: line, i)
        }
    }

    func tryExpression(_ inner: Expr, _ kind: String, _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        if kind == Parser.awaitKind { return try awaitExpression(inner, expected) }
        if Parser.forAwaitKinds.contains(kind) { throw Diagnostic.unsupported("'for await' here", at: e.pos) }
        let saved = errorContext
        defer { errorContext = saved }
        errorContext.tryDepth += 1
        if errorContext.tryPos == nil || kind != "try" { errorContext.tryPos = e.pos }
        if kind != "try" { errorContext.canThrow = true }
        if kind == "try" { return try expression(inner, expected) }
        var want = expected
        if kind == "try?", case .optional(let w)? = expected { want = w }
        let t = try expression(inner, want)
        let code = t.code
        let line = e.pos.line
        if kind == "try!" {
            return Typed(type: t.type, code: { i throws(RuntimeFailure) in
                try i.catchingThrown({ () throws(RuntimeFailure) -> Value in try code(i) }) { (f: RuntimeFailure) throws(RuntimeFailure) -> Value in
                    let text = ValueFormatter.debugDescribe(f.error, Compiler.errorType, i)
                    throw .fatal("'try!' expression unexpectedly raised an error: \(text)", line: line)
                }
            })
        }
        // `try?` gives an optional; an optional result is not wrapped twice (Swift 5).
        let flatten = t.type.isOptional
        return Typed(type: flatten ? t.type : .optional(t.type), code: { i throws(RuntimeFailure) in
            try i.catchingThrown({ () throws(RuntimeFailure) -> Value in
                let v = try code(i)
                return flatten ? v : .some(v)
            }) { (_: RuntimeFailure) throws(RuntimeFailure) -> Value in .none }
        })
    }

    private struct CompiledCatch {
        var matches: (Value) -> Bool
        var bind: (Interpreter, Value) -> Void
        var body: StmtCode
        /// The `where` clause, run after the bindings.
        var condition: ((Interpreter) throws(RuntimeFailure) -> Bool)? = nil
    }

    func doCatchStatement(_ body: [Stmt], _ catches: [CatchClause], thrownType: TypeSyntax? = nil,
                          pos: SourcePos) throws(Diagnostic) -> StmtCode {
        let explicitType = try thrownType.map { (t) throws(Diagnostic) -> SType in try resolveType(t) }
        let exhaustive = catches.contains { c in
            if c.whereClause != nil { return false }
            switch c.pattern {
            case .all: return true
            case .cast(_, let ts, _): if case .named("Error", _) = ts { return true }; return false
            case .enumCase: return false
            }
        }
        let saved = errorContext
        // Definite initialization: a catch clause starts from the state before the `do` (its body
        // may have thrown before assigning), and after the statement a variable is initialized
        // when every path that goes on (the body, each catch) initialized it: `let y: Int?` may be
        // set once in the body and once in each catch.
        let initializedBefore = initializationState
        var falling: [[Bool]] = []
        let log = ThrownTypeLog()
        errorContext = ErrorContext(canThrow: exhaustive || saved.canThrow,
                                    requiredType: explicitType ?? (exhaustive ? nil : saved.requiredType), log: log)
        if !exhaustive && !saved.canThrow { nonExhaustiveDoDepth += 1 }
        let bodyCode: StmtCode
        do throws(Diagnostic) {
            bodyCode = try compileBlock(body)
        } catch {
            errorContext = saved
            if !exhaustive && !saved.canThrow { nonExhaustiveDoDepth -= 1 }
            throw error
        }
        errorContext = saved
        if !exhaustive && !saved.canThrow { nonExhaustiveDoDepth -= 1 }
        if !Compiler.exits(body) { falling.append(initializationState) }
        var clauses: [CompiledCatch] = []
        let caught = explicitType ?? log.commonType
        for c in catches {
            restoreInitialization(initializedBefore)
            scopes.append(Scope())
            defer { scopes.removeLast() }
            var matches: (Value) -> Bool = { _ in true }
            var bind: (Interpreter, Value) -> Void = { _, _ in }
            switch c.pattern {
            case .all:
                let v = try declareVariable("error", type: caught, isLet: true, namePos: c.pos, keywordPos: nil,
                                            initialized: true)
                let set = Compiler.setter(v.slot)
                // A typed error is the value itself, not an `any Error` box.
                let unwraps = caught != Compiler.errorType
                bind = { i, err in
                    if unwraps, case .existential(let inner, _) = err { set(i, inner) } else { set(i, err) }
                }
            case .cast(let name, let ts, _):
                let target = try resolveType(ts)
                let isAny = target == Compiler.errorType
                if !isAny { matches = { err in if case .existential(_, let info) = err { return info.concreteType == target }; return false } }
                if let name {
                    let v = try declareVariable(name, type: target, isLet: true, namePos: c.pos, keywordPos: nil, initialized: true)
                    let set = Compiler.setter(v.slot)
                    bind = { i, err in
                        if isAny { set(i, err) } else if case .existential(let inner, _) = err { set(i, inner) }
                    }
                }
            case .enumCase(let typeName, let typePos, let pattern):
                guard let n = typeName.isEmpty ? try caughtEnum(caught, pattern) : globals.types[typeName], n.kind == .enumeration else {
                    throw Diagnostic("cannot find '\(typeName)' in scope", at: typePos, length: typeName.utf8.count)
                }
                let (tag, tests, bindings, _) = try enumPattern(pattern, n, .nominal(n), multiple: false)
                let target = SType.nominal(n)
                matches = { err in
                    guard case .existential(let inner, let info) = err, info.concreteType == target,
                          case .enumCase(let t, let payload) = inner else { return false }
                    return (tag == nil || tag == t) && tests.allSatisfy { $0(payload) }
                }
                let setters = bindings.map { ($0.0, Compiler.setter($0.1)) }
                bind = { i, err in
                    guard case .existential(.enumCase(_, let payload), _) = err else { return }
                    for (k, set) in setters where k < payload.count { set(i, payload[k]) }
                }
            }
            if !c.alternatives.isEmpty { matches = try matchingAny(c, first: matches, caught: caught) }
            var condition: ((Interpreter) throws(RuntimeFailure) -> Bool)?
            if let w = c.whereClause { condition = try boolCondition(w) }
            clauses.append(CompiledCatch(matches: matches, bind: bind, body: try compileBlock(c.body), condition: condition))
            if !Compiler.exits(c.body) { falling.append(initializationState) }
        }
        mergeInitialization(falling, fallback: initializedBefore)
        return { i throws(RuntimeFailure) in
            var flow = Flow.normal
            _ = try i.catchingThrown({ () throws(RuntimeFailure) -> Value in
                flow = try bodyCode(i)
                return .void
            }) { (failure: RuntimeFailure) throws(RuntimeFailure) -> Value in
                for c in clauses where c.matches(failure.error) {
                    c.bind(i, failure.error)
                    if let condition = c.condition, !(try condition(i)) { continue }
                    flow = try c.body(i)
                    return .void
                }
                throw failure
            }
            return flow
        }
    }

    /// Statements after a `defer`: the deferred block runs when they finish, however they finish.
    func statementsWithDefer(_ stmts: [Stmt], at k: Int) throws(Diagnostic) -> StmtCode {
        var before: [StmtCell] = []
        for s in stmts[..<k] { before.append(StmtCell(runningDeinits(after: try compileStatement(s)))) }
        guard case .deferStmt(let deferBody) = stmts[k].kind else { return Compiler.sequence(before) }
        let deferCode = try compileBlock(deferBody)
        let rest = try compileStatements(Array(stmts[(k + 1)...]))
        let first = Compiler.sequence(before)
        return { i throws(RuntimeFailure) in
            let f = try first(i)
            if case .normal = f {} else { return f }
            let flow: Flow
            do throws(RuntimeFailure) {
                flow = try rest(i)
            } catch {
                _ = try? deferCode(i)
                throw error
            }
            _ = try deferCode(i)
            return flow
        }
    }
}
