/// Assigning to a `{ get set }` requirement through a protocol-typed value (`var b: any Resizable
/// = Box(); b.width = 9`, `shapes[0].size += 1`): the witness table holds a setter per settable
/// requirement, which changes the property inside the existential in place (a struct's copy, or a
/// class instance through its reference).
extension Compiler {
    /// The path from a protocol-typed place to its requirement `k`.
    func protocolPropertyLValue(_ lv: LValue, _ p: NominalType, _ k: Int, _ type: SType, kind: MutationKind,
                                namePos: SourcePos, opPos: SourcePos) throws(Diagnostic) -> LValue {
        var lv = lv
        // A class-only protocol's values are references: a `let` holding one may still change them.
        if !p.isClassBound { try checkStructRoot(lv, kind: kind, at: kind == .assign ? namePos : opPos) }
        lv.mutabilityChecked = true
        lv.type = type
        lv.steps.append(.accessor(requirementGetter(k), { (i: Interpreter, place: inout Value, new: Value) throws(RuntimeFailure) in
            guard case .existential(_, let info) = place, k < info.setters.count, let set = info.setters[k] else { return }
            try set(i, &place, new)
        }))
        return lv
    }

    /// The witness table's setter for requirement `name` met by `n`'s own property; nil when `n`
    /// is itself a protocol or the property cannot be set.
    func witnessSetter(_ n: NominalType, _ name: String) -> MemberSetter? {
        guard n.kind != .protocolType else { return nil }
        let isClass = n.kind == .classType
        let step: PathStep
        switch n.properties[name] {
        case .stored(let index, let observer)?:
            if let observer {
                let box = observer.box
                step = .accessor({ (_: Interpreter, v: Value) throws(RuntimeFailure) -> Value in
                    if isClass { guard case .object(let r) = v else { return Value.void }; return r.storage.fields[index] }
                    guard case .record(let f) = v else { return Value.void }
                    return f[index]
                }, { (i: Interpreter, place: inout Value, new: Value) throws(RuntimeFailure) in
                    let receiver = place
                    if !isClass { place = .void }
                    place = try i.invoke(box, receiver: receiver, [{ _ in new }], line: 0).1
                })
            } else if n.fields[index].isWeak || n.fields[index].isUnowned {
                return nil
            } else {
                step = isClass ? .classField(index) : .field(index)
            }
        case .computed(_, let getter, let setter?)?:
            let get = invoker(getter), set = invoker(setter)
            step = .accessor({ (i: Interpreter, v: Value) throws(RuntimeFailure) -> Value in
                try i.invoke(get(v), receiver: v, [], line: 0).0
            }, { (i: Interpreter, place: inout Value, new: Value) throws(RuntimeFailure) in
                let receiver = place
                if !isClass { place = .void }
                place = try i.invoke(set(receiver), receiver: receiver, [{ _ in new }], line: 0).1
            })
        default:
            return nil
        }
        return { (i: Interpreter, place: inout Value, new: Value) throws(RuntimeFailure) in
            guard case .existential(var inner, let info) = place else { return }
            place = .void
            defer { place = .existential(inner, info) }
            try Compiler.modify(&inner, [try Compiler.resolveMemberStep(step, i)][...], line: 0) { (v: inout Value) throws(RuntimeFailure) in v = new }
        }
    }
}
