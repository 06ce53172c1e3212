/// Closures, functions as values, calls of function values and operator functions.
///
/// A closure compiles like a function body at `functionLevel + 1` with its own frame: parameters
/// in slots `0..<n`, then whatever the body declares or captures. Captured variables are found on
/// first use (CompilerState.swift) and copied into the frame when the closure value is created.
extension Compiler {
    /// The function type a context expects (`(Int) -> Bool`, also through an Optional).
    static func expectedFunction(_ expected: SType?) -> (params: [SType], result: SType)? {
        switch expected {
        case .function(let ps, let r)?: return (ps, r)
        case .optional(.function(let ps, let r))?: return (ps, r)
        default: return nil
        }
    }

    func closureLiteral(_ c: ClosureExpr, _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        let context = Compiler.expectedFunction(expected)
        return try closureLiteral(c, params: context?.params, result: context?.result, e)
    }

    /// A closure whose parameter types (and maybe result type) the context gives; `firstIsInout`
    /// makes the first parameter an `inout` one (`reduce(into:)`).
    func closureLiteral(_ c: ClosureExpr, params hint: [SType]?, result resultHint: SType?, _ e: Expr,
                        firstIsInout: Bool = false, rethrowing: Bool = false) throws(Diagnostic) -> Typed {
        let context: (params: [SType], result: SType)? = hint.map { ($0, resultHint ?? .void) }
        // The standard library's closure parameters are `rethrows`, which swiftc shows as `throws`.
        let contextName = context.map { c -> String in
            "(" + c.params.map { $0.name }.joined(separator: ", ") + (rethrowing ? ") throws -> " : ") -> ")
                + (c.result == .void ? "Void" : c.result.name)
        } ?? ""
        let anonymous = Compiler.anonymousArgumentUse(c.body)
        var names: [(String, SourcePos)] = []
        var types: [SType] = []
        if let params = c.params {
            if let (_, pos, length) = anonymous {
                let hint = params.first.map { "; did you mean '\($0.name)'?" } ?? ""
                throw Diagnostic("anonymous closure arguments cannot be used inside a closure that has explicit arguments\(hint)",
                                 at: pos, length: length)
            }
            if let context, context.params.count != params.count {
                let n = context.params.count
                var contextName = contextName
                if resultHint == nil, c.returnType == nil {
                    // swiftc names the result its solver inferred from the body (`map { a, b in a * 2 }`
                    // shows '(Int) -> Int'); keylab infers it from the parameters the context gives.
                    guard let inferred = inferredResultName(c, params: context.params, e) else {
                        throw Diagnostic.unsupported("closures with more or fewer parameters than their context gives", at: c.paramListPos ?? params.first?.pos ?? c.signaturePos)
                    }
                    contextName = inferred
                }
                throw Diagnostic("contextual closure type '\(contextName)' expects \(n) argument\(n == 1 ? "" : "s"), but \(params.count) \(params.count == 1 ? "was" : "were") used in closure body",
                                 at: c.paramListPos ?? params.first?.pos ?? c.signaturePos)
            }
            for (k, p) in params.enumerated() {
                if p.isInout && !(k == 0 && firstIsInout) {
                    throw Diagnostic.unsupported("inout closure parameters here", at: p.pos)
                }
                names.append((p.name, p.pos))
                if let ts = p.type {
                    types.append(try resolveType(ts))
                } else if let context {
                    types.append(context.params[k])
                } else {
                    throw Diagnostic.unsupported("closures whose parameter types are neither written nor known from the context", at: p.pos)
                }
            }
        } else {
            let used = anonymous.map { $0.highest + 1 } ?? 0
            if let context {
                if used > context.params.count {
                    let n = context.params.count
                    throw Diagnostic("contextual closure type '\(contextName)' expects \(n) argument\(n == 1 ? "" : "s"), but \(used) \(used == 1 ? "was" : "were") used in closure body",
                                     at: e.pos)
                }
                if used == 0, !context.params.isEmpty {
                    let n = context.params.count
                    // swiftc resolves names before it matches the closure to its context, so an unknown
                    // name in the body (`filter { height > 300 }`) is its first error.
                    if let unknown = unknownNameInClosureBody(c, e) { throw unknown }
                    throw Diagnostic("contextual type for closure argument list expects \(n) argument\(n == 1 ? "" : "s"), which cannot be implicitly ignored",
                                     at: e.pos)
                }
                types = context.params
            } else if used > 0, let (_, pos, _) = anonymous {
                throw Diagnostic.unsupported("closures whose parameter types are neither written nor known from the context", at: pos)
            }
            names = types.indices.map { ("$\($0)", e.pos) }
        }
        var resultType: SType = .void
        var infers = false
        if let rt = c.returnType {
            resultType = try resolveType(rt)
        } else if let resultHint {
            resultType = resultHint
        } else {
            infers = true
        }
        let compiled = try compileClosureBody(c, at: e.pos, names: names, types: types, resultType: resultType, infers: infers,
                                              firstIsInout: firstIsInout)
        return Typed(type: .function(types, compiled.result), code: compiled.code)
    }

    /// The type swiftc shows for a closure whose parameter count is wrong and whose result the
    /// context leaves open: the body checked with the parameters the context gives (nil when that
    /// fails, e.g. because the body uses an extra parameter).
    private func inferredResultName(_ c: ClosureExpr, params: [SType], _ e: Expr) -> String? {
        let kept = Array((c.params ?? []).prefix(params.count))
        let trimmed = ClosureExpr(params: kept, returnType: nil, body: c.body, captureList: c.captureList,
                                  closingBrace: c.closingBrace, signaturePos: c.signaturePos, paramListPos: c.paramListPos,
                                  captureOwnership: c.captureOwnership)
        guard kept.count == params.count,
              let t = try? closureLiteral(trimmed, params: params, result: nil, e),
              case .function(_, let result) = t.type else { return nil }
        // swiftc shows the solved type here without the `rethrows` of the method.
        return "(" + params.map { $0.name }.joined(separator: ", ") + ") -> " + (result == .void ? "Void" : result.name)
    }

    /// Where and how far a closure body uses `$0`, `$1`, … (not counting closures inside it).
    static func anonymousArgumentUse(_ body: [Stmt]) -> (highest: Int, pos: SourcePos, length: Int)? {
        var found: (highest: Int, pos: SourcePos, length: Int)?
        var walker = SyntaxWalker(visit: { e, _ in
            if case .name(let n) = e.kind, n.hasPrefix("$"), let k = Int(n.dropFirst()) {
                if let f = found { found = (max(f.highest, k), f.pos, f.length) } else { found = (k, e.pos, e.length) }
            }
            return true
        })
        walker.entersClosures = false
        walker.walk(body, depth: 0, functionDepth: 1)
        return found
    }

    private func compileClosureBody(_ c: ClosureExpr, at pos: SourcePos, names: [(String, SourcePos)], types: [SType], resultType: SType,
                                    infers: Bool, firstIsInout: Bool) throws(Diagnostic) -> (code: Code, result: SType) {
        let savedFunction = function
        let savedScopes = scopes
        let savedLoops = (loopDepth, switchDepth)
        let savedLabels = extras.labels
        let savedTracked = trackedForInitialization
        let box = FunctionBox(name: "closure")
        // A closure is async only as a task's operation (ConcurrencyTypes.swift sets that up).
        let savedAsync = extras.asyncContext
        let isTask = extras.nextClosureIsTask
        extras.asyncContext = isTask ? AsyncContext(isAsync: true) : AsyncContext(isAsync: false, inClosure: true)
        extras.nextClosureIsTask = false
        let parameterIsImplicitlyUnwrapped = names.count == 1
            && extras.implicitlyUnwrappedParameterClosures.contains(ObjectIdentifier(c))
        defer { extras.asyncContext = savedAsync }
        // The closure's own `if c { return a }` … `return b` pieces (ReturnShapes.swift), not its
        // enclosing function's.
        let savedShapes = extras.returnShapes
        extras.returnShapes = ReturnShapes(isRecording: true)
        defer { extras.returnShapes = savedShapes }
        // A closure's locals (a `guard let self` among them) release their instances when it returns.
        box.releasesLocals = globals.hasClasses
        var result = resultType
        let ctx: CaptureContext
        do throws(Diagnostic) {
            ctx = try withCaptureContext(level: functionLevel + 1) { (ctx) throws(Diagnostic) -> CaptureContext in
                ctx.copiedNames = Set(c.captureList.map { $0.0 })
                ctx.isClosure = true
                ctx.escapes = extras.escapingClosures.contains(c)
                ctx.allowsImplicitSelf = isTask
                ctx.closurePos = pos
                ctx.infersReturnType = infers
                function = FunctionContext(returnType: resultType, frameSize: 0, scopeBase: scopes.count, level: ctx.level,
                                           isNested: true, name: savedFunction?.name ?? moduleName)
                loopDepth = 0
                switchDepth = 0
                extras.labels = []
                trackedForInitialization = []
                scopes.append(Scope())
                for (k, (name, pos)) in names.enumerated() {
                    if k == 0 && firstIsInout {
                        try declareInoutParameter(name, type: types[k], namePos: pos)
                    } else {
                        let v = try declareVariable(name, type: types[k], isLet: true, namePos: pos, keywordPos: nil, initialized: true)
                        if parameterIsImplicitlyUnwrapped, types[k].isOptional { globals.implicitlyUnwrapped.insert(v) }
                    }
                }
                // A capture list names variables copied now; touching them makes the copies.
                for (name, pos) in c.captureList {
                    guard let v = lookupVariable(name) else {
                        throw Diagnostic("cannot find '\(name)' in scope", at: pos, length: name.utf8.count)
                    }
                    _ = try capturedVariable(v, at: pos)
                }
                let weakFill = try weakCaptureLocals(c, ctx)
                scopes.append(Scope())
                var body = c.body
                if body.count == 1, case .expression(let x) = body[0].kind, resultType != .void || infers {
                    if case .assign = x.kind {} else { body = [Stmt(.returnStmt(x), x.pos)] }
                }
                let code = try compileStatements(body)
                result = function?.returnType ?? .void
                if result != .void && !Compiler.alwaysReturns(body) {
                    throw Diagnostic("missing return in closure expected to return '\(result.name)'",
                                     at: Compiler.missingReturnPosition(body, closingBrace: c.closingBrace))
                }
                box.frameSize = function?.frameSize ?? 0
                box.body = code
                if let weakFill {
                    box.body = { i throws(RuntimeFailure) in
                        _ = try weakFill(i)
                        return try code(i)
                    }
                } else if body.count == 1, case .returnStmt(let x?) = body[0].kind, result != .void, ctx.lastReturnCode != nil,
                          trace == nil {
                    _ = x
                    box.expressionBody = ctx.lastReturnCode
                    box.keyTest = ctx.lastReturnKeyTest
                } else if body.count > 1, result != .void, !globals.hasDeinit, trace == nil,
                          let shaped = extras.returnShapes.expression(for: body) {
                    // `if a.age != b.age { return a.age < b.age }; return a.id > b.id`: one value,
                    // as a function body of that shape runs (and a sort may compare its keys).
                    box.expressionBody = shaped
                    box.keyTest = extras.returnShapes.keyTest(for: body)
                }
                return ctx
            }
        } catch {
            function = savedFunction
            scopes = savedScopes
            (loopDepth, switchDepth) = savedLoops
            extras.labels = savedLabels
            trackedForInitialization = savedTracked
            throw error
        }
        function = savedFunction
        scopes = savedScopes
        (loopDepth, switchDepth) = savedLoops
        extras.labels = savedLabels
        trackedForInitialization = savedTracked
        resumeEnclosingFrame()
        return (Compiler.functionValueCode(box, readers: captureReaders(ctx), slots: ctx.slots, selfSlot: nil), result)
    }

    /// Code that makes a function value, reading its captures in the current frame.
    static func functionValueCode(_ box: FunctionBox, readers: [Code], slots: [Int], selfSlot: Int?) -> Code {
        if readers.isEmpty && selfSlot == nil {
            let fv = FunctionValue(box: box)
            return { _ in .function(fv) }
        }
        return { i throws(RuntimeFailure) in
            var captures: [Value] = []
            captures.reserveCapacity(readers.count)
            for r in readers { captures.append(try r(i)) }
            return .function(FunctionValue(box: box, captures: captures, captureSlots: slots, selfSlot: selfSlot))
        }
    }

    /// A `return` in a closure with no known result type fixes the type (first `return` wins).
    func inferClosureReturnType(_ value: Expr?) throws(Diagnostic) {
        guard let ctx = extras.captureStack.last, ctx.infersReturnType, !ctx.returnTypeInferred,
              ctx.level == functionLevel else { return }
        ctx.returnTypeInferred = true
        guard let value else { function?.returnType = .void; return }
        let t = try expression(value, nil)
        if t.isNilLiteral { throw Diagnostic("'nil' requires a contextual type", at: value.pos, length: value.length) }
        function?.returnType = t.type
    }

    // MARK: functions as values

    /// `let f = double`: a declared function used as a value.
    func functionAsValue(_ fs: [FunctionSymbol], name: String, expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        var candidates = fs
        if let context = Compiler.expectedFunction(expected) {
            let exact = fs.filter { $0.paramTypes == context.params && $0.returnType == context.result }
            if !exact.isEmpty { candidates = exact }
        }
        guard let f = candidates.first else { throw Diagnostic("cannot find '\(name)' in scope", at: e.pos) }
        if candidates.count > 1 { throw Diagnostic("ambiguous use of '\(name)'", at: e.pos, length: e.length) }
        if f.inoutParams.contains(true) || f.variadicParams.contains(true) {
            throw Diagnostic.unsupported("functions with inout or variadic parameters used as values", at: e.pos)
        }
        let type = SType.function(f.paramTypes, f.returnType)
        if let hidden = extras.localFunctionValues[ObjectIdentifier(f)] {
            try checkLocalFunctionReady(f, hidden, at: e.pos)
            let v = try capturedVariable(hidden, at: e.pos)
            return Typed(type: type, code: Compiler.getter(v.slot))
        }
        let fv = FunctionValue(box: f.box)
        return Typed(type: type, code: { _ in .function(fv) })
    }

    /// A call `f(x)` where `f` is a value of function type (a closure in a variable, `makeAdder(2)(3)`).
    func callFunctionValue(_ callee: Typed, _ args: [Argument], _ e: Expr, calleeLength: Int) throws(Diagnostic) -> Typed {
        guard case .function(let params, let result) = callee.type else {
            throw Diagnostic("cannot call value of non-function type '\(callee.type.name)'", at: e.pos)
        }
        let lparen = SourcePos(line: e.pos.line, column: e.pos.column + calleeLength, offset: e.pos.offset + calleeLength)
        let labels = args.filter { !$0.isTrailingClosure }.compactMap { $0.label }
        if labels.count == 1 { throw Diagnostic("extraneous argument label '\(labels[0]):' in call", at: lparen) }
        if labels.count > 1 {
            let shown = args.map { ($0.label ?? "_") + ":" }.joined()
            throw Diagnostic("extraneous argument labels '\(shown)' in call", at: lparen)
        }
        if args.count > params.count {
            throw Diagnostic("extra argument in call", at: args[params.count].value.pos)
        }
        if args.count < params.count {
            let rparen = SourcePos(line: e.pos.line, column: e.pos.column + e.length - 1, offset: e.end - 1)
            throw Diagnostic("missing argument for parameter #\(args.count + 1) in call", at: rparen)
        }
        var codes: [Code] = []
        for (k, p) in params.enumerated() {
            let t = try expression(args[k].value, p)
            codes.append(try convert(t, to: p, args[k].value, context: .argument))
        }
        let f = callee.code
        let line = e.pos.line
        return Typed(type: result, code: { i throws(RuntimeFailure) in
            guard case .function(let fv) = try f(i) else { return .void }
            return try i.callValue(fv, codes, line: line)
        })
    }

    // MARK: operator functions

    /// `+`, `>`, … passed where a function `(T, T) -> R` is expected.
    func operatorFunction(_ op: String, _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        guard let context = Compiler.expectedFunction(expected), context.params.count == 2 else {
            throw Diagnostic.unsupported("the operator '\(op)' used as a value without a known function type", at: e.pos)
        }
        let (a, b) = (context.params[0], context.params[1])
        let type = SType.function(context.params, context.result)
        let line = e.pos.line
        if case .nominal(let n) = a, a == b, let fv = try userOperatorValue(op, n, at: e) { return Typed(type: type, code: { _ in .function(fv) }) }
        if Compiler.comparisonOperators.contains(op) {
            guard a == b, supports(op, a), context.result == .bool else {
                throw Diagnostic("cannot convert value of type '(\(a.name), \(b.name)) -> Bool' to expected argument type '\(type.name)'", at: e.pos)
            }
            let compare: (Value, Value) -> Bool
            switch op {
            case "<": compare = { Value.less($0, $1) }
            case ">": compare = { Value.less($1, $0) }
            case "<=": compare = { !Value.less($1, $0) }
            case ">=": compare = { !Value.less($0, $1) }
            case "==": compare = { Value.equal($0, $1) }
            default: compare = { !Value.equal($0, $1) }
            }
            let fv = FunctionValue(native: { _, args in .bool(compare(args[0], args[1])) })
            fv.comparator = compare
            return Typed(type: type, code: { _ in .function(fv) })
        }
        guard Compiler.arithmeticOperators.contains(op), a == b, a == context.result, supports(op, a) else {
            throw Diagnostic.unsupported("the operator '\(op)' as a function of type '\(type.name)'", at: e.pos)
        }
        let fv = FunctionValue(native: { (_, args: [Value]) throws(RuntimeFailure) -> Value in
            try Interpreter.arithmetic(op, args[0], args[1], a, line: line)
        })
        fv.binary = { (x: Value, y: Value) throws(RuntimeFailure) -> Value in try Interpreter.arithmetic(op, x, y, a, line: line) }
        return Typed(type: type, code: { _ in .function(fv) })
    }
}

extension Compiler {
    /// `handler?(x)`: calls the function when the optional holds one; the result is optional.
    func optionalFunctionCall(_ inner: Expr, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        let t = try expression(inner, nil)
        guard case .optional(let wrapped) = t.type, case .function(let params, let result) = wrapped else {
            throw Diagnostic("cannot use optional chaining on non-optional value of type '\(t.type.name)'", at: inner.questionMarkPos)
        }
        let unwrapped = Typed(type: wrapped, code: { i throws(RuntimeFailure) in
            if case .some(let f) = try t.code(i) { return f }
            return .void
        })
        let call = try callFunctionValue(unwrapped, args, e, calleeLength: inner.length + 1)
        _ = params
        let code = t.code, callCode = call.code
        let flatten = result.isOptional
        let type: SType = result == .void ? .optional(.void) : (flatten ? result : .optional(result))
        return Typed(type: type, code: { i throws(RuntimeFailure) in
            guard case .some = try code(i) else { return .none }
            let r = try callCode(i)
            return flatten ? r : .some(r)
        })
    }
}

extension Compiler {
    /// Methods of the standard types: naming one without calling it is a method reference.
    static let methodNames: Set<String> = [
        "uppercased", "lowercased", "sorted", "reversed", "shuffled", "squareRoot", "rounded", "hasPrefix", "hasSuffix",
        "contains", "append", "joined", "split", "map", "filter", "reduce", "compactMap", "flatMap", "forEach", "min",
        "max", "removeLast", "removeFirst", "popLast", "insert", "remove", "isMultiple", "enumerated",
    ]

    /// swiftc rejects a statement that only names a function (`add` instead of `add()`).
    func checkUnusedFunction(_ t: Typed, _ e: Expr) throws(Diagnostic) {
        guard case .function = t.type else { return }
        switch e.kind {
        case .name, .member, .paren:
            throw Diagnostic("function is unused [#no-usage]", at: e.pos, length: e.length)
        case .closure:
            throw Diagnostic("closure expression is unused [#no-usage]", at: e.pos)
        default:
            return
        }
    }

    /// swiftc reports a missing `return` at a last expression statement (the value the
    /// programmer probably meant to return), else at the closing brace.
    static func missingReturnPosition(_ body: [Stmt], closingBrace: SourcePos) -> SourcePos {
        if let last = body.last, case .expression(let e) = last.kind {
            if case .assign = e.kind { return closingBrace }
            if case .call = e.kind { return closingBrace }
            return last.pos
        }
        return closingBrace
    }
}

extension Compiler {
    /// Whether a call of a `rethrows` function may throw: a closure argument that contains `try`
    /// or `throw`.
    static func argumentsMayThrow(_ args: [Argument]) -> Bool {
        args.contains { a in
            switch a.value.kind {
            case .closure(let c):
                var found = false
                var walker = SyntaxWalker(visit: { e, _ in
                    if case .tryExpr(_, let kind) = e.kind, kind == "try" { found = true }
                    return true
                })
                walker.entersClosures = false
                walker.walk(c.body, depth: 0, functionDepth: 1)
                return found || containsThrow(c.body)
            default:
                // A function passed by name: keylab does not track whether it throws, and asking for
                // a `try` swiftc would not ask for is worse than accepting a missing one.
                return false
            }
        }
    }

    static func containsThrow(_ stmts: [Stmt]) -> Bool {
        stmts.contains { s in
            switch s.kind {
            case .throwStmt: return true
            case .ifStmt(_, let a, let b): return containsThrow(a) || containsThrow(b ?? [])
            case .guardStmt(_, let b, _), .block(let b), .whileStmt(_, let b), .repeatStmt(let b, _): return containsThrow(b)
            case .forIn(_, _, _, _, let b), .forPattern(_, _, _, _, let b): return containsThrow(b)
            case .switchStmt(_, let cases, _): return cases.contains { containsThrow($0.body) }
            default: return false
            }
        }
    }
}

extension Compiler {
    /// For an `@autoclosure` parameter, the argument `e` becomes `{ e }`, evaluated when called.
    static func autoclosureArgument(_ f: FunctionSymbol, _ j: Int, _ e: Expr) -> Expr {
        guard j < f.autoclosureParams.count, f.autoclosureParams[j] else { return e }
        let body = [Stmt(.expression(e), e.pos)]
        let c = ClosureExpr(params: nil, returnType: nil, body: body, captureList: [], closingBrace: e.pos, signaturePos: e.pos)
        return Expr(.closure(c), e.pos, end: e.end)
    }
}
