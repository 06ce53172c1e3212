/// `print(p)`, `"\(p)"` and `String(describing: p)` for a type that conforms
/// to `CustomStringConvertible`: Swift prints its `description`. The value
/// formatter cannot run code, so the checker reads `description` where the
/// value is printed; a conforming value nested in a collection, an optional
/// or a tuple is refused rather than printed memberwise (a wrong answer).
extension Compiler {
    /// Whether values of `type` print through their own `description`.
    static func hasCustomDescription(_ type: SType) -> Bool {
        guard case .nominal(let n) = type else { return false }
        var current: NominalType? = n
        while let t = current {
            if t.conformances.contains("CustomStringConvertible") || t.conformances.contains("CustomDebugStringConvertible") {
                return true
            }
            current = t.superclass
        }
        return false
    }

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

    /// Whether a value of `type` holds a custom-described value inside it.
    static func containsCustomDescription(_ type: SType) -> Bool {
        switch type {
        case .optional(let w), .array(let w), .set(let w), .arraySlice(let w): return hasCustomDescription(w) || containsCustomDescription(w)
        case .dictionary(let k, let v):
            return [k, v].contains { hasCustomDescription($0) || containsCustomDescription($0) }
        case .tuple(let items, _): return items.contains { hasCustomDescription($0) || containsCustomDescription($0) }
        default: return false
        }
    }

    /// The text to print for `e` (already checked as `t`): its `description` when its type has one,
    /// nil when the value prints as usual.
    func customDescription(_ t: Typed, _ e: Expr) throws(Diagnostic) -> Typed? {
        if t.type == .stringIndex || Compiler.contains(t.type, .stringIndex) {
            // Swift prints an index's private bits (`Index(_rawBits: 65793)`); keylab stores an offset.
            throw Diagnostic.unsupported("printing a String.Index (print the offset with distance(from:to:))", at: e.pos)
        }
        if Compiler.hasCustomDescription(t.type) {
            let read = Expr(.member(e, "description", namePos: e.pos), e.pos, end: e.end)
            let described = try expression(read, .string)
            guard described.type == .string else { return nil }
            return described
        }
        if Compiler.containsCustomDescription(t.type) {
            throw Diagnostic.unsupported("printing a CustomStringConvertible value inside '\(t.type.name)'", at: e.pos)
        }
        return nil
    }
}
