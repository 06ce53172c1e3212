/// Operators on declared types: `static func ==` / `static func <` (and the others a type declares),
/// with `!=`, `>`, `<=`, `>=` derived from `==` and `<` as `Equatable` and `Comparable` do; and
/// swiftc's error for `==` on a type that is not `Equatable`.
extension Compiler {
    func userOperator(_ op: String, _ l: Expr, _ r: Expr, opPos: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed? {
        guard !globals.types.isEmpty || !globals.genericTypes.isEmpty,
              ["==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "%"].contains(op) else { return nil }
        if let t = try optionalClassEquality(op, l, r, opPos: opPos) { return t }
        guard case .nominal(let n) = try operandType(l), n.kind != .protocolType else { return nil }
        let direct = Compiler.inheritedOperator(n, op)
        var derived: (name: String, swap: Bool, negate: Bool)?
        switch op {
        case "!=": derived = ("==", false, true)
        case ">": derived = ("<", true, false)
        case "<=": derived = ("<", true, true)
        case ">=": derived = ("<", false, true)
        default: derived = nil
        }
        var method = direct
        var swap = false, negate = false
        if method == nil, let d = derived, let m = Compiler.inheritedOperator(n, d.name) {
            (method, swap, negate) = (m, d.swap, d.negate)
        }
        guard let m = method else {
            if op == "==" || op == "!=" {
                if n.isEquatable { return nil }
                // swiftc finds no `==` a class could use at all (classes get no synthesized one).
                if n.kind == .classType || !Compiler.constructsValue(of: n, l) && !Compiler.constructsValue(of: n, r) {
                    throw Diagnostic("binary operator '\(op)' cannot be applied to two '\(n.name)' operands", at: opPos)
                }
                throw OperatorConformanceDiagnostic.make(op: op, typeName: n.name, enumWithAssociatedValues: n.hasAssociatedValues,
                                                         at: opPos)
            }
            if ["<", ">", "<=", ">="].contains(op), n.kind == .enumeration, SType.nominal(n).isComparable {
                // Synthesized `Comparable`: cases compare in declaration order, then their associated
                // values in order (Value.less).
                let a = try expression(l, .nominal(n)), b = try expression(r, .nominal(n))
                let ca = try convert(a, to: .nominal(n), l, context: .argument)
                let cb = try convert(b, to: .nominal(n), r, context: .argument)
                return Typed(type: .bool, code: { i throws(RuntimeFailure) in
                    let x = try ca(i), y = try cb(i)
                    switch op {
                    case "<": return .bool(Value.less(x, y))
                    case ">": return .bool(Value.less(y, x))
                    case "<=": return .bool(!Value.less(y, x))
                    default: return .bool(!Value.less(x, y))
                    }
                })
            }
            if ["<", ">", "<=", ">="].contains(op), n.kind != .classType,
               Compiler.constructsValue(of: n, l) || Compiler.constructsValue(of: n, r) {
                throw OperatorConformanceDiagnostic.make(op: op, typeName: n.name, enumWithAssociatedValues: n.hasAssociatedValues,
                                                         at: opPos)
            }
            throw Diagnostic("binary operator '\(op)' cannot be applied to two '\(n.name)' operands", at: opPos)
        }
        let f = m.function
        guard f.paramTypes.count == 2 else { throw Diagnostic.unsupported("this operator function", at: opPos) }
        let a = try expression(l, f.paramTypes[0])
        let b = try expression(r, f.paramTypes[1])
        let ca = try convert(a, to: f.paramTypes[0], l, context: .argument)
        let cb = try convert(b, to: f.paramTypes[1], r, context: .argument)
        let box = m.box
        let line = opPos.line
        let codes = swap ? [cb, ca] : [ca, cb]
        return Typed(type: f.returnType, code: { i throws(RuntimeFailure) in
            let result = try i.invoke(box, receiver: .void, codes, line: line).0
            if negate, case .bool(let x) = result { return .bool(!x) }
            return result
        })
    }

    /// The type of an operand, without reporting its errors twice (they come again when compiled).
    private func operandType(_ e: Expr) throws(Diagnostic) -> SType? {
        switch e.kind {
        case .integer, .float, .string, .bool, .nilLiteral, .implicitMember: return nil
        default: return try probeType(e)
        }
    }

    /// Sorting or `min`/`max` of a declared `Comparable` type needs its `<`, which the standard
    /// collection code here cannot call yet.
    func refuseUserComparable(_ t: SType, _ what: String, at pos: SourcePos) throws(Diagnostic) {
        if case .nominal(let n) = t, n.conformances.contains("Comparable") {
            throw Diagnostic.unsupported("'\(what)' on a type with its own '<'", at: pos)
        }
    }
}

extension Compiler {
    /// `sorted(by: <)` on a declared type: the type's own operator (or `Equatable`/`Comparable`
    /// synthesis) as a function value.
    func userOperatorValue(_ op: String, _ n: NominalType, at e: Expr) throws(Diagnostic) -> FunctionValue? {
        let derived: [String: (String, Bool, Bool)] = ["!=": ("==", false, true), ">": ("<", true, false),
                                                      "<=": ("<", true, true), ">=": ("<", false, true)]
        var method = n.staticMethods[op]?.first
        var swap = false, negate = false
        if method == nil, let d = derived[op], let m = n.staticMethods[d.0]?.first { (method, swap, negate) = (m, d.1, d.2) }
        let line = e.pos.line
        if let m = method {
            let box = m.box
            return FunctionValue(native: { (i: Interpreter, args: [Value]) throws(RuntimeFailure) -> Value in
                let (x, y) = swap ? (args[1], args[0]) : (args[0], args[1])
                let r = try i.invoke(box, receiver: .void, [{ _ in x }, { _ in y }], line: line).0
                if negate, case .bool(let b) = r { return .bool(!b) }
                return r
            })
        }
        if (op == "==" || op == "!=") && n.isEquatable {
            let want = op == "=="
            return FunctionValue(native: { (_: Interpreter, args: [Value]) throws(RuntimeFailure) -> Value in
                .bool(Value.equal(args[0], args[1]) == want)
            })
        }
        if n.kind == .enumeration, n.conformances.contains("Comparable"), ["<", ">", "<=", ">="].contains(op) {
            return FunctionValue(native: { (_: Interpreter, args: [Value]) throws(RuntimeFailure) -> Value in
                guard case .enumCase(let x, _) = args[0], case .enumCase(let y, _) = args[1] else { return .bool(false) }
                switch op {
                case "<": return .bool(x < y)
                case ">": return .bool(x > y)
                case "<=": return .bool(x <= y)
                default: return .bool(x >= y)
                }
            })
        }
        throw Diagnostic.unsupported("the operator '\(op)' as a function on '\(n.name)'", at: e.pos)
    }
}

extension Compiler {
    /// The operator function `op` a type declares, else the nearest superclass's: a subclass
    /// instance converts to the superclass parameter (`==` of NSObject compares two UIViews).
    static func inheritedOperator(_ n: NominalType, _ op: String) -> MethodSymbol? {
        var c: NominalType? = n
        while let t = c {
            if let m = t.staticMethods[op]?.first { return m }
            c = t.kind == .classType ? t.superclass : nil
        }
        return nil
    }
}

extension Compiler {
    /// Whether `e` makes a value by naming its type: `Point(x: 1)` or `Shape.circle(2)`.
    /// swiftc 6.3.1 words a missing `Equatable`/`Comparable` by the operand's shape: with such an
    /// operand it names the protocol ("referencing operator function '==' on 'Equatable' requires
    /// that…"); between plain values (`a == b`, `e == .empty`, `f() == g()`) it says "binary
    /// operator '==' cannot be applied to two 'Point' operands".
    static func constructsValue(of n: NominalType, _ e: Expr) -> Bool {
        guard case .call(let callee, _, _) = e.kind else {
            if case .paren(let inner) = e.kind { return constructsValue(of: n, inner) }
            return false
        }
        switch callee.kind {
        case .name(let name): return name == n.name
        case .member(let base, let member, _):
            guard case .name(let name) = base.kind, name == n.name else { return false }
            return n.cases.contains { $0.name == member }
        default: return false
        }
    }
}
