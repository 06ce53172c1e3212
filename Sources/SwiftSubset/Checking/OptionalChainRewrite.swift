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
            throw Diagnostic("cannot use optional chaining on non-optional value of type '\(probed.name)'",
                             at: inner.questionMarkPos)
        }
        // A declared type's members right after `?` have their own path (class references, observers);
        // its subscripts (`table?[k]`) and every other subscript of a chain are read here.
        if direct, case .nominal = wrapped { if case .subscriptAccess = e.kind {} else { return nil } }
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
            // A mutation through the chain (`a?.append(1)`, `dict[k]?.reset()`): the assignment
            // paths change the optional in place (OptionalChainAssignment.swift).
            if error.message.contains("'\(Compiler.chainedValueName)'") { return nil }
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

/// swiftc's words for an optional chain (`s?.count`) used where its wrapped type is needed: it
/// offers no force-unwrap there, names the conversion, and points at the chain's last member.
extension Compiler {
    /// Where swiftc anchors a chain: the name of its last member (`count` in `s?.count`).
    static func chainAnchor(_ e: Expr) -> SourcePos {
        switch e.kind {
        case .member(_, _, let namePos): return namePos
        case .call(let callee, _, _):
            if case .member(_, _, let namePos) = callee.kind { return namePos }
            return callee.pos
        default: return e.pos
        }
    }

    /// nil unless `e` is a chain through `?` whose optional result meets a non-optional need.
    func chainedOptionalDiagnostic(_ type: SType, _ e: Expr, context: ConversionContext?) -> Diagnostic? {
        guard case .optional(let wrapped) = type, Compiler.optionalChainLink(in: e) != nil else { return nil }
        let anchor = Compiler.chainAnchor(e)
        if context == .argument {
            return Diagnostic("cannot convert value of type '\(type.name)' to expected argument type '\(wrapped.name)'", at: anchor)
        }
        if context == .element {
            return Diagnostic("cannot convert value of type '\(type.name)' to expected element type '\(wrapped.name)'", at: anchor)
        }
        return Diagnostic("value of optional type '\(type.name)' must be unwrapped to a value of type '\(wrapped.name)'", at: anchor)
    }

    /// An operand of `+`, `<`, … that is an optional chain; `*` and `/` (with more overloads) name
    /// the operator when the chain is on the left.
    func chainedOperandDiagnostic(_ op: String, opPos: SourcePos, left: SType, right: SType, _ e: Expr,
                                  isLeft: Bool) -> Diagnostic? {
        guard Compiler.optionalChainLink(in: e) != nil else { return nil }
        if isLeft, op == "*" || op == "/" {
            return Diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(left.name)' and '\(right.name)'",
                              at: opPos)
        }
        return chainedOptionalDiagnostic(isLeft ? left : right, e, context: .argument)
    }
}
