/// `catch NetError.timeout, NetError.offline { … }`, `catch .full, is DiskError`: a `catch`
/// clause with several patterns catches an error any of them matches. Patterns that bind
/// names are refused by name there (Swift requires every pattern to bind the same names).
extension Compiler {
    func matchingAny(_ c: CatchClause, first: @escaping (Value) -> Bool, caught: SType) throws(Diagnostic) -> (Value) -> Bool {
        if ([c.pattern] + c.alternatives).contains(where: Compiler.binds) {
            throw Diagnostic.unsupported("bindings in a 'catch' with several patterns", at: c.pos)
        }
        var tests: [(Value) -> Bool] = [first]
        for alternative in c.alternatives {
            switch alternative {
            case .all:
                tests.append { _ in true }
            case .cast(_, let ts, _):
                let target = try resolveType(ts)
                if target == Compiler.errorType { tests.append { _ in true }; continue }
                tests.append { err in
                    if case .existential(_, let info) = err { return info.concreteType == target }
                    return false
                }
            case .enumCase(let typeName, let typePos, let pattern):
                guard let n = typeName.isEmpty ? try caughtEnum(caught, pattern) : globals.types[typeName], n.kind == .enumeration else {
                    throw Diagnostic("cannot find '\(typeName)' in scope", at: typePos, length: typeName.utf8.count)
                }
                let (tag, payloadTests, _, _) = try enumPattern(pattern, n, .nominal(n), multiple: false)
                let target = SType.nominal(n)
                tests.append { err in
                    guard case .existential(let inner, let info) = err, info.concreteType == target,
                          case .enumCase(let t, let payload) = inner else { return false }
                    return (tag == nil || tag == t) && payloadTests.allSatisfy { $0(payload) }
                }
            }
        }
        return { err in tests.contains { $0(err) } }
    }

    /// Whether a `catch` pattern binds a name (`let e as E`, `.bad(let s)`).
    private static func binds(_ p: CatchClause.Pattern) -> Bool {
        switch p {
        case .all: return false
        case .cast(let name, _, _): return name != nil
        case .enumCase(_, _, let pattern): return bindsName(pattern)
        }
    }

    private static func bindsName(_ e: Expr) -> Bool {
        switch e.kind {
        case .bindingPattern, .patternBinding: return true
        case .call(let callee, let args, _): return bindsName(callee) || args.contains { bindsName($0.value) }
        case .paren(let x): return bindsName(x)
        case .tuple(let items): return items.contains { bindsName($0.value) }
        default: return false
        }
    }
}
