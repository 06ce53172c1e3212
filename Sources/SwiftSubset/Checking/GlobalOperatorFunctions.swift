/// Operator functions declared at the top level for existing operators: `func + (a: Vector, b:
/// Vector) -> Vector`, and `func ~= (pattern: Even, value: Int) -> Bool`, which a `switch` uses to
/// match an expression pattern of another type than the value (`case Even():`). Declaring new
/// operators (`infix operator **`) stays outside the subset.
extension Compiler {
    /// `a + b` when a top-level `+` takes exactly the operands' types; nil otherwise.
    func globalOperatorCall(_ op: String, _ l: Expr, _ r: Expr, opPos: SourcePos) throws(Diagnostic) -> Typed? {
        guard let fs = lookupFunctions(op), !fs.isEmpty else { return nil }
        let lt = try probeType(l), rt = try probeType(r)
        guard let f = fs.first(where: { $0.paramTypes == [lt, rt] })
                ?? fs.first(where: { $0.paramTypes.count == 2 && (($0.paramTypes[0] == lt && lt.isDeclaredType)
                                                                   || ($0.paramTypes[1] == rt && rt.isDeclaredType)) }) else { return nil }
        let ca = try convert(try expression(l, f.paramTypes[0]), to: f.paramTypes[0], l, context: .argument)
        let cb = try convert(try expression(r, f.paramTypes[1]), to: f.paramTypes[1], r, context: .argument)
        let box = f.box
        let line = opPos.line
        return Typed(type: f.returnType, code: { i throws(RuntimeFailure) in
            try i.call(box, [CodeCell(ca), CodeCell(cb)], line: line)
        })
    }

    /// A `switch` case's expression pattern matched by a top-level `~=` taking the pattern's type
    /// and the value's; nil when there is none for `type`.
    func customPatternMatcher(_ p: Expr, _ type: SType) throws(Diagnostic) -> Matcher? {
        guard let fs = lookupFunctions("~="), !fs.isEmpty else { return nil }
        for f in fs where f.paramTypes.count == 2 && f.paramTypes[1] == type && f.returnType == .bool {
            // A pattern that needs its context (`.north`) is not this function's.
            guard let pt = try? probeType(p), pt == f.paramTypes[0] else { continue }
            let code = try convert(try expression(p, f.paramTypes[0]), to: f.paramTypes[0], p, context: .argument)
            let box = f.box
            let line = p.pos.line
            return { i, x throws(RuntimeFailure) in
                let pattern = try code(i)
                guard case .bool(let b) = try i.call(box, [CodeCell({ _ in pattern }), CodeCell({ _ in x })], line: line) else { return false }
                return b
            }
        }
        return nil
    }
}

extension SType {
    /// A struct, class or enum of the program: a standard operator never takes one.
    var isDeclaredType: Bool { if case .nominal = self { return true }; return false }
}
