/// Method calls on the standard types; mutating ones change the variable in place.
extension Compiler {
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "sort", "reverse", "popLast",
        "removeValue", "updateValue", "toggle", "swapAt", "removeSubrange", "replaceSubrange",
    ]

    func methodCall(_ base: Expr, _ name: String, namePos: SourcePos, _ args: [Argument], _ expected: SType?,
                    _ e: Expr) throws(Diagnostic) -> Typed {
        try checkMemberAccess(base, name, namePos: namePos, assigning: false)
        if !globals.sequenceExtensionMembers.isEmpty { try checkSequenceExtensionMember(base, name, namePos: namePos) }
        if case .name(let n) = base.kind, lookupVariable(n) == nil, SType.namedTypes[n] != nil {
            if let found = try stdlibStaticMethod(n, name, namePos: namePos, args, e) { return found }
            throw Diagnostic("type '\(n)' has no member '\(name)'", at: namePos)
        }
        if Compiler.mutatingMethods.contains(name) {
            let probe = try expression(base, nil)
            if case .string = probe.type, !["append", "removeLast", "removeAll", "removeFirst", "insert", "remove", "removeSubrange",
                                               "replaceSubrange"].contains(name) {
                // fall through to the non-mutating table, which reports the missing member
            } else {
                return try mutatingCall(base, name, namePos: namePos, args, e, baseType: probe.type)
            }
        }
        let checkedBase = try expression(implicitlyUnwrapping(base), nil)
        // A Substring or ArraySlice answers the methods of its String or Array (same storage).
        let b = Typed(type: checkedBase.type.memberBase, code: checkedBase.code)
        markImplicitlyUnwrappedParameters(base, args)
        if let r = try closureMethod(b, name, namePos: namePos, args, e, expected: expected) { return r }
        if name == "enumerated", let r = try enumeratedCall(b, args, namePos: namePos) { return r }
        if name == "quotientAndRemainder", case .integer = b.type { return try quotientAndRemainder(b, args, e) }
        if let found = try stdlibMethod(checkedBase, name, namePos: namePos, args, expected, e) { return found }
        if case .set = b.type { return try setMethod(b, name, namePos: namePos, args, e) }
        let code = b.code
        func arg(_ index: Int, _ type: SType, label: String? = nil) throws(Diagnostic) -> Code {
            try methodArgument(args, index, type, label: label, call: e)
        }
        func noArgs() throws(Diagnostic) {
            if let a = args.first { throw Diagnostic("argument passed to call that takes no arguments", at: a.value.pos) }
        }
        switch (b.type, name) {
        case (.string, "uppercased"):
            try noArgs()
            return Typed(type: .string, code: { i throws(RuntimeFailure) in .string((try code(i)).asString.uppercased()) })
        case (.string, "lowercased"):
            try noArgs()
            return Typed(type: .string, code: { i throws(RuntimeFailure) in .string((try code(i)).asString.lowercased()) })
        case (.string, "hasPrefix"), (.string, "hasSuffix"):
            let a = try arg(0, .string)
            let prefix = name == "hasPrefix"
            return Typed(type: .bool, code: { i throws(RuntimeFailure) in
                let s = (try code(i)).asString, p = (try a(i)).asString
                return .bool(prefix ? s.hasPrefix(p) : s.hasSuffix(p))
            })
        case (.string, "contains"):
            guard let first = args.first else { throw Diagnostic("missing argument in call", at: e.pos) }
            let t = try expression(first.value, .character)
            if t.type == .character {
                let a = t.code
                return Typed(type: .bool, code: { i throws(RuntimeFailure) in
                    let s = (try code(i)).asString, c = (try a(i)).asCharacter
                    return .bool(ASCIIText.contains(s, c) ?? s.contains(c))
                })
            }
            let a = try convert(t, to: .string, first.value, context: .argument)
            return Typed(type: .bool, code: { i throws(RuntimeFailure) in
                let s = (try code(i)).asString, p = (try a(i)).asString
                return .bool(p.isEmpty || Compiler.stringContains(s, p))
            })
        case (.character, "uppercased"), (.character, "lowercased"):
            try noArgs()
            let upper = name == "uppercased"
            return Typed(type: .string, code: { i throws(RuntimeFailure) in
                let s = String((try code(i)).asCharacter)
                return .string(upper ? s.uppercased() : s.lowercased())
            })
        case (.array(let el), "contains"):
            guard el.isEquatable else { throw Diagnostic.unsupported("contains(where:)", at: namePos) }
            let a = try arg(0, el)
            if let t = try userEquatableSearch(name, b, el, a, line: e.pos.line, at: e) { return t }
            return Typed(type: .bool, code: { i throws(RuntimeFailure) in
                let x = try a(i)
                return .bool((try code(i)).asArray.contains { Value.equal($0, x) })
            })
        case (.array(let el), "firstIndex"), (.array(let el), "lastIndex"):
            let a = try arg(0, el, label: "of")
            if let t = try userEquatableSearch(name, b, el, a, line: e.pos.line, at: e) { return t }
            let first = name == "firstIndex"
            return Typed(type: .optional(.int), code: { i throws(RuntimeFailure) in
                let x = try a(i)
                let arr = (try code(i)).asArray
                let idx = first ? arr.firstIndex { Value.equal($0, x) } : arr.lastIndex { Value.equal($0, x) }
                return idx.map { .some(.int($0)) } ?? .none
            })
        case (.array(let el), "sorted"), (.array(let el), "min"), (.array(let el), "max"):
            if !args.isEmpty { throw Diagnostic.unsupported("closures ('\(name)(by:)')", at: args[0].value.pos) }
            guard el.isComparable else {
                if let t = try userComparableMethod(name, b, el, line: e.pos.line, at: e) { return t }
                try refuseUserComparable(el, name, at: namePos)
                throw Diagnostic("referencing instance method '\(name)()' on 'Sequence' requires that '\(el.name)' conform to 'Comparable'",
                                 at: namePos)
            }
            if name == "sorted" {
                return Typed(type: b.type, code: { i throws(RuntimeFailure) in
                    .array((try code(i)).asArray.sorted { Value.less($0, $1) })
                })
            }
            let isMin = name == "min"
            return Typed(type: .optional(el), code: { i throws(RuntimeFailure) in
                let arr = (try code(i)).asArray
                let r = isMin ? arr.min { Value.less($0, $1) } : arr.max { Value.less($0, $1) }
                return r.map { .some($0) } ?? .none
            })
        case (.array(let el), "joined"):
            // Any StringProtocol element: `line.split(separator: " ").joined(separator: "-")` joins Substrings.
            guard el == .string || el == .character || el == .substring else {
                throw Diagnostic("referencing instance method 'joined(separator:)' on 'Sequence' requires the types '\(el.name)' and 'String' be equivalent",
                                 at: namePos)
            }
            let sep: Code = args.isEmpty ? { _ in .string("") } : try arg(0, .string, label: "separator")
            return Typed(type: .string, code: { i throws(RuntimeFailure) in
                let s = (try sep(i)).asString
                return .string((try code(i)).asArray.map { ValueFormatter.describe($0, el, i) }.joined(separator: s))
            })
        case (.integer, "isMultiple"):
            let a = try arg(0, b.type, label: "of")
            return Typed(type: .bool, code: { i throws(RuntimeFailure) in
                let x = try code(i), y = try a(i)
                switch (x, y) {
                case (.int(let p), .int(let q)): return .bool(q == 0 ? p == 0 : p % q == 0)
                case (.uint(let p), .uint(let q)): return .bool(q == 0 ? p == 0 : p % q == 0)
                default: return .bool(false)
                }
            })
        case (.double, "squareRoot"), (.double, "rounded"):
            try noArgs()
            let sqrt = name == "squareRoot"
            return Typed(type: .double, code: { i throws(RuntimeFailure) in
                let d = (try code(i)).asDouble
                return .double(sqrt ? d.squareRoot() : d.rounded())
            })
        case (.double, "truncatingRemainder"):
            let a = try arg(0, .double, label: "dividingBy")
            return Typed(type: .double, code: { i throws(RuntimeFailure) in
                .double((try code(i)).asDouble.truncatingRemainder(dividingBy: (try a(i)).asDouble))
            })
        case (.closedRange(let el), "contains"), (.range(let el), "contains"):
            let a = try arg(0, el)
            let closed: Bool = { if case .closedRange = b.type { return true }; return false }()
            return Typed(type: .bool, code: { i throws(RuntimeFailure) in
                guard case .range(let lo, let hi) = try code(i) else { return .bool(false) }
                let x = try a(i)
                return .bool(!Value.less(x, lo) && (closed ? !Value.less(hi, x) : Value.less(x, hi)))
            })
        default:
            if case .optional = b.type {
                _ = try property(b.type, name, namePos: namePos, base: base)
            }
            if importsFoundation, name == "capitalized", args.isEmpty, b.type.memberBase == .string, case .call(_, _, let rparen) = e.kind {
                // `capitalized` is a property; the only method is `capitalized(with: Locale?)`.
                throw Diagnostic("missing argument for parameter 'with' in call", at: rparen)
            }
            if importsFoundation {
                throw Diagnostic.unsupported("Foundation's '\(name)' on '\(b.type.name)'", at: namePos)
            }
            if Compiler.knownStdlibMethods.contains(name) {
                throw Diagnostic.unsupported("'\(name)' on '\(checkedBase.type.name)'", at: namePos)
            }
            throw Diagnostic("value of type '\(b.type.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
        }
    }

    /// Argument `index` of a method call, checked for its label and converted to `type`.
    func methodArgument(_ args: [Argument], _ index: Int, _ type: SType, label: String?, call e: Expr) throws(Diagnostic) -> Code {
        guard index < args.count else { throw Diagnostic("missing argument in call", at: e.pos) }
        let a = args[index]
        if a.label != label {
            if let label { throw Diagnostic("missing argument label '\(label):' in call", at: a.value.pos) }
            throw Diagnostic("extraneous argument label '\(a.label ?? ""):' in call", at: a.labelPos ?? a.value.pos)
        }
        return try convert(try expression(a.value, type), to: type, a.value, context: .argument)
    }

    static func stringContains(_ s: String, _ p: String) -> Bool {
        if let found = ASCIIText.contains(s, text: p) { return found }
        return characterSearch(s, p)
    }

    /// Whether `p`'s Characters appear in order in `s`'s (the general path of `stringContains`).
    static func characterSearch(_ s: String, _ p: String) -> Bool {
        let hay = Array(s), needle = Array(p)
        guard needle.count <= hay.count else { return false }
        for start in 0...(hay.count - needle.count) where Array(hay[start..<(start + needle.count)]) == needle {
            return true
        }
        return false
    }

    func mutatingCall(_ base: Expr, _ name: String, namePos: SourcePos, _ args: [Argument], _ e: Expr,
                      baseType: SType) throws(Diagnostic) -> Typed {
        var lv = try changedPlace(base, kind: .mutatingMember, opPos: namePos)
        lv.rootPos = namePos
        try checkMutable(lv, kind: .mutatingMember, opPos: namePos, allowFirstAssignment: false)
        if let r = try closureMutatingMethod(lv, base: base, name, namePos: namePos, args, e) { return r }
        if case .set = lv.type { return try setMutatingMethod(lv, name, namePos: namePos, args, e) }
        let line = e.pos.line
        func arg(_ index: Int, _ type: SType, label: String? = nil) throws(Diagnostic) -> Code {
            try methodArgument(args, index, type, label: label, call: e)
        }
        let none: Code = { _ in .void }
        typealias Change = (inout Value, Value) throws(RuntimeFailure) -> Value
        var operand: Code = none
        var resultType: SType = .void
        var change: Change
        if let parts = try removeCountMutation(lv.type, name, args, e) {
            return Typed(type: parts.resultType, code: mutation(lv, line: line, operand: parts.operand, parts.change))
        }
        try refuseArgumentsToArgumentlessMutation(lv.type, name, args)
        switch (lv.type, name) {
        case (.string, "append"):
            guard let first = args.first else { throw Diagnostic("missing argument in call", at: e.pos) }
            let t = try expression(first.value, .string)
            operand = t.type == .character ? t.code : try convert(t, to: .string, first.value, context: .argument)
            change = { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .string(var s) = v else { return .void }
                v = .void
                if case .character(let c) = x { s.append(c) } else { s += x.asString }
                v = .string(s)
                return .void
            }
        case (.string, "removeLast"), (.string, "removeFirst"):
            resultType = .character
            let last = name == "removeLast"
            change = { (v: inout Value, _: Value) throws(RuntimeFailure) -> Value in
                guard case .string(var s) = v else { return .void }
                guard !s.isEmpty else { throw .fatal("Can't remove \(last ? "last" : "first") element from an empty collection", line: line) }
                v = .void
                let c = last ? s.removeLast() : s.removeFirst()
                v = .string(s)
                return .character(c)
            }
        case (.string, "removeAll"):
            change = { (v: inout Value, _: Value) throws(RuntimeFailure) -> Value in v = .string(""); return .void }
        case (.array(let el), "append"):
            if args.first?.label == "contentsOf" {
                operand = try arg(0, lv.type, label: "contentsOf")
                change = { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                    guard case .array(var a) = v else { return .void }
                    v = .void
                    a.append(contentsOf: x.asArray)
                    v = .array(a)
                    return .void
                }
            } else {
                operand = try arg(0, el)
                change = { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                    guard case .array(var a) = v else { return .void }
                    v = .void
                    a.append(x)
                    v = .array(a)
                    return .void
                }
            }
        case (.array(let el), "insert"):
            let item = try arg(0, el)
            let at = try arg(1, .int, label: "at")
            operand = { i throws(RuntimeFailure) in .array([try item(i), try at(i)]) }
            change = { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .array(var a) = v, case .array(let pair) = x, pair.count == 2 else { return .void }
                let k = pair[1].asInt
                guard k >= 0 && k <= a.count else { throw .fatal("Array index is out of range", line: line) }
                v = .void
                a.insert(pair[0], at: k)
                v = .array(a)
                return .void
            }
        case (.array(let el), "remove"):
            operand = try arg(0, .int, label: "at")
            resultType = el
            change = { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .array(var a) = v else { return .void }
                let k = x.asInt
                guard k >= 0 && k < a.count else { throw .fatal("Index out of range", line: line) }
                v = .void
                let r = a.remove(at: k)
                v = .array(a)
                return r
            }
        case (.array(let el), "removeLast"), (.array(let el), "removeFirst"), (.array(let el), "popLast"):
            resultType = name == "popLast" ? .optional(el) : el
            let which = name
            change = { (v: inout Value, _: Value) throws(RuntimeFailure) -> Value in
                guard case .array(var a) = v else { return .void }
                if a.isEmpty {
                    if which == "popLast" { return .none }
                    throw .fatal("Can't remove \(which == "removeLast" ? "last" : "first") element from an empty collection", line: line)
                }
                v = .void
                let r = which == "removeFirst" ? a.removeFirst() : a.removeLast()
                v = .array(a)
                return which == "popLast" ? .some(r) : r
            }
        case (.array, "removeAll"):
            change = { (v: inout Value, _: Value) throws(RuntimeFailure) -> Value in v = .array([]); return .void }
        case (.array(let el), "sort"):
            guard el.isComparable else { throw Diagnostic.unsupported("sort(by:)", at: namePos) }
            change = { (v: inout Value, _: Value) throws(RuntimeFailure) -> Value in
                guard case .array(var a) = v else { return .void }
                v = .void
                a.sort { Value.less($0, $1) }
                v = .array(a)
                return .void
            }
        case (.array, "reverse"):
            change = { (v: inout Value, _: Value) throws(RuntimeFailure) -> Value in
                guard case .array(var a) = v else { return .void }
                v = .void
                a.reverse()
                v = .array(a)
                return .void
            }
        case (.dictionary(let k, let val), "removeValue"):
            operand = try arg(0, k, label: "forKey")
            resultType = .optional(val)
            change = { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .dictionary(var d) = v else { return .none }
                v = .void
                let r = d.remove(x)
                v = .dictionary(d)
                return r.map { .some($0) } ?? .none
            }
        case (.dictionary(let k, let val), "updateValue"):
            let newValue = try arg(0, val)
            let key = try arg(1, k, label: "forKey")
            operand = { i throws(RuntimeFailure) in .array([try newValue(i), try key(i)]) }
            resultType = .optional(val)
            change = { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .dictionary(var d) = v, case .array(let pair) = x, pair.count == 2 else { return .none }
                v = .void
                let old = d.lookup(pair[1])
                d.set(pair[1], pair[0])
                v = .dictionary(d)
                return old.map { .some($0) } ?? .none
            }
        default:
            guard let parts = try stdlibMutation(lv.type, name, args, e) else {
                if Compiler.knownStdlibMethods.contains(name) {
                    throw Diagnostic.unsupported("'\(name)' on '\(baseType.name)'", at: namePos)
                }
                throw Diagnostic("value of type '\(baseType.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
            }
            (operand, resultType, change) = (parts.operand, parts.resultType, parts.change)
        }
        return Typed(type: resultType, code: mutation(lv, line: line, operand: operand, change))
    }
}
