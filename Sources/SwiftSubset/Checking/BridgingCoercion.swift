/// Bridging coercions, the host API's hook for the other direction of BridgingCasts.swift:
/// `value as C`, where `C` is a class that declares `init(_bridgedFrom:)`, makes a `C` from the
/// value, as Foundation's `userInfo as NSDictionary` makes an NSDictionary from a Swift
/// dictionary. The value must fit the initializer's parameter; an optional value is refused by
/// name (keylab bridges what is there, so `x! as NSDictionary` or `if let` first).
extension Compiler {
    /// `C(_bridgedFrom: inner)` when `target` (or the type it wraps) is a class with such an
    /// initializer; nil when it has none, so the ordinary coercion rules decide.
    func bridgingCoercion(_ inner: Expr, to target: SType, _ e: Expr) throws(Diagnostic) -> Typed? {
        let wrapped: SType
        if case .optional(let w) = target { wrapped = w } else { wrapped = target }
        guard case .nominal(let n) = wrapped, n.kind == .classType,
              n.initializers.contains(where: { $0.function.labels == ["_bridgedFrom"] }) else { return nil }
        if case .nilLiteral = inner.kind { return nil }
        let innerType = try probeType(inner)
        // A class instance (an NSDictionary already) coerces by the ordinary rules.
        if case .nominal(let m) = innerType, m.kind == .classType { return nil }
        if case .optional(.nominal(let m)) = innerType, m.kind == .classType { return nil }
        if case .optional = innerType {
            throw Diagnostic.unsupported("bridging an optional to '\(target.name)' with 'as' (unwrap it first)", at: inner.pos)
        }
        let callee = Expr(.name(n.name), inner.pos, end: inner.pos.offset)
        let call = Expr(.call(callee, [Argument(label: "_bridgedFrom", labelPos: nil, value: inner)], rparen: e.pos),
                        inner.pos, end: e.end)
        let made = try expression(call, nil)
        guard case .optional = target else { return made }
        return Typed(type: target, code: try convert(made, to: target, inner, context: .specified))
    }
}
