/// Changing properties: `p.x = 1`, `p.x += 1`, `self.total = 0`, `Counter.count += 1`, and the
/// receiver of a `mutating` method. A path to a property is a list of steps from a variable; struct
/// properties are changed in place (the record array stays uniquely referenced), class properties
/// through the reference, so a `let` holding a class instance still allows them to change.
typealias MemberGetter = (Interpreter, Value) throws(RuntimeFailure) -> Value
typealias MemberSetter = (Interpreter, inout Value, Value) throws(RuntimeFailure) -> Void

extension Compiler {
    func memberLValue(_ base: Expr, _ name: String, namePos: SourcePos, _ e: Expr, kind: MutationKind,
                      opPos: SourcePos) throws(Diagnostic) -> LValue {
        try checkMemberAccess(base, name, namePos: namePos, assigning: true)
        if let n = nominalTypeNamed(base) {
            guard let v = n.staticProperties[name] else {
                if n.staticComputed[name] != nil {
                    throw Diagnostic("cannot assign to property: '\(name)' is a get-only property", at: namePos)
                }
                throw Diagnostic("type '\(n.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
            }
            if v.isLet {
                throw Diagnostic("cannot assign to property: '\(name)' is a 'let' constant", at: namePos,
                                 length: name.utf8.count, notes: changeLetNote(v.keywordPos, v.declarationLine))
            }
            return LValue(root: v, steps: [], type: v.type, rootPos: namePos, mutabilityChecked: true)
        }
        if case .name("super") = base.kind { throw Diagnostic.unsupported("assigning through 'super'", at: base.pos) }
        let base = isImplicitlyUnwrapped(base) || isChainedImplicitlyUnwrappedProperty(base)
            ? Expr(.forceUnwrap(base), base.pos, end: base.end) : base
        var lv: LValue
        if case .optionalChain(let inner) = base.kind {
            if let r = try optionalReferenceRoot(inner) { lv = r } else { lv = try optionalValueRoot(inner, kind: kind, opPos: opPos) }
        } else if let r = try referenceRoot(base) { lv = r } else { lv = try lvalue(base, kind: kind, opPos: opPos) }
        if case .tuple(_, let labels) = lv.type {
            guard let k = labels.firstIndex(of: name) else {
                throw Diagnostic("value of tuple type '\(lv.type.name)' has no member '\(name)'", at: namePos)
            }
            return try tupleElementLValue(lv, k, kind: kind, opPos: opPos, namePos: namePos)
        }
        guard case .nominal(let n) = lv.type else {
            if case .optional(.nominal(let w)) = lv.type {
                throw Diagnostic("value of optional type '\(lv.type.name)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(w.name)'",
                                 at: base.pos, length: base.length, notes: [
                                    DiagnosticNote(message: "chain the optional using '?' to access member '\(name)' only for non-'nil' base values", pos: base.pos),
                                    DiagnosticNote(message: "force-unwrap using '!' to abort execution if the optional value contains 'nil'", pos: base.pos),
                                 ])
            }
            throw Diagnostic("cannot assign to property: '\(name)' is a get-only property", at: namePos, length: name.utf8.count)
        }
        let baseIsSelf: Bool = { if case .name("self") = base.kind { return true }; return false }()
        let inOwnInit = (memberContext?.isInitializer ?? false) && baseIsSelf
        let line = e.pos.line
        switch n.properties[name] {
        case .stored(let index, let observer)?:
            let field = n.fields[index]
            if field.isLet && !inOwnInit {
                throw Diagnostic("cannot assign to property: '\(name)' is a 'let' constant", at: namePos,
                                 length: name.utf8.count, notes: changeLetNote(field.keywordPos, field.declarationLine))
            }
            if n.kind != .classType { try checkStructRoot(lv, kind: kind, at: kind == .assign ? namePos : opPos) }
            lv.mutabilityChecked = true
            lv.type = field.type
            if let observer, !inOwnInit {
                let box = observer.box
                let isClass = n.kind == .classType
                lv.steps.append(.accessor({ (_: Interpreter, v: Value) throws(RuntimeFailure) -> Value in
                    if isClass { guard case .object(let r) = v else { return Value.void }; return r.storage.fields[index] }
                    guard case .record(let f) = v else { return Value.void }
                    return f[index]
                }, { i, place, new throws(RuntimeFailure) in
                    let receiver = place
                    if !isClass { place = .void }
                    place = try i.invoke(box, receiver: receiver, [{ _ in new }], line: line).1
                }))
            } else if field.isWeak || field.isUnowned {
                let unowned = field.isUnowned
                lv.steps.append(.accessor({ (_: Interpreter, v: Value) throws(RuntimeFailure) -> Value in
                    // No instance (a nil optional chain before it): nothing, as for observed properties.
                    guard case .object(let r) = v else { return Value.void }
                    return r.storage.fields[index].strongOptional
                }, { (_: Interpreter, place: inout Value, new: Value) throws(RuntimeFailure) in
                    guard case .object(let r) = place else { return }
                    r.storage.fields[index] = Value.weak(new, isUnowned: unowned)
                }))
            } else {
                lv.steps.append(n.kind == .classType ? .classField(index) : .field(index))
            }
            return lv
        case .computed(let type, let getter, let setter)?:
            if setter == nil, n.kind == .protocolType, let k = n.requirements.firstIndex(where: { $0.name == name && $0.isSettable }) {
                // A `{ get set }` requirement: changed through the existential's witness table.
                return try protocolPropertyLValue(lv, n, k, type, kind: kind, namePos: namePos, opPos: opPos)
            }
            guard let setter else {
                // A wrapper's projection (`$level`, PropertyWrappers.swift) is "immutable" in swiftc's words.
                let reason = name.hasPrefix("$") ? "is immutable" : "is a get-only property"
                throw Diagnostic("cannot assign to property: '\(name)' \(reason)", at: namePos, length: name.utf8.count)
            }
            if n.kind != .classType { try checkStructRoot(lv, kind: kind, at: kind == .assign ? namePos : opPos) }
            lv.mutabilityChecked = true
            lv.type = type
            let get = invoker(getter), set = invoker(setter)
            let isClass = n.kind == .classType
            lv.steps.append(.accessor({ i, v throws(RuntimeFailure) in
                try i.invoke(get(v), receiver: v, [], line: line).0
            }, { i, place, new throws(RuntimeFailure) in
                let receiver = place
                if !isClass { place = .void }
                place = try i.invoke(set(receiver), receiver: receiver, [{ _ in new }], line: line).1
            }))
            return lv
        case nil:
            throw Diagnostic("value of type '\(n.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
        }
    }

    /// `a!.x = 1`, `make().x = 1`: a class instance computed by an expression; its properties change
    /// through the reference, so the path starts from the computed instance (the root is a dummy).
    func referenceRoot(_ base: Expr) throws(Diagnostic) -> LValue? {
        switch base.kind {
        case .forceUnwrap, .call: break
        case .member:
            // `self.a.size = 1` with `a` a class instance: the change goes through the reference, so
            // `a`'s own observers do not run (they would if the path wrote `a` back).
            break
        case .name(let name):
            guard implicitSelfExpr(name, at: base, call: false) != nil else { return nil }
        default: return nil
        }
        let t = try expression(base, nil)
        guard case .nominal(let n) = t.type, n.kind == .classType else { return nil }
        let dummy = VariableSymbol(name: "$reference", type: t.type, isLet: false, slot: allocateSlot(), namePos: base.pos,
                                   keywordPos: nil, initialized: true, functionLevel: functionLevel)
        let code = t.code
        return LValue(root: dummy, steps: [.accessor({ i, _ throws(RuntimeFailure) in try code(i) }, { _, _, _ in })],
                      type: t.type, rootPos: base.pos, mutabilityChecked: true)
    }

    /// `john.residence?.address = a`: a class instance reached through an optional; when it is nil
    /// the path ends there and nothing changes.
    func optionalReferenceRoot(_ inner: Expr) throws(Diagnostic) -> LValue? {
        let t = try expression(inner, nil)
        guard case .optional(.nominal(let n)) = t.type, n.kind == .classType else { return nil }
        let dummy = VariableSymbol(name: "$reference", type: .nominal(n), isLet: false, slot: allocateSlot(), namePos: inner.pos,
                                   keywordPos: nil, initialized: true, functionLevel: functionLevel)
        let code = t.code
        return LValue(root: dummy, steps: [.accessor({ i, _ throws(RuntimeFailure) in
            if case .some(let object) = try code(i) { return object }
            return .none
        }, { _, _, _ in })], type: .nominal(n), rootPos: inner.pos, mutabilityChecked: true)
    }

    func changeLetNote(_ pos: SourcePos?, _ line: String?) -> [DiagnosticNote] {
        guard let pos else { return [] }
        return [DiagnosticNote(message: "change 'let' to 'var' to make it mutable", pos: pos, fixIt: "var", length: 3, lineText: line)]
    }

    /// A struct property may only change when the variable holding the struct may (or the path
    /// already went through a class reference).
    func checkStructRoot(_ lv: LValue, kind: MutationKind, at pos: SourcePos) throws(Diagnostic) {
        guard !lv.mutabilityChecked, lv.root.isLet else { return }
        if lv.steps.isEmpty && !lv.root.initialized { return }
        throw letRootError(lv.root, kind: kind, at: pos)
    }

    func letRootError(_ v: VariableSymbol, kind: MutationKind, at pos: SourcePos) -> Diagnostic {
        let isSelf = v.name == "self"
        let reason = isSelf ? "'self' is immutable" : "'\(v.name)' is a 'let' constant"
        var notes: [DiagnosticNote] = []
        if isSelf {
            if let m = memberContext?.method {
                notes = [DiagnosticNote(message: "mark method 'mutating' to make 'self' mutable", pos: m.keywordPos,
                                        fixIt: "mutating ", length: 1)]
            }
        } else {
            notes = changeLetNote(v.keywordPos, v.declarationLine)
        }
        switch kind {
        case .assign: return Diagnostic("cannot assign to property: \(reason)", at: pos, notes: notes)
        case .compound: return Diagnostic("left side of mutating operator isn't mutable: \(reason)", at: pos, notes: notes)
        case .mutatingMember:
            return Diagnostic("cannot use mutating member on immutable value: \(reason)", at: pos, notes: notes)
        }
    }

    static func resolveMemberStep(_ s: PathStep, _ i: Interpreter) throws(RuntimeFailure) -> ResolvedStep {
        switch s {
        case .evaluated(let resolve): return try resolve(i)
        case .field(let k): return .field(k)
        case .classField(let k): return .classField(k)
        case .accessor(let g, let set): return .accessor(i, g, set)
        case .unwrapped(let failure, let line): return .unwrapped(failure: failure, line: line)
        default: return .field(0)
        }
    }

    static func modifyMember(_ v: inout Value, _ step: ResolvedStep, _ rest: ArraySlice<ResolvedStep>, line: Int,
                             _ body: (inout Value) throws(RuntimeFailure) -> Void) throws(RuntimeFailure) {
        switch step {
        case .field(let k):
            if case .tuple(var items) = v, k < items.count {
                // A tuple element is changed like a struct's stored property.
                v = .void
                defer { v = .tuple(items) }
                try modify(&items[k], rest, line: line, body)
                return
            }
            guard case .record(var fields) = v, k < fields.count else { return }
            v = .void
            defer { v = .record(fields) }
            try modify(&fields[k], rest, line: line, body)
        case .classField(let k):
            guard case .object(let r) = v, k < r.storage.fields.count else { return }
            try modify(&r.storage.fields[k], rest, line: line, body)
        case .accessor(let i, let get, let set):
            var current = try get(i, v)
            try modify(&current, rest, line: line, body)
            // A change made through a class reference needs no write-back: Swift calls only the
            // getter (no setter, no observers) for `a.b.x = 1` when `b` holds an instance.
            if !rest.isEmpty, case .object = current { return }
            try set(i, &v, current)
        default:
            return
        }
    }

    /// Like `mutation`, for changes that run code (a `mutating` method on the place).
    func memberMutation(_ lv: LValue, line: Int, operand: @escaping Code,
                        _ change: @escaping (Interpreter, inout Value, Value) throws(RuntimeFailure) -> Value) -> Code {
        let steps = lv.steps
        let slot = lv.root.slot
        return { i throws(RuntimeFailure) in
            let r = try operand(i)
            var resolved: [ResolvedStep] = []
            resolved.reserveCapacity(steps.count)
            for s in steps {
                switch s {
                case .index(let c): resolved.append(.index((try c(i)).asInt))
                case .key(let c): resolved.append(.key(try c(i)))
                case .keyWithDefault(let c, let d): resolved.append(.keyWithDefault(try c(i), try d(i)))
                default: resolved.append(try Compiler.resolveMemberStep(s, i))
                }
            }
            var result = Value.void
            // The receiver is moved out of its slot while the method runs, so the change is in place.
            var place = Value.void
            Compiler.swapSlot(i, slot, &place)
            defer { Compiler.swapSlot(i, slot, &place) }
            try Compiler.modify(&place, resolved[...], line: line) { (p: inout Value) throws(RuntimeFailure) in
                result = try change(i, &p, r)
            }
            return result
        }
    }
}

extension Compiler {
    /// `self.x += 1`, `p.x = 3`: one property step from a variable, changed without building a
    /// resolved path (the common case in methods, and most of a class-heavy loop's work).
    static func propertyMutation(_ lv: LValue, operand: @escaping Code,
                                 _ change: @escaping (inout Value, Value) throws(RuntimeFailure) -> Value) -> Code? {
        guard lv.steps.count == 1 else { return nil }
        let get = Compiler.getter(lv.root.slot)
        switch lv.steps[0] {
        case .classField(let k):
            return { i throws(RuntimeFailure) in
                let r = try operand(i)
                guard case .object(let object) = try get(i), k < object.storage.fields.count else { return .void }
                return try change(&object.storage.fields[k], r)
            }
        case .field(let k):
            let slot = lv.root.slot
            return { i throws(RuntimeFailure) in
                let r = try operand(i)
                var result = Value.void
                try Compiler.modifySlot(i, slot) { (v: inout Value) throws(RuntimeFailure) in
                    // Moved out so the record's storage stays uniquely referenced and changes in place.
                    // `if case`, not `switch v`: a switch keeps its own copy of `v` (a second
                    // reference to the record) alive through the case body, so every change
                    // copied the record and the field's array or string with it.
                    if case .record(var fields) = v, k < fields.count {
                        v = .void
                        defer { v = .record(fields) }
                        result = try change(&fields[k], r)
                    } else if case .tuple(var items) = v, k < items.count {
                        // A tuple element (`pair.age += 1`) is a field step too.
                        v = .void
                        defer { v = .tuple(items) }
                        result = try change(&items[k], r)
                    }
                }
                return result
            }
        default:
            return nil
        }
    }
}
