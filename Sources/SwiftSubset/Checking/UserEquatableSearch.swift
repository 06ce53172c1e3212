/// `contains(_:)`, `firstIndex(of:)` and `lastIndex(of:)` on an array of a type with its own
/// `static func ==`: the standard library compares with that function, not field by field, so a
/// case-insensitive `==` finds `Word(text: "swift")` among `[Word(text: "Swift")]`.
extension Compiler {
    /// The search, or nil when the element type has no `==` of its own.
    func userEquatableSearch(_ name: String, _ b: Typed, _ el: SType, _ needle: @escaping Code, line: Int, at e: Expr) throws(Diagnostic) -> Typed? {
        guard case .nominal(let n) = el, n.staticMethods["=="]?.first != nil, let fv = try userOperatorValue("==", n, at: e) else { return nil }
        let code = b.code
        return Typed(type: name == "contains" ? .bool : .optional(.int), code: { i throws(RuntimeFailure) in
            let x = try needle(i)
            let all = (try code(i)).asArray
            let equal = try Compiler.ordering(fv, i, line: line)
            let indices: [Int] = name == "lastIndex" ? all.indices.reversed() : Array(all.indices)
            for k in indices where try equal(all[k], x) {
                return name == "contains" ? .bool(true) : .some(.int(k))
            }
            return name == "contains" ? .bool(false) : .none
        })
    }
}
