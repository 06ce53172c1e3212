/// `for await x in stream { … }`: each pass takes the stream's next element, waiting for one
/// (the task suspends, Runtime/TaskOperations.swift); the loop ends when the stream finishes.
extension Compiler {
    /// The sequence of a `for await` loop, and whether it was written `for try await`.
    static func forAwaitSequence(_ sequence: Expr) -> (inner: Expr, isTry: Bool)? {
        guard case .tryExpr(let inner, let kind) = sequence.kind, Parser.forAwaitKinds.contains(kind) else { return nil }
        return (inner, kind == "for try await")
    }

    /// The element type of an `AsyncStream` a `for await` loop goes over.
    func awaitedElementType(_ t: SType, _ marked: Expr, _ sequence: Expr) throws(Diagnostic) -> SType {
        guard let (kind, args) = concurrencyKind(of: t), kind == .stream else {
            throw Diagnostic("for-in loop requires '\(t.name)' to conform to 'AsyncSequence'", at: sequence.pos, length: sequence.length)
        }
        // The loop's own `await` covers taking each element; the code around it must be async.
        extras.asyncContext.awaitDepth += 1
        defer { extras.asyncContext.awaitDepth -= 1 }
        try checkAsyncUse(marked)
        return args[0]
    }

    static func streamLoop(_ stream: @escaping Code, set: @escaping (Interpreter, Value) -> Void,
                           body: @escaping StmtCode, line: Int) -> StmtCode {
        { i throws(RuntimeFailure) in
            let handle = try stream(i)
            while let v = try i.streamNext(handle, line: line) {
                try i.step()
                set(i, v)
                switch try body(i) {
                case .breakLoop: return .normal
                case .returned: return .returned
                default: break
                }
            }
            return .normal
        }
    }
}
