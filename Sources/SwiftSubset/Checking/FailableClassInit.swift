/// `init?` of a class: the object is made, the body runs (a subclass's delegating to its
/// superclass's initializer on the way), and `return nil` — its own or a failed delegation's —
/// gives `nil`.
extension Compiler {
    /// Constructs `n` with its failable initializer `m`. When the initializer fails, the object is
    /// dropped; its `deinit` runs only if every stored property had been given a value (Swift runs
    /// it for an object that was fully initialized before `return nil`, and not for one that was
    /// not). A property not yet given one still holds the `()` placeholder it was made with.
    func failableClassConstruction(_ n: NominalType, _ m: MethodSymbol, _ codes: [Code], line: Int,
                                   at pos: SourcePos) throws(Diagnostic) -> Typed {
        let box = m.box
        return Typed(type: .optional(.nominal(n)), code: { i throws(RuntimeFailure) in
            let fields = try n.fields.map { (f) throws(RuntimeFailure) -> Value in try f.defaultCode?(i) ?? .void }
            let storage = ObjectStorage(type: n, fields: fields, interpreter: i)
            var object: Value? = Value.object(ObjectRef(storage: storage))
            let (result, newSelf) = try i.invoke(box, receiver: object ?? .void, codes, line: line)
            if case .none = result {
                if storage.fields.contains(where: { if case .void = $0 { return true } else { return false } }) {
                    storage.interpreter = nil
                    return .none
                }
                // Released here, so its `deinit` runs before the caller sees `nil`, as in Swift.
                object = nil
                _ = consume newSelf
                try i.runPendingDeinits()
                return .none
            }
            return .some(newSelf)
        })
    }

    /// `super.init(coder: coder)` or `self.init(…)` naming a failable initializer, inside a
    /// failable one: the statement ends the initializer with `nil` when the delegated one failed.
    /// (Its typed code gives `nil` for a failure and `()` otherwise.)
    static func failableDelegationStatement(_ code: @escaping Code) -> StmtCode {
        return { i throws(RuntimeFailure) in
            if case .none = try code(i) {
                i.returnValue = .none
                return .returned
            }
            return .normal
        }
    }

    /// Whether `e` is `super.init(…)` or `self.init(…)`.
    static func isDelegatingInitCall(_ e: Expr) -> Bool {
        guard case .call(let callee, _, _) = e.kind, case .member(let base, "init", _) = callee.kind,
              case .name(let w) = base.kind else { return false }
        return w == "super" || w == "self"
    }
}

extension Compiler {
    /// Whether `s` ends the initializer on its own: `return nil` (a failure), `throw`, or a call
    /// that never returns. Nothing after it runs, so the properties need no value on that path
    /// (`required init?(coder: NSCoder) { return nil }`).
    static func leavesInitializer(_ s: Stmt) -> Bool {
        switch s.kind {
        case .returnStmt(let value?):
            if case .nilLiteral = value.kind { return true }
            return false
        case .throwStmt: return true
        case .expression(let e): return isNeverReturningCall(e)
        default: return false
        }
    }

    /// Whether every path through `stmts` ends the initializer that way before reaching its end.
    static func alwaysLeavesInitializer(_ stmts: [Stmt]) -> Bool {
        stmts.contains { s in
            if leavesInitializer(s) { return true }
            switch s.kind {
            case .ifStmt(_, let t, let o?): return alwaysLeavesInitializer(t) && alwaysLeavesInitializer(o)
            case .block(let inner): return alwaysLeavesInitializer(inner)
            default: return false
            }
        }
    }
}
