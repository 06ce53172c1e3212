/// `if case let frame as CGRect = value` / `if case is NSValue = value`: a type pattern in a
/// condition, cast as `as?` casts (bridging included, BridgingCasts.swift); the name is bound in
/// the condition's scope.
extension Compiler {
    func castCondition(_ name: String?, _ ts: TypeSyntax, _ value: Expr, at pos: SourcePos) throws(Diagnostic) -> (Interpreter) throws(RuntimeFailure) -> Bool {
        let target = try resolveType(ts)
        let source = try expression(value, nil)
        let plan = try castPlan(target)
        let code = source.code
        let sourceType = source.type
        guard let name else {
            return { i throws(RuntimeFailure) in try plan.cast(try code(i), sourceType, i) != nil }
        }
        let v = try declareVariable(name, type: target, isLet: true, namePos: pos, keywordPos: nil, initialized: true)
        let set = Compiler.initializer(v.slot)
        return { i throws(RuntimeFailure) in
            guard let r = try plan.cast(try code(i), sourceType, i) else { return false }
            set(i, r)
            return true
        }
    }
}
