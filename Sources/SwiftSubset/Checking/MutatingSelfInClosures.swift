/// `mutating func addAll(_ xs: [Int]) { xs.forEach { count += $0 } }`: a closure in a mutating method
/// of a struct or enum changes the method's own `self`, not a copy.
///
/// Such a `self` is an `inout` parameter, and a non-escaping closure captures it by reference (an
/// escaping one may not capture it at all: ExplicitSelfInClosures.swift). keylab's closures capture
/// a variable by sharing its `Box`, so when the method's body has a closure (or a local function),
/// `self` lives in a box while the body runs: the frame's slot is boxed on entry and unboxed on the
/// way out, however the body ends, so the caller writes back a plain value as for any method.
extension Compiler {
    /// Whether a body has a closure literal or a local function (with an expression), at any depth.
    static func containsClosure(_ body: [Stmt]) -> Bool {
        var found = false
        let walker = SyntaxWalker(visit: { e, depth in
            if depth > 0 { found = true }
            if case .closure = e.kind { found = true }
            return !found
        })
        // Depth 1: the body is a function's, so a function declared in it is a local one.
        walker.walk(body, depth: 0, functionDepth: 1)
        return found
    }

    /// `code` run with the frame's slot `l` (`self`) in a box, unboxed again when it finishes.
    static func sharingSelf(_ code: @escaping StmtCode, slot l: Int) -> StmtCode {
        return { i throws(RuntimeFailure) in
            let k = i.fp + l
            i.stack[k] = .box(Box(i.stack[k]))
            defer {
                // The frame may have moved (`fp` is restored before a normal return reaches here).
                if case .box(let b) = i.stack[k] { i.stack[k] = b.value }
            }
            return try code(i)
        }
    }
}
