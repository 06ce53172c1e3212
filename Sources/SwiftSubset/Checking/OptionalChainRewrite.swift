/// Optional chaining on any value (`s?.uppercased()`, `arr?.map { $0 * 2 }`, `a?.b.c()`): in Swift
/// everything after `?` in the same postfix chain applies to the wrapped value, and the whole chain
/// is nil when the optional is. The chain is checked again with the `?` link replaced by a hidden
/// constant that holds the unwrapped value, so every member of every type answers as it does on a
/// plain value (and `Optional`'s own `map` is never picked by mistake).
extension Compiler {
    static let chainedValueName = "$chained"

    /// The rewritten chain when `e` is a member, call, subscript or `!` whose postfix chain goes
    /// through `?` and no older path answers it; nil otherwise.
    func optionalChainThroughValue(_ e: Expr, _ expected: SType?) throws(Diagnostic) -> Typed? {
        guard let link = Compiler.optionalChainLink(in: e), link !== e else { return nil }
        guard case .optionalChain(let inner) = link.kind else { return nil }
        // `handler?()`: the existing path calls an optional function.
        if case .call(let callee, _, _) = e.kind, callee === link { return nil }
        var direct = Compiler.directBase(of: e) === link
        if case .call(let callee, _, _) = e.kind, Compiler.directBase(of: callee) === link { direct = true }
        let probed = try probeType(inner)
        guard case .optional(let wrapped) = probed else {
            throw Diagnostic("cannot use optional chaining on non-optional value of type '\(probed.name)'", at: link.pos,
                             length: link.length)
        }
        // A declared type's members right after `?` have their own path (class references, observers).
        if direct, case .nominal = wrapped { return nil }
        let base = try expression(inner, nil)
        scopes.append(Scope())
        defer { scopes.removeLast() }
        let hidden = try declareVariable(Compiler.chainedValueName, type: wrapped, isLet: true, namePos: link.pos,
                                         keywordPos: nil, initialized: true)
        let rewritten = Compiler.replacing(link, with: Expr(.name(Compiler.chainedValueName), link.pos, end: link.end), in: e)
        var hint = expected
        if case .optional(let w)? = expected { hint = w }
        let rest: Typed
        do {
            rest = try expression(rewritten, hint)
        } catch {
            if error.message.contains("'\(Compiler.chainedValueName)'") {
                throw Diagnostic.unsupported("mutating a value through optional chaining ('?.')", at: link.pos)
            }
            throw error
        }
        let set = Compiler.setter(hidden.slot)
        let baseCode = base.code, restCode = rest.code
        let flatten = rest.type.isOptional
        return Typed(type: flatten ? rest.type : .optional(rest.type), code: { i throws(RuntimeFailure) in
            guard case .some(let w) = try baseCode(i) else { return .none }
            set(i, w)
            // The hidden constant lets go of the value at once, so a class instance dies when Swift's would.
            defer { set(i, .void) }
            let r = try restCode(i)
            return flatten ? r : .some(r)
        })
    }

    /// The outermost `x?` link of `e`'s postfix chain (through members, calls, subscripts, `!`).
    static func optionalChainLink(in e: Expr) -> Expr? {
        var current = e
        while true {
            switch current.kind {
            case .optionalChain: return current
            case .member(let b, _, _), .call(let b, _, _), .subscriptAccess(let b, _), .tupleIndex(let b, _, _),
                 .forceUnwrap(let b):
                current = b
            default: return nil
            }
        }
    }

    static func directBase(of e: Expr) -> Expr? {
        switch e.kind {
        case .member(let b, _, _), .call(let b, _, _), .subscriptAccess(let b, _), .tupleIndex(let b, _, _),
             .forceUnwrap(let b):
            return b
        default: return nil
        }
    }

    /// `e` with the chain link `old` replaced (the nodes above it are rebuilt, the rest is shared).
    static func replacing(_ old: Expr, with new: Expr, in e: Expr) -> Expr {
        if e === old { return new }
        let kind: ExprKind
        switch e.kind {
        case .member(let b, let name, let namePos): kind = .member(replacing(old, with: new, in: b), name, namePos: namePos)
        case .call(let b, let args, let rparen): kind = .call(replacing(old, with: new, in: b), args, rparen: rparen)
        case .subscriptAccess(let b, let args): kind = .subscriptAccess(replacing(old, with: new, in: b), args)
        case .tupleIndex(let b, let index, let indexPos):
            kind = .tupleIndex(replacing(old, with: new, in: b), index, indexPos: indexPos)
        case .forceUnwrap(let b): kind = .forceUnwrap(replacing(old, with: new, in: b))
        default: return e
        }
        return Expr(kind, e.pos, end: e.end)
    }
}
