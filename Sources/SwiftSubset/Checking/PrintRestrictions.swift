extension ValueFormatter {
    /// What `type(of:)` shows for a value whose static type is `staticName`.
    static func dynamicTypeName(_ v: Value, staticName: String) -> String {
        switch v {
        case .object(let r): return r.storage.type.name
        case .existential(let inner, let info): return dynamicTypeName(inner, staticName: info.concreteType.runtimeName)
        default: return staticName
        }
    }
}

/// Values keylab cannot print as Swift prints them, refused where they are
/// printed (`print`, `debugPrint`, interpolation, `String(describing:)`)
/// rather than shown wrongly.
extension Compiler {
    /// Whether `type` has `part` among its element, wrapped or member types.
    static func contains(_ type: SType, _ part: SType) -> Bool {
        switch type {
        case .optional(let w), .array(let w), .set(let w), .arraySlice(let w): return w == part || contains(w, part)
        case .dictionary(let k, let v): return [k, v].contains { $0 == part || contains($0, part) }
        case .tuple(let items, _): return items.contains { $0 == part || contains($0, part) }
        case .range(let b), .closedRange(let b): return b == part
        default: return false
        }
    }

    /// Throws when the value of `t` cannot be printed faithfully (a type's own `description` is
    /// applied by the formatter, so declared types need nothing here).
    func checkPrintable(_ t: Typed, _ e: Expr) throws(Diagnostic) {
        if t.type == .stringIndex || Compiler.contains(t.type, .stringIndex) {
            // Swift prints an index's private bits (`Index(_rawBits: 65793)`); keylab stores an offset.
            throw Diagnostic.unsupported("printing a String.Index (print the offset with distance(from:to:))", at: e.pos)
        }
        if concurrencyKind(of: t.type) != nil {
            // Swift prints a task's or stream's private storage; keylab holds only a number.
            throw Diagnostic.unsupported("printing a '\(t.type.name)'", at: e.pos)
        }
    }
}

extension ValueFormatter {
    /// The type the lldb REPL names in an echo: the dynamic type of a value held in an `Any` or a
    /// protocol existential (`let a: Any = 0.25` echoes `a: Double = 0.25`), else the static type.
    /// `Any?` and `AnyHashable` keep their static names, as lldb keeps them.
    static func replTypeName(_ v: Value, _ t: SType) -> String {
        guard case .existential(let inner, let info) = v else { return t.name }
        let isAny = t == Compiler.anyType
        let isProtocol: Bool
        if case .nominal(let n) = t { isProtocol = n.kind == .protocolType && n !== NominalType.anyHashableProtocol } else { isProtocol = false }
        guard isAny || isProtocol else { return t.name }
        return replTypeName(inner, info.concreteType)
    }
}
