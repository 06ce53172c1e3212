/// Enum case patterns outside `switch`: `if case .success(let value) = r`,
/// `guard case .walk(let n) = step`, `if case .failure = r`, `for case` over
/// enum values. `switch` has its own enum matcher (CompilerEnums.swift);
/// this joins the shared pattern compiler for the other places.
extension Compiler {
    /// A matcher for `.name`, `.name(p1, p2)` or `Type.name(...)` against an enum type; nil when
    /// the pattern is not an enum case pattern.
    func enumCasePattern(_ p: Expr, _ type: SType, binding: Bool?) throws(Diagnostic) -> Matcher? {
        let enumType = type
        guard case .nominal(let n) = enumType, n.kind == .enumeration else { return nil }
        let head: Expr
        var args: [Argument] = []
        switch p.kind {
        case .call(let f, let a, _):
            head = f
            args = a
        case .implicitMember, .member:
            head = p
        default:
            return nil
        }
        let caseName: String
        switch head.kind {
        case .implicitMember(let name): caseName = name
        case .member(let base, let name, _):
            guard case .name(let typeName) = base.kind, typeName == n.name else { return nil }
            caseName = name
        default: return nil
        }
        guard let tag = n.caseIndex(caseName) else {
            throw Diagnostic("type '\(n.name)' has no member '\(caseName)'", at: head.pos)
        }
        let associated = n.cases[tag].associated
        if !args.isEmpty && args.count != associated.count {
            throw Diagnostic("tuple pattern has the wrong length for tuple type '\(SType.tuple(associated.map { $0.type }, associated.map { $0.label }).name)'",
                             at: p.pos)
        }
        var parts: [Matcher] = []
        for (k, a) in args.enumerated() {
            parts.append(try compilePattern(a.value, associated[k].type, binding: binding))
        }
        return { i, x throws(RuntimeFailure) in
            guard case .enumCase(let t, let payload) = x, t == tag else { return false }
            for k in 0..<parts.count where k < payload.count {
                if !(try parts[k](i, payload[k])) { return false }
            }
            return true
        }
    }
}
