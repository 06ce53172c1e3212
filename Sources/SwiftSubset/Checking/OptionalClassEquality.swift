/// `field == emailField` where either side is an optional (or implicitly unwrapped) instance of a
/// class with an `==` (NSObject's, or one the learner's class declares): Swift compares the
/// optionals (`Optional` is Equatable when its wrapped type is): two nils are equal, a nil and an
/// instance are not, two instances are compared with the class's `==`.
extension Compiler {
    func optionalClassEquality(_ op: String, _ l: Expr, _ r: Expr, opPos: SourcePos) throws(Diagnostic) -> Typed? {
        guard op == "==" || op == "!=" else { return nil }
        // Literals and `.member`s need the other side's type: not this case.
        for e in [l, r] {
            switch e.kind {
            case .integer, .float, .string, .bool, .nilLiteral, .implicitMember: return nil
            default: break
            }
        }
        guard let lt = try? probeType(l), let rt = try? probeType(r) else { return nil }
        guard lt.isOptional || rt.isOptional else { return nil }
        func classOf(_ t: SType) -> NominalType? {
            var t = t
            if case .optional(let w) = t { t = w }
            guard case .nominal(let n) = t, n.kind == .classType else { return nil }
            return n
        }
        guard let ln = classOf(lt), let rn = classOf(rt), let m = Compiler.inheritedOperator(ln, "==") ?? Compiler.inheritedOperator(rn, "=="),
              m.function.paramTypes.count == 2, m.function.paramTypes[0] == m.function.paramTypes[1] else { return nil }
        let target = SType.optional(m.function.paramTypes[0])
        let ca = try convert(try expression(l, nil), to: target, l, context: .argument)
        let cb = try convert(try expression(r, nil), to: target, r, context: .argument)
        let box = m.box
        let line = opPos.line
        let negate = op == "!="
        return Typed(type: .bool, code: { i throws(RuntimeFailure) in
            let x = try ca(i), y = try cb(i)
            var equal: Bool
            switch (x, y) {
            case (.some(let a), .some(let b)):
                let result = try i.invoke(box, receiver: .void, [{ _ in a }, { _ in b }], line: line).0
                if case .bool(let e) = result { equal = e } else { equal = false }
            case (.none, .none): equal = true
            default: equal = false
            }
            return .bool(negate ? !equal : equal)
        })
    }
}
