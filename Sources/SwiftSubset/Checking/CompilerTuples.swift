/// Tuples: literals, element access by position and label, label-compatible conversions and the
/// comparison operators the standard library defines for tuples (of up to six elements).
extension SType {
    static func tupleName(_ ts: [SType], _ labels: [String?], _ name: (SType) -> String) -> String {
        "(" + zip(ts, labels).map { t, l in (l.map { "\($0): " } ?? "") + name(t) }.joined(separator: ", ") + ")"
    }

    static func functionName(_ ps: [SType], _ r: SType, _ name: (SType) -> String) -> String {
        "(" + ps.map(name).joined(separator: ", ") + ") -> " + (r == .void ? "()" : name(r))
    }

    var isTuple: Bool { if case .tuple = self { return true }; return false }
}

extension Compiler {
    func tupleLiteral(_ items: [Argument], _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        if items.isEmpty { return Typed(type: .void, code: { _ in .void }) }
        var target = expected
        if case .optional(let w)? = target { target = w }
        var expectedTypes: [SType]?
        if case .tuple(let ts, _)? = target, ts.count == items.count { expectedTypes = ts }
        var types: [SType] = []
        var codes: [Code] = []
        var constants: [Value] = []
        for (k, item) in items.enumerated() {
            let want = expectedTypes?[k]
            let t = try expression(item.value, want)
            if t.isNilLiteral && want == nil {
                throw Diagnostic("'nil' requires a contextual type", at: item.value.pos, length: item.value.length)
            }
            if let want, let converted = try? convert(t, to: want, item.value, context: .element) {
                codes.append(converted)
                types.append(want)
            } else if want != nil {
                // A mismatch is reported for the whole tuple by whoever expected it (as swiftc does).
                if t.isNilLiteral { throw Diagnostic("'nil' is not compatible with expected element type '\(want?.name ?? "")'", at: item.value.pos) }
                codes.append(t.code)
                types.append(t.type)
            } else {
                codes.append(t.code)
                types.append(t.type)
            }
            if let c = t.constant { constants.append(c) }
        }
        let labels = items.map { $0.label }
        let constant: Value? = constants.count == items.count && expectedTypes == nil ? .tuple(constants) : nil
        let type = SType.tuple(types, labels)
        switch codes.count {
        case 2:
            let a = codes[0], b = codes[1]
            return Typed(type: type, code: { i throws(RuntimeFailure) in .tuple([try a(i), try b(i)]) }, constant: constant)
        default:
            return Typed(type: type, code: { i throws(RuntimeFailure) in
                var out: [Value] = []
                out.reserveCapacity(codes.count)
                for c in codes { out.append(try c(i)) }
                return .tuple(out)
            }, constant: constant)
        }
    }

    /// `t.0`
    func tupleIndex(_ base: Expr, _ index: Int, indexPos: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed {
        let b = try expression(base, nil)
        guard case .tuple(let ts, _) = b.type, index >= 0, index < ts.count else {
            if case .tuple = b.type {
                throw Diagnostic("value of tuple type '\(b.type.name)' has no member '\(index)'", at: indexPos)
            }
            if case .optional(let wrapped) = b.type {
                throw Diagnostic("value of optional type '\(b.type.name)' must be unwrapped to refer to member '\(index)' of wrapped base type '\(wrapped.name)'",
                                 at: base.pos, length: base.length, notes: [
                                    DiagnosticNote(message: "chain the optional using '?' to access member '\(index)' only for non-'nil' base values", pos: base.pos),
                                    DiagnosticNote(message: "force-unwrap using '!' to abort execution if the optional value contains 'nil'", pos: base.pos),
                                 ])
            }
            throw Diagnostic("value of type '\(b.type.name)' has no member '\(index)'", at: indexPos)
        }
        let code = b.code
        return Typed(type: ts[index], code: { i throws(RuntimeFailure) in
            guard case .tuple(let items) = try code(i) else { return .void }
            return items[index]
        })
    }

    /// `p.x`: a tuple element by label.
    func tupleMember(_ ts: [SType], _ labels: [String?], _ type: SType, _ name: String,
                     namePos: SourcePos) throws(Diagnostic) -> (SType, Getter) {
        guard let k = labels.firstIndex(of: name) else {
            throw Diagnostic("value of tuple type '\(type.name)' has no member '\(name)'", at: namePos)
        }
        return (ts[k], { v in if case .tuple(let items) = v { return items[k] }; return .void })
    }

    /// Tuples convert when element types match and labels agree (an unlabeled side fits any label).
    func tupleConversion(_ t: Typed, to target: SType) -> Code? {
        if case .optional(let wrapped) = target, case .tuple = wrapped, let inner = tupleConversion(t, to: wrapped) {
            return { i throws(RuntimeFailure) in .some(try inner(i)) }
        }
        guard case .tuple(let a, let la) = t.type, case .tuple(let b, let lb) = target, a == b else { return nil }
        for (x, y) in zip(la, lb) where x != nil && y != nil && x != y { return nil }
        return t.code
    }

    /// `==` and `<` on tuples: defined element-wise for up to six Equatable / Comparable elements.
    func tupleSupports(_ op: String, _ ts: [SType]) -> Bool {
        guard ts.count <= 6 else { return false }
        switch op {
        case "==", "!=": return ts.allSatisfy { $0.isEquatable }
        case "<", "<=", ">", ">=": return ts.allSatisfy { $0.isComparable }
        default: return false
        }
    }
}

extension Compiler {
    /// `p.x = 5`, `t.0 += 1`: one element of a tuple variable.
    func tupleElementLValue(_ base: LValue, _ k: Int, kind: MutationKind, opPos: SourcePos, namePos: SourcePos? = nil) throws(Diagnostic) -> LValue {
        guard case .tuple(let ts, _) = base.type else { return base }
        if base.root.isLet && !base.mutabilityChecked {
            var notes: [DiagnosticNote] = []
            if let kw = base.root.keywordPos {
                notes.append(DiagnosticNote(message: "change 'let' to 'var' to make it mutable", pos: kw, fixIt: "var", length: 3,
                                            lineText: base.root.declarationLine))
            }
            let name = base.root.name
            switch kind {
            case .assign:
                throw Diagnostic("cannot assign to property: '\(name)' is a 'let' constant", at: namePos ?? base.rootPos,
                                 length: name.utf8.count, notes: notes)
            case .compound:
                throw Diagnostic("left side of mutating operator isn't mutable: '\(name)' is a 'let' constant", at: opPos, notes: notes)
            case .mutatingMember:
                throw Diagnostic("cannot use mutating member on immutable value: '\(name)' is a 'let' constant",
                                 at: base.rootPos, length: name.utf8.count, notes: notes)
            }
        }
        var lv = base
        lv.steps.append(.field(k))
        lv.type = ts[k]
        lv.mutabilityChecked = true
        return lv
    }

    /// `(a, b) = (b, a)`: the whole right side is evaluated first, then each place is assigned.
    func tupleAssignment(_ items: [Argument], _ value: Expr, opPos: SourcePos) throws(Diagnostic) -> Code {
        var places: [LValue?] = []
        var types: [SType] = []
        for item in items {
            if case .name("_") = item.value.kind {
                places.append(nil)
                types.append(.void)
                continue
            }
            let lv = try lvalue(item.value, kind: .assign, opPos: opPos)
            try checkMutable(lv, kind: .assign, opPos: opPos, allowFirstAssignment: true)
            places.append(lv)
            types.append(lv.type)
        }
        let t = try expression(value, places.contains { $0 == nil } ? nil : .tuple(types, items.map { $0.label }))
        guard case .tuple(let vts, _) = t.type, vts.count == items.count else {
            throw Diagnostic("cannot assign value of type '\(t.type.name)' to type '(\(types.map { $0 == .void ? "_" : $0.name }.joined(separator: ", ")))'",
                             at: value.pos, length: value.length)
        }
        for (k, p) in places.enumerated() where p != nil && vts[k] != types[k] {
            throw Diagnostic("cannot assign value of type '\(t.type.name)' to type '(\(types.map { $0.name }.joined(separator: ", ")))'",
                             at: value.pos, length: value.length)
        }
        let line = opPos.line
        var stores: [Code] = []
        let scratch = Box(.void)
        for (k, p) in places.enumerated() {
            guard let p else { continue }
            p.root.initialized = true
            // Each place takes its element from the tuple already computed (held in `scratch`).
            stores.append(mutation(p, line: line, operand: { _ in
                if case .tuple(let vs) = scratch.value { return vs[k] }
                return .void
            }) { (place: inout Value, new: Value) throws(RuntimeFailure) -> Value in
                place = new
                return .void
            })
        }
        let code = t.code
        return { i throws(RuntimeFailure) in
            let v = try code(i)
            let saved = scratch.value
            scratch.value = v
            defer { scratch.value = saved }
            for s in stores { _ = try s(i) }
            return .void
        }
    }
}
