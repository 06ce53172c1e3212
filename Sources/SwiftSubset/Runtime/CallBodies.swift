/// Running a function's compiled body without retaining it.
///
/// A body is a Swift closure kept in a `FunctionBox`. Read from the box's stored property and
/// called, Swift retains the closure's context for the call and releases it after, because the
/// property could be set again during the call; those two atomic operations were about a quarter
/// of the time of a recursive call like `fib(n - 1)`. The box keeps each body in an immutable
/// holder object and also refers to it through `Unmanaged`; calling through
/// `_withUnsafeGuaranteedRef` lets Swift use the holder's closure as it is, uncounted.
///
/// Safe because the box owns the holder, the caller keeps the box alive for the whole call (the
/// compiled call site holds it), and bodies are set only while code is checked, before it runs.

/// A statement body, immutable once made.
final class StmtCodeHolder {
    let run: StmtCode
    init(_ run: @escaping StmtCode) { self.run = run }
}

/// An expression body, immutable once made.
final class CodeHolder {
    let run: Code
    init(_ run: @escaping Code) { self.run = run }
}

extension Interpreter {
    /// Runs `f`'s statement body (the frame is already set up).
    @inline(__always)
    func runStatements(_ f: FunctionBox) throws(RuntimeFailure) -> Flow {
        #if DEBUG
        // Unoptimized, the wrapper below costs host stack per call (and keylab's recursion depth).
        return try f.bodyRef.takeUnretainedValue().run(self)
        #else
        let outcome: Result<Flow, RuntimeFailure> = f.bodyRef._withUnsafeGuaranteedRef { holder in
            Result { () throws(RuntimeFailure) in try holder.run(self) }
        }
        return try outcome.get()
        #endif
    }

    /// Runs an expression body (`FunctionBox.expressionRef`).
    @inline(__always)
    func runExpression(_ body: Unmanaged<CodeHolder>) throws(RuntimeFailure) -> Value {
        #if DEBUG
        return try body.takeUnretainedValue().run(self)
        #else
        let outcome: Result<Value, RuntimeFailure> = body._withUnsafeGuaranteedRef { holder in
            Result { () throws(RuntimeFailure) in try holder.run(self) }
        }
        return try outcome.get()
        #endif
    }
}
