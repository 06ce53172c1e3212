/// `weak var owner: Owner?` at the top level or in a function (weak properties are NominalType's).
///
/// The parser splits `weak var w: T? = value` (or `weak let`) into the declaration (nil) and the assignment
/// `w = value`, marked with the internal attribute `weak`. The variable's slot holds what a weak
/// property holds, a `.weakObject`: reading it gives the instance while it lives and nil after its
/// last strong reference went, and every assignment goes through `Value.weak`, so assigning does not
/// keep the instance alive (`weak var w = Owner()` is nil at once, as in Swift).
extension Parser {
    mutating func weakVariableDecls() throws(Diagnostic) -> [Stmt] {
        let weakPos = current.pos
        advance()
        let keywordPos = current.pos
        var result: [Stmt] = []
        for s in try variableDecls() {
            guard case .variable(_, let name, let namePos, let type, let value) = s.kind else {
                throw Diagnostic.unsupported("'weak' on this declaration", at: weakPos)
            }
            guard let type else { throw Diagnostic.unsupported("'weak var' without a type annotation", at: namePos) }
            let marker = DeclAttribute(name: "weak", pos: weakPos)
            // A `weak let` is assigned once, by the statement below, through the weak accessor.
            result.append(Stmt(.variable(isLet: false, name: name, namePos: namePos, type: type, value: nil), keywordPos,
                               attributes: s.attributes + [marker]))
            if let value {
                let target = Expr(.name(name), namePos, end: namePos.offset + name.utf8.count)
                let assign = Expr(.assign("=", target, value, opPos: value.pos), namePos, end: value.end)
                result.append(Stmt(.expression(assign), namePos))
            }
        }
        return result
    }
}

extension Compiler {
    /// After a `weak var` declaration: swiftc's checks of its type, then the variable is marked weak.
    func registerWeakVariable(_ s: Stmt) throws(Diagnostic) {
        guard let marker = s.attributes.first(where: { $0.name == "weak" }),
              case .variable(_, let name, let namePos, _, _) = s.kind, let v = lookupVariable(name) else { return }
        _ = marker
        guard case .optional(let wrapped) = v.type else {
            if Compiler.isClassBound(v.type) {
                throw Diagnostic("'weak' variable should have optional type '\(v.type.name)?'", at: namePos, length: name.utf8.count)
            }
            throw Diagnostic("'weak' may only be applied to class and class-bound protocol types, not '\(v.type.name)'",
                             at: namePos, length: name.utf8.count)
        }
        guard Compiler.isClassBound(wrapped) else {
            throw Diagnostic("'weak' may only be applied to class and class-bound protocol types, not '\(wrapped.name)'",
                             at: namePos, length: name.utf8.count)
        }
        v.isWeak = true
    }

    static func isClassBound(_ t: SType) -> Bool {
        guard case .nominal(let n) = t else { return false }
        if n.kind == .classType { return true }
        return n.kind == .protocolType && (n.name == "AnyObject" || n.conformances.contains("AnyObject"))
    }

    static func weakVariableRead(_ v: VariableSymbol) -> Typed {
        let get = Compiler.getter(v.slot)
        return Typed(type: v.type, code: { i throws(RuntimeFailure) in
            let value = try get(i)
            if case .weakObject = value { return value.strongOptional }
            return value
        })
    }

    static func weakVariableLValue(_ root: VariableSymbol, at pos: SourcePos) -> LValue {
        LValue(root: root, steps: [.accessor({ (_: Interpreter, v: Value) throws(RuntimeFailure) -> Value in
            if case .weakObject = v { return v.strongOptional }
            return v
        }, { (_: Interpreter, place: inout Value, new: Value) throws(RuntimeFailure) in
            place = Value.weak(new, isUnowned: false)
        })], type: root.type, rootPos: pos)
    }
}
