/// The variables an `if let` / `if case let` binds live in the condition's scope; when they may hold
/// a class instance their slots are cleared after the `then` branch, as a block's locals are
/// (releasingLocals), so a top-level `if let seen = observer { … }` does not keep the instance alive
/// for the rest of the program (a `weak var` would otherwise never become nil, and `deinit` would
/// run late).
extension Compiler {
    func conditionBindingRelease() -> StmtCode? {
        guard globals.hasClasses, let scope = scopes.last,
              scope.variables.values.contains(where: { $0.type.mayHoldObject }) else { return nil }
        return releasingLocals { _ in .normal }
    }

    static func then(_ first: @escaping StmtCode, _ after: @escaping StmtCode) -> StmtCode {
        { i throws(RuntimeFailure) in
            let flow = try first(i)
            _ = try after(i)
            return flow
        }
    }
}
