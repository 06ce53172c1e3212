/// `overlaps("abc", ["x", "c"])` for `func overlaps<T: Sequence, U: Sequence>(…) where
/// T.Element == U.Element`: Swift types the array literal from the string beside it, so its
/// elements are Characters. keylab's generic calls infer each argument on its own, so before
/// inference an array literal of one-character string literals passed beside a String (or a
/// `[Character]`) to a generic function with a `where` clause is read as `[Character]`.
/// (Elsewhere the literal stays `[String]`, as Swift's default is.)
extension Compiler {
    func characterLiteralArrays(_ decl: FuncDecl, _ args: [Argument]) -> [Argument] {
        guard decl.genericConstraints.values.contains(where: { $0.contains("where") }), args.count > 1 else { return args }
        let hasCharacters = args.contains { a in
            guard !Compiler.isCharacterLiteralArray(a.value), let t = try? probeType(a.value) else { return false }
            return t == .string || t == .substring || t == .array(.character)
        }
        guard hasCharacters else { return args }
        return args.map { a in
            guard Compiler.isCharacterLiteralArray(a.value) else { return a }
            var copy = a
            copy.value = Expr(.coerce(a.value, .array(.named("Character", a.value.pos))), a.value.pos, end: a.value.end)
            return copy
        }
    }

    /// `["x", "c"]`: a non-empty array literal of one-character string literals.
    private static func isCharacterLiteralArray(_ e: Expr) -> Bool {
        guard case .array(let items) = e.kind, !items.isEmpty else { return false }
        return items.allSatisfy { item in
            guard case .string(let parts) = item.kind, parts.count == 1, case .text(let s) = parts[0] else { return false }
            return s.count == 1
        }
    }
}
