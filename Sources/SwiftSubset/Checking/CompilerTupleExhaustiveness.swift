/// Exhaustiveness of a `switch` over a tuple whose cases together cover every value without a
/// catch-all: `(false, _)` and `(true, let h)` cover `(Bool, Double)`; `(true, true)`,
/// `(true, false)` and `(false, _)` cover `(Bool, Bool)`; enum cases count like Bool values.
/// swiftc accepts these; without this check keylab asked for a `default`.
extension Compiler {
    /// Whether the `where`-free cases cover the tuple type `types` (a component of a type with
    /// too many values to list, such as `Double`, is covered only by a wildcard or a binding).
    static func tupleCasesCover(_ cases: [SwitchCase], _ types: [SType]) -> Bool {
        var rows: [[String?]] = []
        for c in cases where c.whereClause == nil && !c.isDefault {
            for p in c.patterns {
                if let row = tupleRow(p, count: types.count, binding: false) { rows.append(row) }
            }
        }
        return covers(rows, types.map(finiteValues))
    }

    /// One row per pattern: nil for a component that matches anything, the value's name otherwise.
    /// A pattern this check cannot read gives no row (it then covers nothing, the safe side).
    private static func tupleRow(_ p: Expr, count: Int, binding: Bool) -> [String?]? {
        switch p.kind {
        case .patternBinding(let inner, _): return tupleRow(inner, count: count, binding: true)
        case .paren(let inner): return tupleRow(inner, count: count, binding: binding)
        case .tuple(let items) where items.count == count:
            var row: [String?] = []
            for item in items {
                guard let key = componentKey(item.value, binding: binding) else { return nil }
                row.append(key)
            }
            return row
        default: return nil
        }
    }

    /// `.some(nil)` for a wildcard, `.some(name)` for a Bool literal or an enum case, nil if unreadable.
    private static func componentKey(_ p: Expr, binding: Bool) -> String?? {
        if isIrrefutable(p, binding: binding) { return .some(nil) }
        switch p.kind {
        case .bool(let b): return .some(b ? "true" : "false")
        case .implicitMember(let name): return .some(name)
        case .paren(let inner): return componentKey(inner, binding: binding)
        case .patternBinding(let inner, _): return componentKey(inner, binding: true)
        case .call(let f, let args, _):
            // `.willShow(let h)`: the whole case, when its values are all bound or ignored.
            guard case .implicitMember(let name) = f.kind,
                  args.allSatisfy({ isIrrefutable($0.value, binding: binding) }) else { return nil }
            return .some(name)
        default: return nil
        }
    }

    /// Every value of a type with few of them (Bool, an enum), or nil.
    private static func finiteValues(_ t: SType) -> [String]? {
        switch t {
        case .bool: return ["true", "false"]
        case .nominal(let n) where n.kind == .enumeration && !n.cases.isEmpty: return n.cases.map(\.name)
        default: return nil
        }
    }

    private static func covers(_ rows: [[String?]], _ domains: [[String]?]) -> Bool {
        guard let first = domains.first else { return !rows.isEmpty }
        let rest = Array(domains.dropFirst())
        func remaining(_ value: String?) -> [[String?]] {
            rows.filter { $0[0] == nil || (value != nil && $0[0] == value) }.map { Array($0.dropFirst()) }
        }
        guard let values = first else { return covers(remaining(nil), rest) }
        return values.allSatisfy { covers(remaining($0), rest) }
    }
}
