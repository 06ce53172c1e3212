/// `Set`: literals with an annotation, `Set(xs)`, `Set<T>()`, membership, insertion and removal,
/// the set algebra and the subset tests. Sets keep insertion order (docs/decisions.md).
extension Compiler {
    /// `let s: Set<Int> = [1, 2]`: an array literal where a set is expected.
    func setLiteral(_ elements: [Expr], _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed? {
        var target = expected
        if case .optional(let w)? = target { target = w }
        guard case .set(let el)? = target else { return nil }
        let array = try arrayLiteral(elements, .array(el), e)
        let code = array.code
        return Typed(type: .set(el), code: { i throws(RuntimeFailure) in .set(SetValue((try code(i)).asArray)) })
    }

    /// `Set(xs)`, `Set<T>()`, `Set<T>(xs)`.
    func setInit(_ element: SType?, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        if args.isEmpty {
            guard let element else { throw Diagnostic("generic parameter 'Element' could not be inferred", at: e.pos) }
            return Typed(type: .set(element), code: { _ in .set(SetValue()) })
        }
        let arg = try singleArgument(args, e)
        let t = try expression(arg, element.map { .array($0) })
        guard let el = Compiler.sequenceElement(t.type) else {
            throw Diagnostic("no exact matches in call to initializer", at: e.pos)
        }
        if let element, element != el {
            throw Diagnostic("cannot convert value of type '\(t.type.name)' to expected argument type '[\(element.name)]'", at: arg.pos)
        }
        try refuseCustomEqualityKey(el, at: e.pos)
        guard el.isHashable else {
            throw Diagnostic("type '\(el.name)' does not conform to protocol 'Hashable'", at: e.pos)
        }
        let elements = Compiler.elementsOf(t.type)
        let code = t.code
        return Typed(type: .set(el), code: { i throws(RuntimeFailure) in .set(SetValue(try elements(try code(i)))) })
    }

    func setProperty(_ type: SType, _ name: String, namePos: SourcePos) throws(Diagnostic) -> (SType, Getter) {
        guard case .set(let el) = type else { throw Diagnostic("value of type '\(type.name)' has no member '\(name)'", at: namePos) }
        switch name {
        case "count": return (.int, { v in if case .set(let s) = v { return .int(s.count) }; return .int(0) })
        case "isEmpty": return (.bool, { v in if case .set(let s) = v { return .bool(s.count == 0) }; return .bool(true) })
        case "first":
            // Swift's first element depends on its hash order; keylab's would differ.
            throw Diagnostic.unsupported("'first' on a Set (its order differs from Swift's)", at: namePos)
        default:
            _ = el
            throw Diagnostic("value of type '\(type.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
        }
    }

    func setMethod(_ b: Typed, _ name: String, namePos: SourcePos, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        guard case .set(let el) = b.type else { throw Diagnostic("value of type '\(b.type.name)' has no member '\(name)'", at: namePos) }
        let code = b.code
        func setOf(_ v: Value) -> SetValue { if case .set(let s) = v { return s }; return SetValue() }
        func noArgs() throws(Diagnostic) {
            if let a = args.first { throw Diagnostic("argument passed to call that takes no arguments", at: a.value.pos) }
        }
        /// The other operand of the algebra: any sequence of the same element type.
        func other(label: String?) throws(Diagnostic) -> Code {
            let a = try singleArgument(args, e, label: label)
            let t = try expression(a, b.type)
            guard Compiler.sequenceElement(t.type) == el else {
                throw Diagnostic("cannot convert value of type '\(t.type.name)' to expected argument type '\(b.type.name)'",
                                 at: a.pos, length: a.length)
            }
            let elements = Compiler.elementsOf(t.type)
            let c = t.code
            return { i throws(RuntimeFailure) in .set(SetValue(try elements(try c(i)))) }
        }
        switch name {
        case "contains":
            let a = try methodArgument(args, 0, el, label: nil, call: e)
            return Typed(type: .bool, code: { i throws(RuntimeFailure) in .bool(setOf(try code(i)).contains(try a(i))) })
        case "union", "intersection", "subtracting", "symmetricDifference":
            let o = try other(label: nil)
            let which = name
            return Typed(type: b.type, code: { i throws(RuntimeFailure) in
                let x = setOf(try code(i)), y = setOf(try o(i))
                switch which {
                case "union": return .set(SetValue(x.elements + y.elements))
                case "intersection": return .set(SetValue(x.elements.filter { y.contains($0) }))
                case "subtracting": return .set(SetValue(x.elements.filter { !y.contains($0) }))
                default: return .set(SetValue(x.elements.filter { !y.contains($0) } + y.elements.filter { !x.contains($0) }))
                }
            })
        case "isSubset", "isSuperset", "isStrictSubset", "isStrictSuperset", "isDisjoint":
            let o = try other(label: name == "isDisjoint" ? "with" : "of")
            let which = name
            return Typed(type: .bool, code: { i throws(RuntimeFailure) in
                let x = setOf(try code(i)), y = setOf(try o(i))
                switch which {
                case "isSubset": return .bool(x.isSubset(of: y))
                case "isSuperset": return .bool(y.isSubset(of: x))
                case "isStrictSubset": return .bool(x.isSubset(of: y) && x.count < y.count)
                case "isStrictSuperset": return .bool(y.isSubset(of: x) && y.count < x.count)
                default: return .bool(!x.elements.contains { y.contains($0) })
                }
            })
        case "sorted", "min", "max":
            try noArgs()
            guard el.isComparable else {
                try refuseUserComparable(el, name, at: namePos)
                throw Diagnostic("referencing instance method '\(name)()' on 'Sequence' requires that '\(el.name)' conform to 'Comparable'", at: namePos)
            }
            let which = name
            return Typed(type: name == "sorted" ? .array(el) : .optional(el), code: { i throws(RuntimeFailure) in
                let all = setOf(try code(i)).elements
                if which == "sorted" { return .array(all.sorted { Value.less($0, $1) }) }
                let r = which == "min" ? all.min { Value.less($0, $1) } : all.max { Value.less($0, $1) }
                return r.map { .some($0) } ?? .none
            })
        default:
            if ["formUnion", "formIntersection", "subtract", "formSymmetricDifference", "randomElement", "popFirst"].contains(name) {
                throw Diagnostic.unsupported("'\(name)' on a Set", at: namePos)
            }
            throw Diagnostic("value of type '\(b.type.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
        }
    }

    /// `insert`, `remove`, `removeAll()` change the set variable in place.
    func setMutatingMethod(_ lv: LValue, _ name: String, namePos: SourcePos, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        guard case .set(let el) = lv.type else { throw Diagnostic("value of type '\(lv.type.name)' has no member '\(name)'", at: namePos) }
        let line = e.pos.line
        switch name {
        case "insert":
            let a = try methodArgument(args, 0, el, label: nil, call: e)
            // Swift returns (inserted: Bool, memberAfterInsert: Element), discardable.
            let resultType = SType.tuple([.bool, el], ["inserted", "memberAfterInsert"])
            // A statement of its own drops the tuple: it is not built (an array per insert).
            let discarded = extras.discardedExpression == ObjectIdentifier(e)
            return Typed(type: resultType, code: mutation(lv, line: line, operand: a) { (place: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .set(var s) = place else { return .void }
                place = .void
                let inserted = s.insert(x)
                place = .set(s)
                return discarded ? .void : .tuple([.bool(inserted), x])
            })
        case "remove":
            let a = try methodArgument(args, 0, el, label: nil, call: e)
            return Typed(type: .optional(el), code: mutation(lv, line: line, operand: a) { (place: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .set(var s) = place else { return .none }
                place = .void
                let removed = s.remove(x)
                place = .set(s)
                return removed.map { .some($0) } ?? .none
            })
        case "removeAll":
            if let a = args.first { throw Diagnostic.unsupported("'removeAll(\(a.label ?? "_"):)' on a Set", at: namePos) }
            return Typed(type: .void, code: mutation(lv, line: line, operand: { _ in .void }) { (place: inout Value, _: Value) throws(RuntimeFailure) -> Value in
                place = .set(SetValue())
                return .void
            })
        default:
            throw Diagnostic("value of type '\(lv.type.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
        }
    }
}
