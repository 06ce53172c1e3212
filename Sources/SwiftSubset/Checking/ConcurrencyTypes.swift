/// The standard library's concurrency types keylab runs: `Task`, `AsyncStream` and its
/// `Continuation` (the scheduling model is Runtime/TaskExecutor.swift's).
///
/// They are struct types with no fields; a value is the index of its record in the interpreter's
/// executor (`.int(k)`), which the members below use. Cancellation, task groups, priorities'
/// effects, `AsyncThrowingStream` and continuations of other kinds are refused by name.
extension Compiler {
    enum ConcurrencyKind { case task, stream, continuation }

    /// `Task<Int, Never>`, `AsyncStream<String>`, `AsyncStream<String>.Continuation`: one type per spelling.
    func concurrencyType(_ kind: ConcurrencyKind, _ args: [SType]) -> SType {
        let base: String
        switch kind {
        case .task: base = "Task"
        case .stream: base = "AsyncStream"
        case .continuation: base = "AsyncStream"
        }
        var name = "\(base)<\(args.map { $0.name }.joined(separator: ", "))>"
        if kind == .continuation { name += ".Continuation" }
        if let n = globals.concurrencyTypes[name] { return .nominal(n) }
        let n = NominalType(name: name, kind: .structure, namePos: .start, moduleName: "Swift")
        n.genericBase = kind == .continuation ? "AsyncStream.Continuation" : base
        n.genericArgs = args
        n.isResolved = true
        globals.concurrencyTypes[name] = n
        return .nominal(n)
    }

    /// What `t` is, if one of these types.
    func concurrencyKind(of t: SType) -> (kind: ConcurrencyKind, args: [SType])? {
        guard case .nominal(let n) = t, globals.concurrencyTypes[n.name] === n else { return nil }
        switch n.genericBase {
        case "Task"?: return (.task, n.genericArgs)
        case "AsyncStream"?: return (.stream, n.genericArgs)
        case "AsyncStream.Continuation"?: return (.continuation, n.genericArgs)
        default: return nil
        }
    }

    /// `Task<S, F>`, `AsyncStream<E>` and `AsyncStream<E>.Continuation` written as types.
    func resolveConcurrencyType(_ name: String, _ args: [SType], at pos: SourcePos) throws(Diagnostic) -> SType? {
        guard globals.types[name] == nil, globals.genericTypes[name] == nil else { return nil }
        switch (name, args.count) {
        case ("Task", 2):
            guard args[1] == Compiler.neverType || args[1] == Compiler.errorType else {
                throw Diagnostic.unsupported("a task whose failure type is '\(args[1].name)'", at: pos)
            }
            return concurrencyType(.task, args)
        case ("AsyncStream", 1): return concurrencyType(.stream, args)
        case ("AsyncStream.Continuation", 1): return concurrencyType(.continuation, args)
        default: return nil
        }
    }

    /// A name the learner's code did not declare, so it is the standard library's.
    func isStandardConcurrencyName(_ e: Expr, _ name: String) -> Bool {
        guard case .name(let n) = e.kind, n == name else { return false }
        return lookupVariable(n) == nil && lookupFunctions(n) == nil && globals.types[n] == nil
            && globals.genericTypes[n] == nil && scopedNominal(n) == nil
    }

    /// Calls of the concurrency API, or nil for any other call.
    func concurrencyCall(_ callee: Expr, _ args: [Argument], _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed? {
        switch callee.kind {
        case .name("Task") where isStandardConcurrencyName(callee, "Task"):
            return try taskCreation(args, e)
        case .name("AsyncStream") where isStandardConcurrencyName(callee, "AsyncStream"):
            return try streamCreation(elementFrom: expected, args, e)
        case .typeExpr(.generic("AsyncStream", let typeArgs, let pos)) where globals.types["AsyncStream"] == nil:
            guard typeArgs.count == 1 else { return nil }
            let element = try resolveType(typeArgs[0])
            _ = pos
            return try streamCreation(elementFrom: concurrencyType(.stream, [element]), args, e)
        case .member(let base, let name, let namePos):
            if isStandardConcurrencyName(base, "Task") { return try taskStaticCall(name, namePos: namePos, args, e) }
            if isStandardConcurrencyName(base, "AsyncStream") {
                guard name == "makeStream" else { throw Diagnostic.unsupported("AsyncStream's '\(name)'", at: namePos) }
                return try makeStreamCall(args, e)
            }
            guard Compiler.concurrencyMemberNames.contains(name), mayBeNominalValue(base),
                  let (kind, typeArgs) = concurrencyKind(of: try probeType(base)) else { return nil }
            return try concurrencyMethodCall(kind, typeArgs, base, name, namePos: namePos, args, e)
        default:
            return nil
        }
    }

    static let taskPriorities: Set<String> = ["high", "medium", "low", "userInitiated", "utility", "background"]
    static let concurrencyMemberNames: Set<String> = ["yield", "finish", "cancel", "value", "result", "isCancelled", "onTermination"]

    /// `Task { … }`, `Task(priority: .high) { … }`, `Task { @MainActor in … }`.
    private func taskCreation(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        var operation: Argument?
        for a in args {
            switch a.label {
            case "priority"?:
                // Priorities order work among threads; on keylab's one actor they change nothing.
                guard case .implicitMember(let p) = a.value.kind, Compiler.taskPriorities.contains(p) else {
                    throw Diagnostic.unsupported("a task priority other than .high, .medium, .low, .userInitiated, .utility or .background", at: a.value.pos)
                }
            case nil, "operation"?:
                guard operation == nil else { throw Diagnostic.unsupported("this call of 'Task'", at: a.value.pos) }
                operation = a
            case let other?:
                throw Diagnostic("extraneous argument label '\(other):' in call", at: a.labelPos ?? a.value.pos)
            }
        }
        guard let operation, case .closure(let c) = operation.value.kind else {
            throw Diagnostic.unsupported("a task whose operation is not a closure written in place", at: operation?.value.pos ?? e.pos)
        }
        if c.params?.isEmpty == false { throw Diagnostic("contextual type for closure argument list expects 0 arguments, which cannot be implicitly ignored", at: c.paramListPos ?? c.signaturePos) }
        let throwing = Compiler.argumentsMayThrow([operation])
        let savedErrors = errorContext
        errorContext = ErrorContext(canThrow: true)
        defer { errorContext = savedErrors }
        extras.nextClosureIsTask = true
        defer { extras.nextClosureIsTask = false }
        // A task outlives the code that made it: its closure escapes (a mutating `self` may not be captured).
        extras.escapingClosures.mark(operation.value)
        let closure = try closureLiteral(c, nil, operation.value)
        guard case .function(let ps, let result) = closure.type, ps.isEmpty else {
            throw Diagnostic.unsupported("this task's operation", at: operation.value.pos)
        }
        let type = concurrencyType(.task, [result, throwing ? Compiler.errorType : Compiler.neverType])
        let code = closure.code
        let line = e.pos.line
        return Typed(type: type, code: { i throws(RuntimeFailure) in
            guard case .function(let f) = try code(i) else { return .void }
            return i.spawnTask(f, line: line)
        })
    }

    /// `Task.sleep(nanoseconds:)`, `Task.sleep(for: .seconds(n))`, `Task.yield()`.
    private func taskStaticCall(_ name: String, namePos: SourcePos, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        let line = e.pos.line
        switch name {
        case "sleep":
            guard args.count == 1, let label = args[0].label else {
                throw Diagnostic.unsupported("'Task.sleep' without 'nanoseconds:' or 'for:'", at: namePos)
            }
            let nanoseconds: Code
            switch label {
            case "nanoseconds":
                let t = try expression(args[0].value, .integer(.uint64))
                nanoseconds = try convert(t, to: .integer(.uint64), args[0].value, context: .argument)
            case "for":
                nanoseconds = try durationNanoseconds(args[0].value)
            default:
                throw Diagnostic("incorrect argument label in call (have '\(label):', expected 'nanoseconds:')", at: args[0].labelPos ?? namePos)
            }
            try checkAsyncUse(e)
            try checkThrowingCall(e)
            return Typed(type: .void, code: { i throws(RuntimeFailure) in
                let v = try nanoseconds(i)
                let n: UInt64
                switch v {
                case .uint(let u): n = UInt64(u)
                case .int(let k): n = UInt64(max(k, 0))
                default: n = 0
                }
                try i.sleepTask(nanoseconds: n, line: line)
                return .void
            })
        case "yield":
            guard args.isEmpty else { throw Diagnostic("argument passed to call that takes no arguments", at: args[0].value.pos) }
            try checkAsyncUse(e)
            return Typed(type: .void, code: { i throws(RuntimeFailure) in
                try i.yieldTask(line: line)
                return .void
            })
        case "isCancelled", "checkCancellation", "cancel":
            throw Diagnostic.unsupported("task cancellation", at: namePos)
        default:
            throw Diagnostic.unsupported("'Task.\(name)'", at: namePos)
        }
    }

    /// `.seconds(2)`, `.milliseconds(300)`, `.nanoseconds(5)` as a `Duration`, in nanoseconds.
    private func durationNanoseconds(_ value: Expr) throws(Diagnostic) -> Code {
        guard case .call(let callee, let args, _) = value.kind, case .implicitMember(let unit) = callee.kind,
              args.count == 1, args[0].label == nil else {
            throw Diagnostic.unsupported("this Duration (write .seconds(n) or .milliseconds(n))", at: value.pos)
        }
        let scale: Double
        switch unit {
        case "seconds": scale = 1e9
        case "milliseconds": scale = 1e6
        case "microseconds": scale = 1e3
        case "nanoseconds": scale = 1
        default: throw Diagnostic.unsupported("the Duration '.\(unit)'", at: callee.pos)
        }
        let t = try expression(args[0].value, nil)
        guard t.type == .int || t.type == .double else {
            throw Diagnostic.unsupported("a Duration of '\(t.type.name)'", at: args[0].value.pos)
        }
        let code = t.code
        return { i throws(RuntimeFailure) in
            switch try code(i) {
            case .int(let k): return .uint(UInt(max(0, min(Double(k) * scale, 1.8e19))))
            case .double(let d): return .uint(UInt(max(0, min(d * scale, 1.8e19))))
            default: return .uint(0)
            }
        }
    }

    /// `AsyncStream<Int> { continuation in … }`, `AsyncStream(Int.self) { … }`, or `AsyncStream { … }`
    /// where the type is known: the build closure runs at once with the stream's continuation.
    private func streamCreation(elementFrom expected: SType?, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        var element: SType?
        if let expected, let (kind, typeArgs) = concurrencyKind(of: expected), kind == .stream { element = typeArgs[0] }
        var build: Argument?
        for a in args {
            if a.label == nil, case .member(let base, "self", _) = a.value.kind, case .name(let typeName) = base.kind {
                element = try resolveType(.named(typeName, base.pos))
            } else if a.label == nil || a.label == "_" {
                build = a
            } else {
                throw Diagnostic.unsupported("AsyncStream's '\(a.label ?? "")' argument", at: a.labelPos ?? a.value.pos)
            }
        }
        guard let element else { throw Diagnostic.unsupported("an AsyncStream whose element type is not written", at: e.pos) }
        guard let build, case .closure(let c) = build.value.kind else {
            throw Diagnostic.unsupported("an AsyncStream without a build closure written in place", at: e.pos)
        }
        let continuation = concurrencyType(.continuation, [element])
        let closure = try closureLiteral(c, params: [continuation], result: .void, build.value)
        let code = closure.code
        let line = e.pos.line
        return Typed(type: concurrencyType(.stream, [element]), code: { i throws(RuntimeFailure) in
            let handle = i.makeStream()
            if case .function(let f) = try code(i) { _ = try i.invoke1(f, handle, line: line) }
            return handle
        })
    }

    /// `AsyncStream.makeStream(of: Int.self)`: `(stream:, continuation:)` sharing one stream.
    private func makeStreamCall(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        guard args.count == 1, args[0].label == "of", case .member(let base, "self", _) = args[0].value.kind,
              case .name(let typeName) = base.kind else {
            throw Diagnostic.unsupported("this call of 'AsyncStream.makeStream'", at: e.pos)
        }
        let element = try resolveType(.named(typeName, base.pos))
        let type = SType.tuple([concurrencyType(.stream, [element]), concurrencyType(.continuation, [element])], ["stream", "continuation"])
        return Typed(type: type, code: { i in
            let handle = i.makeStream()
            return .tuple([handle, handle])
        })
    }

    /// `continuation.yield(x)`, `continuation.finish()`; the rest refused by name.
    private func concurrencyMethodCall(_ kind: ConcurrencyKind, _ typeArgs: [SType], _ base: Expr, _ name: String,
                                       namePos: SourcePos, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        let handle = try expression(base, nil).code
        switch (kind, name) {
        case (.continuation, "yield"):
            guard args.count == 1, args[0].label == nil else { throw Diagnostic.unsupported("this call of 'yield'", at: namePos) }
            let value = try convert(try expression(args[0].value, typeArgs[0]), to: typeArgs[0], args[0].value, context: .argument)
            return Typed(type: .void, code: { i throws(RuntimeFailure) in
                let h = try handle(i)
                i.streamYield(h, try value(i))
                return .void
            })
        case (.continuation, "finish"):
            guard args.isEmpty else { throw Diagnostic("argument passed to call that takes no arguments", at: args[0].value.pos) }
            return Typed(type: .void, code: { i throws(RuntimeFailure) in
                i.streamFinish(try handle(i))
                return .void
            })
        case (.task, "cancel"), (.task, "isCancelled"):
            throw Diagnostic.unsupported("task cancellation", at: namePos)
        default:
            throw Diagnostic.unsupported("'\(name)' of '\(kind == .task ? "Task" : "AsyncStream")'", at: namePos)
        }
    }

    /// `task.value` (async; throwing when the task's failure type is `Error`), or nil for any other member.
    func concurrencyProperty(_ base: Expr, _ name: String, namePos: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed? {
        guard Compiler.concurrencyMemberNames.contains(name), mayBeNominalValue(base),
              let (kind, typeArgs) = concurrencyKind(of: try probeType(base)) else { return nil }
        guard kind == .task, name == "value" else {
            if kind == .task, name == "isCancelled" || name == "cancel" { throw Diagnostic.unsupported("task cancellation", at: namePos) }
            throw Diagnostic.unsupported("'\(name)' of '\(kind == .task ? "Task" : "AsyncStream")'", at: namePos)
        }
        try checkAsyncUse(e, what: "property access")
        if typeArgs[1] == Compiler.errorType {
            if errorContext.tryDepth == 0 {
                throw Diagnostic("property access can throw but is not marked with 'try'", at: e.pos, length: e.length)
            }
            try checkThrowingCall(e)
        }
        let handle = try expression(base, nil).code
        let line = e.pos.line
        return Typed(type: typeArgs[0], code: { i throws(RuntimeFailure) in
            try i.taskValue(try handle(i), line: line)
        })
    }
}
