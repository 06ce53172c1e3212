/// `print(c?.x ?? 99)` where `x` is a `Double` prints `99` in Swift, not `99.0`: where an `Any` is
/// expected (`print`'s items, `let a: Any = …`), swiftc types `??` as `(Any?, Any) -> Any` whenever
/// that is the better solution, and the literal keeps its own default type. It is when the left side
/// is an optional chain ending in a non-optional member (`c?.x`, not `xs?.first`), or when the
/// literal cannot be the wrapped type at all (`i ?? 2.5` with `i: Int?`, `name ?? 5`).
/// Recorded with swiftc 6.3.1: Corpus/2700-*.
extension Compiler {
    func coalescingAsAny(_ l: Expr, _ r: Expr) throws(Diagnostic) -> Typed? {
        let literal: SType
        switch r.kind {
        case .string: literal = .string
        case .bool: literal = .bool
        default:
            guard let d = literalDefault(r) else { return nil }
            literal = d
        }
        let lt = try expression(l, nil)
        guard case .optional(let wrapped) = lt.type, wrapped != literal, wrapped != Compiler.anyType else { return nil }
        var fits = (literal == .int && wrapped.isNumeric) || (literal == .double && wrapped.isFloatingPoint)
        // A declared type may be expressible by the literal (`CGFloat`, `ExpressibleByIntegerLiteral`):
        // then only an optional chain makes the literal keep its own type.
        if case .nominal = wrapped { fits = true }
        if fits {
            guard try endsInNonOptionalMember(l) else { return nil }
        }
        let rt = try expression(r, literal)
        let left = lt.code
        let cell = CoalescedValue()
        let unwrapped = Typed(type: wrapped, code: { _ in cell.value })
        let leftAny = try convert(unwrapped, to: Compiler.anyType, l, context: .argument)
        let rightAny = try convert(rt, to: Compiler.anyType, r, context: .argument)
        return Typed(type: Compiler.anyType, code: { i throws(RuntimeFailure) in
            guard case .some(let w) = try left(i) else { return try rightAny(i) }
            cell.value = w
            defer { cell.value = .void }
            return try leftAny(i)
        })
    }

    /// `c?.x` where `x` is not optional: the chain makes the optional (`xs?.first` flattens one).
    private func endsInNonOptionalMember(_ l: Expr) throws(Diagnostic) -> Bool {
        guard let link = Compiler.optionalChainLink(in: l), link !== l, case .optionalChain(let inner) = link.kind else {
            return false
        }
        let forced = Compiler.replacing(link, with: Expr(.forceUnwrap(inner), inner.pos, end: link.end), in: l)
        let t = try expression(forced, nil)
        return !t.type.isOptional
    }
}

/// The wrapped value handed from `??`'s test to its conversion to `Any` (one evaluation of the left side).
private final class CoalescedValue: @unchecked Sendable {
    var value: Value = .void
}
