/// Properties, methods and subscripts of the standard types that lessons use.
extension Compiler {
    func staticMember(_ type: SType, _ name: String, _ e: Expr) throws(Diagnostic) -> Typed {
        if name == "self" {
            // `Int.self`: a standard type's metatype, whose value is its name (CompilerMetatypes.swift).
            let value = Value.string(type.runtimeName)
            return Typed(type: .metatype(type), code: { _ in value }, constant: value)
        }
        if let value = stdlibStaticMember(type, name) { return Typed(type: type, code: { _ in value }, constant: value) }
        var v: Value?
        switch (type, name) {
        case (.integer(let k), "max"): v = k.isWideUnsigned ? .uint(UInt.max) : .int(k.maxValue)
        case (.integer(let k), "min"): v = k.isWideUnsigned ? .uint(0) : .int(k.minValue)
        case (.double, "pi"): v = .double(Double.pi)
        case (.double, "infinity"): v = .double(Double.infinity)
        case (.double, "greatestFiniteMagnitude"): v = .double(Double.greatestFiniteMagnitude)
        case (.double, "nan"): v = .double(Double.nan)
        case (.float, "pi"): v = .float(Float.pi)
        case (.float, "infinity"): v = .float(Float.infinity)
        case (.optional, "none"): v = Value.none   // `Optional<Int>.none`, nil spelled as the case
        default: break
        }
        guard let value = v else {
            if name == "init" {
                throw Diagnostic.unsupported("initializers used as functions ('\(type.name).init')", at: e.pos)
            }
            throw Diagnostic("type '\(type.name)' has no member '\(name)'", at: e.pos)
        }
        return Typed(type: type, code: { _ in value }, constant: value)
    }

    func memberAccess(_ base: Expr, _ name: String, namePos: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed {
        try checkMemberAccess(base, name, namePos: namePos, assigning: false)
        if !globals.sequenceExtensionMembers.isEmpty { try checkSequenceExtensionMember(base, name, namePos: namePos) }
        // A `T!` property, or a `T!` variable of a class type (a closure's `$0` over `[outlet1, outlet2]`).
        if isImplicitlyUnwrapped(base) {
            let unwrapped = implicitlyUnwrapping(base)
            if let t = try nominalMemberAccess(unwrapped, name, namePos: namePos, e) { return t }
            return try memberAccess(unwrapped, name, namePos: namePos, e)
        }
        if case .name(let n) = base.kind, lookupVariable(n) == nil, let t = SType.namedTypes[n] ?? typeAlias(n) {
            return try staticMember(t, name, e)
        }
        if case .typeExpr(.generic("MemoryLayout", let args, _)) = base.kind, args.count == 1 {
            let t = try resolveType(args[0])
            guard let layout = Compiler.memoryLayout(t), let v = ["size": layout.size, "stride": layout.stride, "alignment": layout.alignment][name] else {
                throw Diagnostic.unsupported("MemoryLayout<\(t.name)>.\(name)", at: e.pos)
            }
            return Typed(type: .int, code: { _ in .int(v) }, constant: .int(v))
        }
        if case .typeExpr(let ts) = base.kind { return try staticMember(try resolveType(ts), name, e) }
        if case .optionalChain(let inner) = base.kind {
            let b = try expression(inner, nil)
            guard case .optional(let wrapped) = b.type else {
                throw Diagnostic("cannot use optional chaining on non-optional value of type '\(b.type.name)'", at: inner.questionMarkPos)
            }
            let (type, f) = try property(wrapped, name, namePos: namePos, base: base)
            let code = b.code
            let resultType: SType = type.isOptional ? type : .optional(type)
            let flatten = type.isOptional
            return Typed(type: resultType, code: { i throws(RuntimeFailure) in
                guard case .some(let w) = try code(i) else { return .none }
                let r = try f(w)
                return flatten ? r : .some(r)
            })
        }
        let b = try expression(implicitlyUnwrapping(base), nil)
        let (type, f) = try property(b.type, name, namePos: namePos, base: base)
        let code = b.code
        return Typed(type: type, code: { i throws(RuntimeFailure) in try f(try code(i)) })
    }

    /// Sizes on 64-bit platforms, as `MemoryLayout` reports them.
    static func memoryLayout(_ t: SType) -> (size: Int, stride: Int, alignment: Int)? {
        switch t {
        case .integer(let k):
            let bytes: Int
            switch k {
            case .int8, .uint8: bytes = 1
            case .int16, .uint16: bytes = 2
            case .int32, .uint32: bytes = 4
            default: bytes = 8
            }
            return (bytes, bytes, bytes)
        case .double: return (8, 8, 8)
        case .float: return (4, 4, 4)
        case .bool: return (1, 1, 1)
        case .string, .character: return (16, 16, 8)
        case .array, .dictionary: return (8, 8, 8)
        case .optional(let w):
            guard let inner = memoryLayout(w) else { return nil }
            if case .optional = w { return nil }
            switch w {
            case .array, .dictionary, .string, .character: return inner
            default:
                let size = inner.size + 1
                let stride = (size + inner.alignment - 1) / inner.alignment * inner.alignment
                return (size, stride, inner.alignment)
            }
        default: return nil
        }
    }

    typealias Getter = (Value) throws(RuntimeFailure) -> Value

    func property(_ type: SType, _ name: String, namePos: SourcePos, base: Expr) throws(Diagnostic) -> (SType, Getter) {
        if let found = stdlibProperty(type, name) ?? foundationProperty(type, name) { return found }
        // A Substring or ArraySlice answers the properties of its String or Array (same storage).
        if type.memberBase != type { return try property(type.memberBase, name, namePos: namePos, base: base) }
        switch (type, name) {
        case (.string, "count"): return (.int, { v in .int(ASCIIText.count(v.asString)) })
        case (.string, "isEmpty"): return (.bool, { v in .bool(v.asString.isEmpty) })
        case (.string, "first"): return (.optional(.character), { v in v.asString.first.map { .some(.character($0)) } ?? .none })
        case (.string, "last"): return (.optional(.character), { v in v.asString.last.map { .some(.character($0)) } ?? .none })
        case (.string, "description"): return (.string, { v in v })
        case (.array(let el), "count"): _ = el; return (.int, { v in .int(v.asArray.count) })
        case (.array, "isEmpty"): return (.bool, { v in .bool(v.asArray.isEmpty) })
        case (.array(let el), "first"): return (.optional(el), { v in v.asArray.first.map { .some($0) } ?? .none })
        case (.array(let el), "last"): return (.optional(el), { v in v.asArray.last.map { .some($0) } ?? .none })
        case (.array, "indices"): return (.range(.int), { v in .range(.int(0), .int(v.asArray.count)) })
        case (.dictionary, "count"): return (.int, { v in if case .dictionary(let d) = v { return .int(d.count) }; return .int(0) })
        case (.dictionary, "isEmpty"): return (.bool, { v in if case .dictionary(let d) = v { return .bool(d.count == 0) }; return .bool(true) })
        case (.dictionary(let k, _), "keys"): return (.array(k), { v in if case .dictionary(let d) = v { return .array(d.keys) }; return .array([]) })
        case (.dictionary(_, let val), "values"): return (.array(val), { v in if case .dictionary(let d) = v { return .array(d.values) }; return .array([]) })
        case (.character, "isLetter"): return (.bool, { v in .bool(ASCIIText.isLetter(v.asCharacter)) })
        case (.character, "isNumber"): return (.bool, { v in .bool(ASCIIText.isNumber(v.asCharacter)) })
        case (.character, "isUppercase"): return (.bool, { v in .bool(ASCIIText.isUppercase(v.asCharacter)) })
        case (.character, "isLowercase"): return (.bool, { v in .bool(ASCIIText.isLowercase(v.asCharacter)) })
        case (.character, "isWhitespace"): return (.bool, { v in .bool(ASCIIText.isWhitespace(v.asCharacter)) })
        case (.character, "isPunctuation"): return (.bool, { v in .bool(v.asCharacter.isPunctuation) })
        case (.range(let b), "lowerBound"), (.closedRange(let b), "lowerBound"):
            return (b, { v in if case .range(let lo, _) = v { return lo }; return v })
        case (.range(let b), "upperBound"), (.closedRange(let b), "upperBound"):
            return (b, { v in if case .range(_, let hi) = v { return hi }; return v })
        case (.range(.integer(.int)), "count"):
            return (.int, { v in if case .range(.int(let lo), .int(let hi)) = v { return .int(hi - lo) }; return .int(0) })
        case (.closedRange(.integer(.int)), "count"):
            return (.int, { v in if case .range(.int(let lo), .int(let hi)) = v { return .int(hi - lo + 1) }; return .int(0) })
        case (.integer, "description"), (.double, "description"), (.bool, "description"):
            return (.string, { v in .string(ValueFormatter.plainDescription(v, type)) })
        case (.double, "isNaN"): return (.bool, { v in .bool(v.asDouble.isNaN) })
        case (.double, "isInfinite"): return (.bool, { v in .bool(v.asDouble.isInfinite) })
        case (.tuple(let ts, let labels), _):
            return try tupleMember(ts, labels, type, name, namePos: namePos)
        case (.set, _):
            return try setProperty(type, name, namePos: namePos)
        case (.optional, _):
            throw Diagnostic("value of optional type '\(type.name)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(ValueFormatter.elementType(type).name)'",
                             at: base.pos, length: base.length, notes: [
                                DiagnosticNote(message: "chain the optional using '?' to access member '\(name)' only for non-'nil' base values", pos: base.pos),
                                DiagnosticNote(message: "force-unwrap using '!' to abort execution if the optional value contains 'nil'", pos: base.pos),
                             ])
        default:
            if Compiler.knownStdlibProperties.contains(name), !Compiler.isScalarWithoutCollectionMember(type, name) {
                throw Diagnostic.unsupported("'\(name)' on '\(type.name)'", at: namePos)
            }
            if Compiler.methodNames.contains(name) {
                throw Diagnostic.unsupported("methods used as values ('\(name)' without a call)", at: namePos)
            }
            throw Diagnostic("value of type '\(type.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
        }
    }

    func subscriptGet(_ base: Expr, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        // `Palette[2]`: a `static subscript` is the type's static method named `subscript`.
        if let n = nominalTypeNamed(base), n.staticMethods["subscript"] != nil {
            let callee = Expr(.member(base, "subscript", namePos: e.pos), base.pos, end: base.end)
            return try expression(Expr(.call(callee, args, rparen: e.pos), e.pos, end: e.end), nil)
        }
        if let found = try stringIndexSubscript(base, args, e) { return found }
        let b = try expression(base, nil)
        // `extension Array where Element == Int { subscript(safe:) }`: made for `[Int]` on first use.
        // swiftc puts an unmet `where` clause's error at the '['.
        try standardExtensionMember(b.type, "subscript", at: SourcePos(line: base.pos.line, column: base.pos.column + (base.end - base.pos.offset),
                                                                        offset: base.end))
        if let t = try extensionSubscriptGet(base, b.type, args, e) { return t }
        // A declared type's `subscript(…) -> T { … }` is a method called with the brackets' arguments.
        if case .nominal(let n) = b.type, n.methods["subscript"] != nil,
           let t = try nominalMethodCall(base, "subscript", namePos: e.pos, args, callee: e, rparen: e.pos, e) {
            return t
        }
        let code = b.code
        let line = e.pos.line
        switch b.type {
        case .array(let el):
            guard args.count == 1, args[0].label == nil else {
                throw Diagnostic("no exact matches in call to subscript", at: e.pos)
            }
            if let t = try partialRangeSliceGet(b, args[0].value, el, line: line) { return t }
            let idx = try expression(args[0].value, .int)
            if case .range(.integer(.int)) = idx.type { return try sliceGet(b, idx, closed: false, el, line) }
            if case .closedRange(.integer(.int)) = idx.type { return try sliceGet(b, idx, closed: true, el, line) }
            let ic = try convert(idx, to: .int, args[0].value, context: .argument)
            if let path = PlainReadPath.of(b)?.appending(.index(ic)) {
                return Typed(type: el, code: path.code(line: line), readPath: path)
            }
            return Typed(type: el, code: { i throws(RuntimeFailure) in
                guard case .array(let arr) = try code(i) else { return .void }
                let k = (try ic(i)).asInt
                guard k >= 0 && k < arr.count else { throw .fatal("Index out of range", line: line) }
                return arr[k]
            })
        case .dictionary(let kt, let vt):
            guard args.first?.label == nil, !args.isEmpty else {
                throw Diagnostic("no exact matches in call to subscript", at: e.pos)
            }
            let key = try expression(args[0].value, kt)
            let kc = try convert(key, to: kt, args[0].value, context: .argument)
            if args.count == 2, args[1].label == "default" {
                let d = try convert(try expression(args[1].value, vt), to: vt, args[1].value, context: .argument)
                return Typed(type: vt, code: { i throws(RuntimeFailure) in
                    guard case .dictionary(let dict) = try code(i) else { return .void }
                    if let found = dict.lookup(try kc(i)) { return found }
                    return try d(i)
                })
            }
            return Typed(type: .optional(vt), code: { i throws(RuntimeFailure) in
                guard case .dictionary(let dict) = try code(i) else { return .none }
                return dict.lookup(try kc(i)).map { .some($0) } ?? .none
            })
        case .string:
            throw Diagnostic("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.",
                             at: e.pos)
        case .set:
            let bracket = SourcePos(line: base.pos.line, column: base.pos.column + base.length, offset: base.end)
            throw Diagnostic("no exact matches in call to subscript", at: bracket)
        default:
            if case .set = b.type {
                // A Set has subscripts, but only with its own indices; swiftc points at the '['.
                let bracket = SourcePos(line: base.pos.line, column: base.pos.column + (base.end - base.pos.offset), offset: base.end)
                throw Diagnostic("no exact matches in call to subscript", at: bracket)
            }
            if case .optional(let w) = b.type {
                throw Diagnostic("value of optional type '\(b.type.name)' must be unwrapped to refer to member 'subscript' of wrapped base type '\(w.name)'",
                                 at: base.pos, length: base.length)
            }
            throw Diagnostic("value of type '\(b.type.name)' has no subscripts", at: base.pos)
        }
    }

    func sliceGet(_ b: Typed, _ idx: Typed, closed: Bool, _ el: SType, _ line: Int) throws(Diagnostic) -> Typed {
        let code = b.code, ic = idx.code
        return Typed(type: .array(el), code: { i throws(RuntimeFailure) in
            guard case .array(let arr) = try code(i), case .range(.int(let lo), .int(let hi)) = try ic(i) else { return .void }
            let end = closed ? hi + 1 : hi
            guard lo >= 0, end <= arr.count else { throw .fatal("Array index is out of range", line: line) }
            return .array(Array(arr[lo..<end]))
        })
    }
}
