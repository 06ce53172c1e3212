/// `lazy var` in a struct: the first read runs the initializer and stores its value in the
/// instance, so reading is a mutating access, as in Swift: the variable must be a `var`
/// (`cannot use mutating getter on immutable value: 'r' is a 'let' constant`) and a copy made before
/// the first read computes its own value. The field holds `.void` until then (as for classes).
extension Compiler {
    func lazyStructPropertyRead(_ base: Expr, _ n: NominalType, _ index: Int, namePos: SourcePos,
                                _ e: Expr) throws(Diagnostic) -> Typed {
        guard let lazy = n.fields[index].lazyInit else {
            throw Diagnostic.unsupported("this 'lazy' property", at: namePos)
        }
        var lv = try lvalue(base, kind: .mutatingMember, opPos: namePos)
        if lv.root.isLet, !lv.mutabilityChecked, lv.root.initialized || !lv.steps.isEmpty {
            let v = lv.root
            let reason = v.name == "self" ? "'self' is immutable" : "'\(v.name)' is a 'let' constant"
            throw Diagnostic("cannot use mutating getter on immutable value: \(reason)", at: namePos,
                             length: n.fields[index].name.utf8.count,
                             notes: v.name == "self" ? [] : changeLetNote(v.keywordPos, v.declarationLine))
        }
        let box = lazy.box
        let line = e.pos.line
        lv.steps.append(.accessor({ (i: Interpreter, v: Value) throws(RuntimeFailure) -> Value in
            guard case .record(let fields) = v, index < fields.count else { return .void }
            if case .void = fields[index] { return try i.invoke(box, receiver: v, [], line: line).0 }
            return fields[index]
        }, { (_: Interpreter, place: inout Value, new: Value) throws(RuntimeFailure) in
            guard case .record(var fields) = place, index < fields.count else { return }
            place = .void
            fields[index] = new
            place = .record(fields)
        }))
        lv.type = n.fields[index].type
        let code = mutation(lv, line: line, operand: { _ in .void }) { (place: inout Value, _: Value) throws(RuntimeFailure) -> Value in
            place
        }
        return Typed(type: n.fields[index].type, code: code)
    }
}
