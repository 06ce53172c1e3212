/// Patterns beside `case let x as T` / `case is T` in a `switch` over `Any` (the type-casting
/// chapter's example): `case 0 as Int` (the value cast to `Int`, then compared with `0`) and
/// `case let (x, y) as (Double, Double)` (cast, then destructured into new variables).
extension Compiler {
    func valueCastPattern(_ p: Expr, _ source: SType) throws(Diagnostic) -> CastMatcher? {
        switch p.kind {
        case .paren(let inner):
            return try valueCastPattern(inner, source)
        case .coerce(let value, let ts) where Compiler.boundNames(value).isEmpty:
            let target = try resolveType(ts)
            let plan = try castPlan(target)
            let t = try expression(value, target)
            guard t.type == target, target.isEquatable else {
                throw Diagnostic("expression pattern of type '\(t.type.name)' cannot match values of type '\(target.name)'",
                                 at: value.pos, length: value.length)
            }
            let code = t.code
            return { (v: Value, i: Interpreter) throws(RuntimeFailure) -> Value? in
                guard let r = try plan.cast(v, source, i) else { return nil }
                return Value.equal(r, try code(i)) ? r : nil
            }
        case .coerce(let pattern, let ts):
            // `let (x, y) as (Double, Double)`: parsed as the binding pattern coerced to the type.
            let target = try resolveType(ts)
            let plan = try castPlan(target)
            let m = try compilePattern(pattern, target, binding: nil)
            return { (v: Value, i: Interpreter) throws(RuntimeFailure) -> Value? in
                guard let r = try plan.cast(v, source, i), try m(i, r) else { return nil }
                return r
            }
        case .patternBinding(let inner, let isLet):
            guard case .coerce(let pattern, let ts) = inner.kind else { return nil }
            let target = try resolveType(ts)
            let plan = try castPlan(target)
            let m = try compilePattern(pattern, target, binding: isLet)
            return { (v: Value, i: Interpreter) throws(RuntimeFailure) -> Value? in
                guard let r = try plan.cast(v, source, i), try m(i, r) else { return nil }
                return r
            }
        default:
            return nil
        }
    }
}
