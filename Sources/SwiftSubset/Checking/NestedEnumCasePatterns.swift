/// `case .failure(.empty):` — an enum case pattern inside another's associated value, where the
/// inner enum has associated values of its own (so it cannot be compared with `==`): the inner
/// pattern is matched against the payload by tag and tests. Bindings inside the inner pattern
/// (`.failure(.notANumber(let s))`) are refused by name.
extension Compiler {
    func nestedEnumCaseTest(_ p: Expr, _ type: SType, index: Int, multiple: Bool) throws(Diagnostic) -> (([Value]) -> Bool)? {
        guard case .nominal(let inner) = type, inner.kind == .enumeration, !inner.isEquatable else { return nil }
        switch p.kind {
        case .implicitMember: break
        case .call(let callee, _, _):
            guard case .implicitMember = callee.kind else { return nil }
        default: return nil
        }
        let (tag, tests, bindings, _) = try enumPattern(p, inner, type, multiple: multiple)
        guard bindings.isEmpty else {
            throw Diagnostic.unsupported("bindings inside an enum case pattern nested in another", at: p.pos)
        }
        return { payload in
            guard index < payload.count, case .enumCase(let t, let innerPayload) = payload[index] else { return false }
            return (tag == nil || tag == t) && tests.allSatisfy { $0(innerPayload) }
        }
    }
}
