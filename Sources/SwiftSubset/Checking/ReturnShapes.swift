/// Function bodies that are one value: `return e`, or `if c { return a }` … then `return b`.
///
/// Such a body (recursive `fib`, `factorial`, `gcd`, most one-line helpers) runs as an expression,
/// `c ? a : b`, without the statement machinery: no `Flow` per statement and no trip of the result
/// through `Interpreter.returnValue`. The pieces are the codes the checker already compiled for the
/// statements (recorded by `returnStatement` and `boolCondition`), so the checks, diagnostics and
/// evaluation order are those of the statement form; the statement form stays the function's `body`.
struct ReturnShapes {
    /// Set while a function body is compiled (`compileFunctionBodyCore`): nothing is kept otherwise.
    var isRecording = false
    var values: [ObjectIdentifier: CodeCell] = [:]
    var conditions: [ObjectIdentifier: ConditionCell] = [:]

    /// Returned values and conditions that are tests of keys (SortKeyTest.swift).
    var keyTests: [ObjectIdentifier: SortKeyTest] = [:]

    mutating func record(_ keyTest: SortKeyTest, for e: Expr) {
        if isRecording { keyTests[ObjectIdentifier(e)] = keyTest }
    }

    mutating func record(_ code: @escaping Code, for e: Expr) {
        if isRecording { values[ObjectIdentifier(e)] = CodeCell(code) }
    }

    mutating func record(_ test: @escaping (Interpreter) throws(RuntimeFailure) -> Bool, for e: Expr) {
        if isRecording { conditions[ObjectIdentifier(e)] = ConditionCell(test) }
    }

    /// The body as one expression, when it has that shape and every piece was recorded.
    func expression(for body: [Stmt]) -> Code? {
        guard let last = body.last, case .returnStmt(let final?) = last.kind,
              var result = values[ObjectIdentifier(final)]?.run else { return nil }
        for s in body.dropLast().reversed() {
            guard case .ifStmt(let conds, let then, nil) = s.kind, conds.count == 1, case .expr(let c) = conds[0],
                  then.count == 1, case .returnStmt(let v?) = then[0].kind,
                  let test = conditions[ObjectIdentifier(c)]?.test, let value = values[ObjectIdentifier(v)]?.run
            else { return nil }
            let otherwise = result
            result = { i throws(RuntimeFailure) in try test(i) ? try value(i) : try otherwise(i) }
        }
        return result
    }

    /// The body of `expression(for:)`'s shape as one key test, `c ? a : b`, when every condition
    /// and value is one.
    func keyTest(for body: [Stmt]) -> SortKeyTest? {
        guard let last = body.last, case .returnStmt(let final?) = last.kind,
              var result = keyTests[ObjectIdentifier(final)] else { return nil }
        for s in body.dropLast().reversed() {
            guard case .ifStmt(let conds, let then, nil) = s.kind, conds.count == 1, case .expr(let c) = conds[0],
                  then.count == 1, case .returnStmt(let v?) = then[0].kind,
                  let test = keyTests[ObjectIdentifier(c)], let value = keyTests[ObjectIdentifier(v)]
            else { return nil }
            result = .choose(test, value, result)
        }
        return result
    }
}
