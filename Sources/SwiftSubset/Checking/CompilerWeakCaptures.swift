/// `[weak self]` and `[unowned self]` capture lists.
///
/// The closure value holds the captured instance through a `WeakRef` (its capture reader wraps the
/// value with `Value.weak`), so the closure does not keep the instance alive: a controller that a
/// stored `[weak self]` closure refers to still reaches `deinit`. Inside the closure the name is a
/// local constant made when the closure starts running: `Optional<T>` for `weak` (nil once the
/// instance is gone), `T` for `unowned` (a trap when the instance is gone, as in Swift). Deviation:
/// Swift re-reads a weak reference at every use; here the body reads it once when it starts, which
/// only differs if the body itself releases the instance's last strong reference.
extension Compiler {
    /// After the capture list was captured: declares the `weak`/`unowned` names as locals of the
    /// closure and returns the code that fills them when the closure starts (nil when there are none).
    func weakCaptureLocals(_ c: ClosureExpr, _ ctx: CaptureContext) throws(Diagnostic) -> StmtCode? {
        guard !c.captureOwnership.isEmpty else { return nil }
        var fills: [StmtCode] = []
        for (name, pos) in c.captureList {
            guard let isUnowned = c.captureOwnership[name], let found = lookupVariable(name) else { continue }
            // The closure's own copy (a top-level variable is otherwise read live).
            let captured = try capturedVariable(found, at: pos)
            var base = captured.type
            if case .optional(let w) = captured.type { base = w }
            guard case .nominal(let n) = base, n.kind == .classType || (n.kind == .protocolType && n.isClassBound) else {
                let word = isUnowned ? "unowned" : "weak"
                throw Diagnostic("'\(word)' may only be applied to class and class-bound protocol types, not '\(base.name)'",
                                 at: pos, length: name.utf8.count)
            }
            if n.kind == .protocolType { throw Diagnostic.unsupported("'\(isUnowned ? "unowned" : "weak")' captures of protocol types", at: pos) }
            ctx.weakNames[name] = isUnowned
            let read = Compiler.rawGetter(captured.slot)
            let type: SType = isUnowned ? captured.type : .optional(base)
            let local = try declareVariable(name, type: type, isLet: true, namePos: pos, keywordPos: nil, initialized: true)
            let line = pos.line
            let wasOptional = captured.type.isOptional
            fills.append(storeCode(local.slot) { i throws(RuntimeFailure) in
                guard case .weakObject(let w) = try read(i) else { return .none }
                guard isUnowned else { return w.ref.map { .some(.object($0)) } ?? .none }
                guard let r = w.ref else {
                    if wasOptional, !w.isUnowned { return .none }
                    throw .fatal("Attempted to read an unowned reference but the object was already deallocated", line: line)
                }
                return wasOptional ? .some(.object(r)) : .object(r)
            })
        }
        guard !fills.isEmpty else { return nil }
        return { i throws(RuntimeFailure) in
            for f in fills { _ = try f(i) }
            return .normal
        }
    }
}

extension Compiler {
    /// Reads a `[weak x]` / `[unowned x]` capture when the closure is made: a `WeakRef`, not a retain.
    static func weakReader(_ slot: Slot, isUnowned: Bool) -> Code {
        let get = Compiler.getter(slot)
        func read(_ i: Interpreter) throws(RuntimeFailure) -> Value {
            Value.weak(try get(i), isUnowned: isUnowned)
        }
        return read
    }
}

extension Compiler {
    /// `Screen?` where `KeyboardDelegate?` is expected (`manager.delegate = screen`): nil stays nil,
    /// a value is wrapped with its witness table.
    func optionalExistential(_ t: Typed, _ concrete: SType, _ p: NominalType) throws(Diagnostic) -> Code? {
        guard p !== NominalType.anyProtocol, p !== NominalType.anyObjectProtocol, concrete != .nominal(p),
              conforms(concrete, to: p) else { return nil }
        let info = try witnessTable(concrete, p)
        let code = t.code
        return { i throws(RuntimeFailure) in
            guard case .some(let v) = try code(i) else { return .none }
            return .some(.existential(v, info))
        }
    }
}
