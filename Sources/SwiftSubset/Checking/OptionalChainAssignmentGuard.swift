/// `c?.t = f()`, `p?.count += g()`: when the chain is nil Swift evaluates nothing on the right side,
/// so `f()` must not run (nor print, nor change anything). The assignment's own code evaluates its
/// operand before walking the path, so it is wrapped in a test of the chain's optional first.
///
/// The test evaluates the chain's base a second time, so it is used only when that base is made of
/// names, members, `!`, `?` and subscripts with literal or named indices (evaluating those twice
/// changes nothing); a base with a call keeps the plain assignment.
extension Compiler {
    func chainGuardedAssignment(op: String, target: Expr, value: Expr, opPos: SourcePos) throws(Diagnostic) -> Code? {
        guard let link = Compiler.optionalChainLink(in: target), link !== target,
              case .optionalChain(let inner) = link.kind, Compiler.isEffectFreePlace(inner) else { return nil }
        let key = ObjectIdentifier(target)
        guard !extras.chainGuardedAssignments.contains(key) else { return nil }
        extras.chainGuardedAssignments.insert(key)
        extras.retained.append(target)
        defer { extras.chainGuardedAssignments.remove(key) }
        let assign = try assignment(op: op, target: target, value: value, opPos: opPos)
        let probe = try expression(inner, nil)
        guard case .optional = probe.type else { return assign }
        let test = probe.code
        return { i throws(RuntimeFailure) in
            if case .none = try test(i) { return .void }
            return try assign(i)
        }
    }

    static func isEffectFreePlace(_ e: Expr) -> Bool {
        switch e.kind {
        case .name, .integer, .string, .bool: return true
        case .member(let b, _, _), .tupleIndex(let b, _, _), .forceUnwrap(let b), .optionalChain(let b), .paren(let b):
            return isEffectFreePlace(b)
        case .subscriptAccess(let b, let args):
            return isEffectFreePlace(b) && args.allSatisfy { isEffectFreePlace($0.value) }
        default: return false
        }
    }
}
