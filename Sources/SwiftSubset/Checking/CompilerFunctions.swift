/// Function declarations, bodies and `return`.
extension Compiler {
    func declareFunction(_ decl: FuncDecl) throws(Diagnostic) {
        if !decl.genericParams.isEmpty { return try declareGenericFunction(decl) }
        let paramTypes = try decl.params.map { (p) throws(Diagnostic) -> SType in
            p.isVariadic ? .array(try resolveType(p.type)) : try resolveType(p.type)
        }
        let returnType = try decl.returnType.map { (t) throws(Diagnostic) -> SType in try resolveType(t) } ?? .void
        let labels = decl.params.map { $0.label }
        let existing = lookupFunctionsInCurrentScope(decl.name)
        if existing.contains(where: { $0.labels == labels && $0.namePos != decl.namePos }) || existingVariable(decl.name) {
            let prev = existing.first?.namePos ?? previousDeclaration(decl.name) ?? decl.namePos
            throw Diagnostic("invalid redeclaration of '\(decl.name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))'",
                             at: decl.namePos,
                             notes: [DiagnosticNote(message: "'\(decl.name)' previously declared here", pos: prev)])
        }
        if existing.contains(where: { $0.namePos == decl.namePos }) { return }
        let f = FunctionSymbol(name: decl.name, labels: labels, paramNames: decl.params.map { $0.name },
                               paramTypes: paramTypes, defaults: Array(repeating: { _ in .void }, count: decl.params.count),
                               returnType: returnType, box: FunctionBox(name: decl.name), namePos: decl.namePos)
        f.box.releasesLocals = globals.hasClasses
        f.escapingParameters = Set(decl.params.indices.filter { decl.params[$0].isEscaping })
        f.isThrowing = decl.isThrowing
        f.isAsync = decl.isAsync
        f.isRethrowing = decl.isRethrowing
        f.thrownType = try thrownType(of: decl)
        f.declaredDefaults = decl.params.map { $0.defaultValue != nil }
        f.defaultExprs = decl.params.map { $0.defaultValue }
        if decl.params.contains(where: { $0.isInout }) { f.inoutParams = decl.params.map { $0.isInout } }
        if decl.params.contains(where: { $0.isVariadic }) { f.variadicParams = decl.params.map { $0.isVariadic } }
        let autoclosures = decl.params.map { p -> Bool in if case .autoclosure = p.type { return true }; return false }
        if autoclosures.contains(true) { f.autoclosureParams = autoclosures }
        if function != nil || !scopes.isEmpty { declareLocalFunctionValue(f) }
        if scopes.isEmpty {
            globals.scope.functions[decl.name, default: []].removeAll { $0.labels == labels }
            globals.scope.functions[decl.name, default: []].append(f)
            globals.scope.variables[decl.name] = nil
            declaredThisUnit.insert(decl.name)
        } else {
            scopes[scopes.count - 1].functions[decl.name, default: []].append(f)
        }
    }

    private func lookupFunctionsInCurrentScope(_ name: String) -> [FunctionSymbol] {
        if let s = scopes.last { return s.functions[name] ?? [] }
        guard declaredThisUnit.contains(name) else { return [] }
        return globals.scope.functions[name] ?? []
    }

    private func existingVariable(_ name: String) -> Bool {
        if let s = scopes.last { return s.variables[name] != nil }
        return declaredThisUnit.contains(name) && globals.scope.variables[name] != nil
    }

    func compileFunctionBody(_ decl: FuncDecl) throws(Diagnostic) {
        // Positions repeat across REPL entries (each starts at line 1): an overload an earlier
        // entry declared at the same spot is older, so this unit's function is the last one.
        guard let f = lookupFunctions(decl.name)?.last(where: { $0.namePos == decl.namePos }) else { return }
        if let hidden = extras.localFunctionValues[ObjectIdentifier(f)] {
            try compileLocalFunctionBody(decl, f, hidden)
            return
        }
        try compileFunctionBodyCore(decl, f, local: nil)
    }

    /// Compiles a body; `local` (for a local function) gets the slot where the function finds itself.
    func compileFunctionBodyCore(_ decl: FuncDecl, _ f: FunctionSymbol,
                                 local: (hidden: VariableSymbol, ctx: CaptureContext)?) throws(Diagnostic) {
        try checkNonEscapingParameters(decl)
        // Default values are evaluated in the caller's frame, so they are compiled outside the function.
        for (i, p) in decl.params.enumerated() {
            if let d = p.defaultValue, !d.kind.isMagic {
                let t = try expression(d, f.paramTypes[i])
                f.defaults[i] = try convert(t, to: f.paramTypes[i], d, context: .argument)
            }
        }
        let savedFunction = function
        let savedScopes = scopes
        let savedLoops = (loopDepth, switchDepth)
        defer {
            function = savedFunction
            scopes = savedScopes
            (loopDepth, switchDepth) = savedLoops
        }
        loopDepth = 0
        switchDepth = 0
        function = FunctionContext(returnType: f.returnType, frameSize: 0, scopeBase: scopes.count,
                                   level: functionLevel + 1, isNested: savedFunction != nil || !scopes.isEmpty,
                                   name: f.fullName)
        let savedShapes = extras.returnShapes
        extras.returnShapes = ReturnShapes(isRecording: true)
        defer { extras.returnShapes = savedShapes }
        let savedThrows = errorContext
        errorContext = ErrorContext(canThrow: f.isThrowing, requiredType: f.thrownType)
        defer { errorContext = savedThrows }
        let savedAsync = extras.asyncContext
        extras.asyncContext = AsyncContext(isAsync: f.isAsync, functionName: f.fullName, functionPos: f.namePos)
        defer { extras.asyncContext = savedAsync }
        scopes.append(Scope())
        for (i, p) in decl.params.enumerated() {
            if p.isInout {
                try declareInoutParameter(p.name, type: f.paramTypes[i], namePos: p.pos)
            } else {
                _ = try declareVariable(p.name, type: f.paramTypes[i], isLet: true, namePos: p.pos, keywordPos: nil,
                                        initialized: true)
            }
        }
        if let local { registerSelfSlot(local.hidden, local.ctx) }
        // Parameters live in a scope around the body, so `guard let name = name` may shadow one.
        scopes.append(Scope())
        var body = decl.body
        // A single expression is an implicit return.
        if f.returnType != .void, f.returnType != Compiler.neverType, body.count == 1, case .expression(let e) = body[0].kind {
            if case .assign = e.kind {} else { body = [Stmt(.returnStmt(e), e.pos)] }
        }
        if f.returnType != .void, f.returnType != Compiler.neverType, let value = Compiler.branchesAsValue(body) {
            body = [Stmt(.returnStmt(value), value.pos)]
        }
        let code = try compileStatements(body)
        if f.returnType == Compiler.neverType && !Compiler.alwaysReturns(body) {
            let kind = (savedFunction != nil || !savedScopes.isEmpty) ? "local function" : "global function"
            throw Diagnostic("\(kind) with uninhabited return type 'Never' is missing call to another never-returning function on all paths",
                             at: decl.closingBrace)
        }
        if f.returnType != .void && !Compiler.alwaysReturns(body) {
            let kind = (savedFunction != nil || !savedScopes.isEmpty) ? "local function" : "global function"
            throw Diagnostic("missing return in \(kind) expected to return '\(f.returnType.name)'",
                             at: Compiler.missingReturnPosition(body, closingBrace: decl.closingBrace))
        }
        f.box.frameSize = function?.frameSize ?? 0
        f.box.body = code
        // Not when deinitializers may run: the statement form runs them after each statement.
        // Nor in traced (learner) code: the one-expression form skips the statements' location and trace.
        if f.returnType != .void, !globals.hasDeinit, trace == nil { f.box.expressionBody = extras.returnShapes.expression(for: body) }
    }

    /// Whether every path through the statements ends in `return` (or a call that never returns).
    static func alwaysReturns(_ stmts: [Stmt]) -> Bool {
        for s in stmts {
            switch s.kind {
            case .returnStmt, .throwStmt: return true
            case .expression(let e):
                if Compiler.isNeverReturningCall(e) { return true }
            case .ifStmt(_, let then, let otherwise):
                if let otherwise, alwaysReturns(then), alwaysReturns(otherwise) { return true }
            case .switchStmt(_, let cases, _):
                // Without `default` the switch must be exhaustive (an enum), or checking reports that first.
                if !cases.isEmpty, cases.allSatisfy({ alwaysReturns($0.body) }) { return true }
            case .block(let inner):
                if alwaysReturns(inner) { return true }
            case .doCatch(let body, let catches, _):
                // An error no `catch` matches leaves the function too (checking has required `throws` for it).
                if alwaysReturns(body), catches.allSatisfy({ alwaysReturns($0.body) }) { return true }
            case .whileStmt(let conds, let body):
                if conds.count == 1, case .expr(let e) = conds[0], case .bool(true) = e.kind, !containsBreak(body) {
                    return true
                }
            case .repeatStmt(let body, let cond):
                if alwaysReturns(body) { return true }
                if case .bool(true) = cond.kind, !containsBreak(body) { return true }
            default:
                break
            }
        }
        return false
    }

    static func containsBreak(_ stmts: [Stmt]) -> Bool {
        stmts.contains { s in
            switch s.kind {
            case .breakStmt: return true
            case .ifStmt(_, let t, let o): return containsBreak(t) || containsBreak(o ?? [])
            case .block(let b): return containsBreak(b)
            default: return false
            }
        }
    }

    func returnStatement(_ value: Expr?, pos: SourcePos) throws(Diagnostic) -> StmtCode {
        if let value, case .nilLiteral = value.kind, memberContext?.isFailable == true, extras.captureStack.isEmpty {
            // `return nil` in `init?`: the caller sees the nil result and drops the instance.
            return { i in i.returnValue = .none; return .returned }
        }
        try inferClosureReturnType(value)
        guard let function else {
            throw Diagnostic("return invalid outside of a func", at: pos, length: 6)
        }
        let rt = function.returnType
        guard let value else {
            if rt != .void {
                throw Diagnostic("non-void function should return a value", at: pos, length: 6)
            }
            return { i in i.returnValue = .void; return .returned }
        }
        let t = try expression(value, rt == .void ? nil : rt)
        if rt == .void {
            if t.type == .void {
                let code = t.code
                return { i throws(RuntimeFailure) in _ = try code(i); i.returnValue = .void; return .returned }
            }
            if let ctx = extras.captureStack.last, ctx.isClosure, ctx.level == functionLevel {
                var anchor = value.pos
                if case .member(_, _, let namePos) = value.kind { anchor = namePos }
                if case .binary(_, _, _, let opPos) = value.kind { anchor = opPos }
                throw Diagnostic("cannot convert value of type '\(t.type.name)' to closure result type 'Void'", at: anchor)
            }
            throw Diagnostic("unexpected non-void return value in void function", at: value.pos, length: value.length)
        }
        let inClosure = extras.captureStack.last.map { $0.isClosure && $0.level == functionLevel } ?? false
        let code = try convert(t, to: rt, value, context: inClosure ? .closureResult : .returnValue)
        if inClosure {
            extras.captureStack.last?.lastReturnCode = code
            extras.captureStack.last?.lastReturnKeyTest = t.type == rt ? t.keyTest : nil
        }
        extras.returnShapes.record(code, for: value)
        if t.type == rt, let keyTest = t.keyTest { extras.returnShapes.record(keyTest, for: value) }
        return { i throws(RuntimeFailure) in
            i.returnValue = try code(i)
            return .returned
        }
    }
}
