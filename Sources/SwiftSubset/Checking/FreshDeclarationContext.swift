/// Compiling a declaration out of line (a generic function's or type's
/// instance, an extension of `Array` for one element type) must not see the
/// scopes, function, loops or type aliases of the code that asked for it.
struct SavedDeclarationContext {
    let scopes: [Scope]
    let function: FunctionContext?
    let memberContext: MemberContext?
    let errorContext: ErrorContext
    let loopDepth: Int
    let switchDepth: Int
    let typeAliases: [String: SType]
    let probeTypes: [ObjectIdentifier: (node: Expr, type: SType)]
}

extension Compiler {
    /// Saves the current context and starts an empty top-level one (that may
    /// throw, as a top level can); give the result to `restoreContext`.
    func enterFreshDeclarationContext() -> SavedDeclarationContext {
        let saved = SavedDeclarationContext(scopes: scopes, function: function, memberContext: memberContext,
                                            errorContext: errorContext, loopDepth: loopDepth, switchDepth: switchDepth,
                                            typeAliases: extras.typeAliases, probeTypes: probeTypes)
        probeTypes = [:]
        scopes = []
        function = nil
        memberContext = nil
        errorContext = ErrorContext(canThrow: true)
        return saved
    }

    func restoreContext(_ saved: SavedDeclarationContext) {
        (scopes, function, memberContext, errorContext) = (saved.scopes, saved.function, saved.memberContext, saved.errorContext)
        (loopDepth, switchDepth, extras.typeAliases) = (saved.loopDepth, saved.switchDepth, saved.typeAliases)
        probeTypes = saved.probeTypes
    }
}
