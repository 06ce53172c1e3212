/// `sorted()`, `min()` and `max()` on an array of a declared `Comparable` type: the type's own
/// `<` (or an enum's synthesized order) as the comparator, as the standard library does.
extension Compiler {
    /// The call for `base.name()` with `name` one of `sorted`, `min`, `max`; nil when the element
    /// type has no `<` keylab can call.
    func userComparableMethod(_ name: String, _ b: Typed, _ el: SType, line: Int, at e: Expr) throws(Diagnostic) -> Typed? {
        guard case .nominal(let n) = el, n.conformances.contains("Comparable"),
              let fv = try userOperatorValue("<", n, at: e) else { return nil }
        let code = b.code
        return Typed(type: name == "sorted" ? .array(el) : .optional(el), code: { i throws(RuntimeFailure) in
            let all = (try code(i)).asArray
            let less = try Compiler.ordering(fv, i, line: line)
            if name == "sorted" { return .array(try Compiler.sort(all, less)) }
            guard var best = all.first else { return .none }
            for v in all.dropFirst() {
                // Both keep the first of equal elements, as the standard library's loop does.
                if name == "min" ? try less(v, best) : try less(best, v) { best = v }
            }
            return .some(best)
        })
    }
}
