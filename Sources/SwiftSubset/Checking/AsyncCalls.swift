/// `async` functions and `await`: where an async call may be made, and that `await` marks it.
///
/// As with `try`, swiftc checks two things: the code around the call must be able to suspend (an
/// `async` function, a task's closure, or top-level code that awaits somewhere), and an `await`
/// must cover the call. At run time `await` does nothing itself; an async call runs at once, and
/// only `Task.sleep`, a task's `value`, `Task.yield()` and the next element of a stream may
/// suspend (Runtime/TaskOperations.swift).
struct AsyncContext {
    /// An `async` function, a task's operation, or top-level code that uses `await`.
    var isAsync: Bool
    /// How many `await`s cover the expression being checked.
    var awaitDepth = 0
    /// A closure that is not a task's operation: swiftc would make it an async closure and reject
    /// it where a synchronous one is expected; keylab refuses by name instead.
    var inClosure = false
    /// The function being checked, for swiftc's note "add 'async' to function …".
    var functionName: String? = nil
    var functionPos: SourcePos? = nil
}

extension Compiler {
    /// A use of something async (`what`: swiftc's "call" or "property access") at `e`.
    func checkAsyncUse(_ e: Expr, what: String = "call") throws(Diagnostic) {
        let context = extras.asyncContext
        if !context.isAsync {
            if context.inClosure { throw Diagnostic.unsupported("'async' calls inside a closure that is not a task's", at: e.pos) }
            var notes: [DiagnosticNote] = []
            if let name = context.functionName, let pos = context.functionPos {
                notes.append(DiagnosticNote(message: "add 'async' to function '\(name)' to make it asynchronous", pos: pos))
            }
            throw Diagnostic("'async' \(what) in a function that does not support concurrency", at: e.pos, notes: notes)
        }
        if context.awaitDepth == 0 {
            throw Diagnostic("expression is 'async' but is not marked with 'await'", at: e.pos,
                             notes: [DiagnosticNote(message: "\(what) is 'async'", pos: e.pos)])
        }
    }

    /// `await e`: `e` checked with the `await` covering it.
    func awaitExpression(_ inner: Expr, _ expected: SType?) throws(Diagnostic) -> Typed {
        extras.asyncContext.awaitDepth += 1
        defer { extras.asyncContext.awaitDepth -= 1 }
        return try expression(inner, expected)
    }

    /// Whether top-level code is async: swiftc makes it so when an `await` appears in it, outside
    /// closures and declarations; otherwise an async call there is "not supported".
    static func awaitsAtTopLevel(_ stmts: [Stmt]) -> Bool {
        var found = false
        let walker = SyntaxWalker(visit: { e, depth in
            if depth == 0, case .tryExpr(_, let kind) = e.kind, kind == Parser.awaitKind || Parser.forAwaitKinds.contains(kind) {
                found = true
            }
            return !found
        }, entersClosures: false)
        for s in stmts {
            switch s.kind {
            case .function, .typeDeclaration: continue
            default: walker.walk(s, depth: 0, functionDepth: 0)
            }
        }
        return found
    }
}
