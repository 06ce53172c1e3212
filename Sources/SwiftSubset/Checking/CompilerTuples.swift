/// Tuples: literals, element access by position and label, label-compatible conversions and the
/// comparison operators the standard library defines for tuples (of up to six elements).
extension SType {
    static func tupleName(_ ts: [SType], _ labels: [String?], _ name: (SType) -> String) -> String {
        "(" + zip(ts, labels).map { t, l in (l.map { "\($0): " } ?? "") + name(t) }.joined(separator: ", ") + ")"
    }

    static func functionName(_ ps: [SType], _ r: SType, _ name: (SType) -> String) -> String {
        "(" + ps.map(name).joined(separator: ", ") + ") -> " + (r == .void ? "()" : name(r))
    }

    var isTuple: Bool { if case .tuple = self { return true }; return false }
}

extension Compiler {
    func tupleLiteral(_ items: [Argument], _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        if items.isEmpty { return Typed(type: .void, code: { _ in .void }) }
        var target = expected
        if case .optional(let w)? = target { target = w }
        var expectedTypes: [SType]?
        if case .tuple(let ts, _)? = target, ts.count == items.count { expectedTypes = ts }
        var types: [SType] = []
        var codes: [Code] = []
        var constants: [Value] = []
        for (k, item) in items.enumerated() {
            let want = expectedTypes?[k]
            let t = try expression(item.value, want)
            if t.isNilLiteral && want == nil {
                throw Diagnostic("'nil' requires a contextual type", at: item.value.pos, length: item.value.length)
            }
            if let want {
                codes.append(try convert(t, to: want, item.value, context: .element))
                types.append(want)
            } else {
                codes.append(t.code)
                types.append(t.type)
            }
            if let c = t.constant { constants.append(c) }
        }
        let labels = items.map { $0.label }
        let constant: Value? = constants.count == items.count && expectedTypes == nil ? .tuple(constants) : nil
        let type = SType.tuple(types, labels)
        switch codes.count {
        case 2:
            let a = codes[0], b = codes[1]
            return Typed(type: type, code: { i throws(RuntimeFailure) in .tuple([try a(i), try b(i)]) }, constant: constant)
        default:
            return Typed(type: type, code: { i throws(RuntimeFailure) in
                var out: [Value] = []
                out.reserveCapacity(codes.count)
                for c in codes { out.append(try c(i)) }
                return .tuple(out)
            }, constant: constant)
        }
    }

    /// `t.0`
    func tupleIndex(_ base: Expr, _ index: Int, indexPos: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed {
        let b = try expression(base, nil)
        guard case .tuple(let ts, _) = b.type, index >= 0, index < ts.count else {
            if case .tuple = b.type {
                throw Diagnostic("value of tuple type '\(b.type.name)' has no member '\(index)'", at: indexPos)
            }
            if case .optional = b.type { throw unwrapDiagnostic(b.type, base) }
            throw Diagnostic("value of type '\(b.type.name)' has no member '\(index)'", at: indexPos)
        }
        let code = b.code
        return Typed(type: ts[index], code: { i throws(RuntimeFailure) in
            guard case .tuple(let items) = try code(i) else { return .void }
            return items[index]
        })
    }

    /// `p.x`: a tuple element by label.
    func tupleMember(_ ts: [SType], _ labels: [String?], _ type: SType, _ name: String,
                     namePos: SourcePos) throws(Diagnostic) -> (SType, Getter) {
        guard let k = labels.firstIndex(of: name) else {
            throw Diagnostic("value of tuple type '\(type.name)' has no member '\(name)'", at: namePos)
        }
        return (ts[k], { v in if case .tuple(let items) = v { return items[k] }; return .void })
    }

    /// Tuples convert when element types match and labels agree (an unlabeled side fits any label).
    func tupleConversion(_ t: Typed, to target: SType) -> Code? {
        guard case .tuple(let a, let la) = t.type, case .tuple(let b, let lb) = target, a == b else { return nil }
        for (x, y) in zip(la, lb) where x != nil && y != nil && x != y { return nil }
        return t.code
    }

    /// `==` and `<` on tuples: defined element-wise for up to six Equatable / Comparable elements.
    func tupleSupports(_ op: String, _ ts: [SType]) -> Bool {
        guard ts.count <= 6 else { return false }
        switch op {
        case "==", "!=": return ts.allSatisfy { $0.isEquatable }
        case "<", "<=", ">", ">=": return ts.allSatisfy { $0.isComparable }
        default: return false
        }
    }
}
