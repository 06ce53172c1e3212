/// Type checking and code generation for expressions.
extension Compiler {
    func expression(_ e: Expr, _ expected: SType?) throws(Diagnostic) -> Typed {
        if let chained = try optionalChainThroughValue(e, expected) { return chained }
        switch e.kind {
        case .integer(let text):
            return try integerLiteral(text, negative: false, expected, e)
        case .float(let text):
            return try floatLiteral(text, negative: false, expected, e)
        case .string(let parts):
            return try stringLiteral(parts, expected, e)
        case .bool(let b):
            return Typed(type: .bool, code: { _ in .bool(b) }, constant: .bool(b))
        case .nilLiteral:
            let t: SType = expected.flatMap { $0.isOptional ? $0 : nil } ?? .optional(.void)
            return Typed(type: t, code: { _ in .none }, constant: Value.none, isNilLiteral: true)
        case .name(let name):
            if let rewritten = implicitSelfExpr(name, at: e) {
                try checkImplicitSelf(name, rewritten: rewritten, call: false, at: e)
                return try expression(rewritten, expected)
            }
            return try nameReference(name, e, expected: expected)
        case .paren(let inner):
            return try expression(inner, expected)
        case .prefix(let op, let operand):
            return try prefixOperator(op, operand, expected, e)
        case .forceUnwrap(let inner):
            let t = try expression(inner, nil)
            guard case .optional(let wrapped) = t.type else {
                throw Diagnostic("cannot force unwrap value of non-optional type '\(t.type.name)'",
                                 at: SourcePos(line: e.pos.line, column: e.pos.column + e.length - 1, offset: e.end - 1))
            }
            let code = t.code
            let line = e.pos.line
            // A `T!` variable unwrapped implicitly has no `!` of its own (same end as its name).
            let how = e.end == inner.end ? "implicitly unwrapping" : "unwrapping"
            return Typed(type: wrapped, code: { i throws(RuntimeFailure) in
                if case .some(let w) = try code(i) { return w }
                throw .fatal("Unexpectedly found nil while \(how) an Optional value", line: line)
            })
        case .optionalChain(let inner):
            return try expression(inner, expected)
        case .binary(let op, let l, let r, let opPos):
            if let explicit = Compiler.explicitStaticMember(l, in: expected) {
                // `.now() + 0.3` where a DispatchTime is expected: the left side is `DispatchTime.now()`.
                return try expression(Expr(.binary(op, explicit, r, opPos: opPos), e.pos, end: e.end), expected)
            }
            if op == .identical || op == .notIdentical { return try identityComparison(op.rawValue, l, r, opPos: opPos) }
            if op == .equal || op == .notEqual, let t = try nilComparison(op.rawValue, l, r) { return t }
            if let t = try globalOperatorCall(op.rawValue, l, r, opPos: opPos) { return t }
            if let t = try userOperator(op.rawValue, l, r, opPos: opPos, e) { return t }
            return try binaryOperator(op.rawValue, l, r, opPos: opPos, expected, e)
        case .ternary(let c, let a, let b):
            let cond = try boolCondition(c)
            var ta = try expression(a, expected)
            var tb = try expression(b, ta.isNilLiteral ? expected : ta.type)
            if ta.isNilLiteral && !tb.isNilLiteral { ta = try expression(a, tb.type.isOptional ? tb.type : .optional(tb.type)) }
            // `c ? x : nil` is an optional of x's type, as Swift infers it.
            if tb.isNilLiteral && !ta.isNilLiteral && !ta.type.isOptional {
                let wrapped = SType.optional(ta.type)
                tb = try expression(b, wrapped)
                ta.code = try convert(ta, to: wrapped, a, context: .specified)
                ta.type = wrapped
            }
            // `hiding ? 0 : max(0, gap)`: a literal branch takes the other branch's type, as in Swift.
            if ta.type != tb.type, literalDefault(a) != nil, let typed = try? expression(a, tb.type), typed.type == tb.type { ta = typed }
            if ta.type != tb.type, literalDefault(b) != nil, let typed = try? expression(b, ta.type), typed.type == ta.type { tb = typed }
            if ta.type != tb.type {
                if case .optional(let w) = ta.type, w == tb.type {
                    tb.code = try convert(tb, to: ta.type, b, context: .specified)
                } else if case .optional(let w) = tb.type, w == ta.type {
                    ta.code = try convert(ta, to: tb.type, a, context: .specified)
                    ta.type = tb.type
                } else if let common = try ternaryCommonType(ta, tb, a, b, expected) {
                    // `b ? Dog() : Cat()` where an `Animal` (or a protocol type) is expected.
                    ta.code = try convert(ta, to: common, a, context: .specified)
                    tb.code = try convert(tb, to: common, b, context: .specified)
                    ta.type = common
                } else {
                    throw Diagnostic("result values in '? :' expression have mismatching types '\(ta.type.name)' and '\(tb.type.name)'",
                                     at: a.pos, length: a.length)
                }
            }
            let ca = ta.code, cb = tb.code
            return Typed(type: ta.type, code: { i throws(RuntimeFailure) in try cond(i) ? try ca(i) : try cb(i) })
        case .assign(let op, let target, let value, let opPos):
            let code = try assignment(op: op, target: target, value: value, opPos: opPos)
            return Typed(type: .void, code: code)
        case .call(let callee, let args, let rparen):
            let inoutBefore = extras.inoutMemberArguments
            let t = try call(callee, args, rparen: rparen, expected, e)
            return extras.inoutMemberArguments == inoutBefore ? t : Compiler.writingBackInout(t)
        case .member(let base, let name, let namePos):
            if let concurrency = try concurrencyProperty(base, name, namePos: namePos, e) { return concurrency }
            if case .integer(let text) = base.kind {
                // `42.km` with `extension Double { var km … }`: the literal becomes a Double when only
                // Double has the member, as Swift's literal typing does.
                do throws(Diagnostic) {
                    if let t = try nominalMemberAccess(base, name, namePos: namePos, e) { return t }
                    return try memberAccess(base, name, namePos: namePos, e)
                } catch {
                    let asDouble = Expr(.float(text), base.pos, end: base.end)
                    if error.message.contains("has no member"),
                       let t = try? nominalMemberAccess(asDouble, name, namePos: namePos, e) { return t }
                    throw error
                }
            }
            if let t = try nominalMemberAccess(base, name, namePos: namePos, e) { return t }
            return try memberAccess(base, name, namePos: namePos, e)
        case .implicitMember(let name):
            if let t = try enumImplicitMember(name, expected, e) { return t }
            if name == "none", let expected, expected.isOptional {
                return Typed(type: expected, code: { _ in .none }, isNilLiteral: false)
            }
            if let expected, case .integer = expected, name == "max" || name == "min" || name == "zero" {
                return try memberAccess(Expr(.typeExpr(.named(expected.name, e.pos)), e.pos, end: e.pos.offset),
                                        name, namePos: e.pos, e)
            }
            // `var offset: CGFloat = .zero`, `.infinity`, `.pi`: a static of the floating-point type expected.
            if let expected, expected == .double || expected == .float || expected == .optional(.double),
               ["zero", "pi", "infinity", "nan", "greatestFiniteMagnitude", "leastNormalMagnitude",
                "leastNonzeroMagnitude", "ulpOfOne"].contains(name) {
                let typeName = expected == .float ? "Float" : "Double"
                return try memberAccess(Expr(.typeExpr(.named(typeName, e.pos)), e.pos, end: e.pos.offset),
                                        name, namePos: e.pos, e)
            }
            throw Diagnostic.unsupported("implicit member expressions ('.\(name)')", at: e.pos)
        case .subscriptAccess(let base, let args):
            return try subscriptGet(base, args, e)
        case .array(let elements):
            return try arrayLiteral(elements, expected, e)
        case .dictionary(let pairs):
            return try dictionaryLiteral(pairs, expected, e)
        case .typeExpr:
            throw Diagnostic.unsupported("types used as values", at: e.pos)
        case .coerce(let inner, let typeSyntax):
            if case .named("Any", _) = typeSyntax { return try expression(inner, nil) }
            let target = try resolveType(typeSyntax)
            if let bridged = try bridgingCoercion(inner, to: target, e) { return bridged }
            let t = try expression(inner, target)
            if t.type == Compiler.anyType, target != Compiler.anyType, !t.isNilLiteral {
                // `x as Int` for `x: Any`: only a cast (`as?`, `as!`) can look inside; swiftc points at `as`.
                let asPos = SourcePos(line: inner.pos.line, column: inner.pos.column + (inner.end - inner.pos.offset) + 1,
                                      offset: inner.end + 1)
                throw Diagnostic("'Any' is not convertible to '\(target.name)'", at: asPos)
            }
            // `dog as Animal`: an upcast to a superclass (or a protocol the type conforms to) is a coercion.
            if t.type != target, let upcast = classUpcast(t, to: target) { return Typed(type: target, code: upcast) }
            if t.type != target, !t.isNilLiteral, !(target.isOptional && SType.optional(t.type) == target) {
                throw Diagnostic("cannot convert value of type '\(t.type.name)' to type '\(target.name)' in coercion",
                                 at: inner.pos, length: inner.length)
            }
            return Typed(type: target, code: try convert(t, to: target, inner, context: .specified), constant: t.constant)
        case .magic(let name):
            return magic(name, at: e)
        case .partialRangeFrom, .partialRangeUpTo:
            throw Diagnostic.unsupported("one-sided ranges outside 'case' patterns", at: e.pos)
        case .unsupported(let what):
            throw Diagnostic.unsupported(what, at: e.pos)
        case .tuple(let items):
            return try tupleLiteral(items, expected, e)
        case .tupleIndex(let base, let index, let indexPos):
            return try tupleIndex(base, index, indexPos: indexPos, e)
        case .closure(let c):
            return try closureLiteral(c, expected, e)
        case .operatorFunction(let op):
            return try operatorFunction(op, expected, e)
        case .inoutArgument(let inner):
            let t = try expression(inner, nil)
            throw Diagnostic("'&' used with non-inout argument of type '\(t.type.name)'", at: e.pos, length: e.length)
        case .patternBinding, .optionalPattern:
            throw Diagnostic("pattern matching in a condition requires the 'case' keyword", at: e.pos)
        case .typeCast(let inner, let kind, let ts, let opPos):
            return try typeCast(inner, kind, ts, opPos: opPos, e)
        case .castPattern:
            throw Diagnostic("'is' pattern cannot appear in an expression", at: e.pos)
        case .switchExpression(let s):
            return try switchExpression(s, expected, e)
        case .tryExpr(let inner, let kind):
            return try tryExpression(inner, kind, expected, e)
        case .bindingPattern:
            throw Diagnostic("'let' binding pattern cannot appear in an expression", at: e.pos)
        }
    }

    /// `#function`, `#line`, `#column`, `#file` at the position of `e`.
    func magic(_ name: String, at e: Expr) -> Typed {
        let v: Value
        switch name {
        case "line": v = .int(e.pos.line)
        case "column": v = .int(e.pos.column)
        case "function": v = .string(function?.name ?? moduleName)
        default: v = .string("\(moduleName)/\(fileName)")
        }
        let type: SType = name == "line" || name == "column" ? .int : .string
        return Typed(type: type, code: { _ in v }, constant: v)
    }

    // MARK: literals

    static func parseIntegerLiteral(_ text: String) -> UInt64? {
        let clean = text.filter { $0 != "_" }
        if clean.hasPrefix("0x") { return UInt64(clean.dropFirst(2), radix: 16) }
        if clean.hasPrefix("0b") { return UInt64(clean.dropFirst(2), radix: 2) }
        if clean.hasPrefix("0o") { return UInt64(clean.dropFirst(2), radix: 8) }
        return UInt64(clean, radix: 10)
    }

    func integerLiteral(_ text: String, negative: Bool, _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        var target = expected ?? .int
        if case .optional(let w) = target { target = w }
        let shown = (negative ? "-" : "") + text
        if target == .double || target == .float {
            guard let m = Compiler.parseIntegerLiteral(text) else {
                throw Diagnostic("'\(text)' is not a valid integer literal", at: e.pos)
            }
            let d = negative ? -Double(m) : Double(m)
            let v: Value = target == .double ? .double(d) : .float(Float(d))
            return Typed(type: target, code: { _ in v }, constant: v)
        }
        guard case .integer(let kind) = target else { target = .int; return try integerLiteral(text, negative: negative, .int, e) }
        guard let magnitude = Compiler.parseIntegerLiteral(text) else {
            if text.allSatisfy({ $0.isNumber || $0 == "_" }) {
                throw Diagnostic("integer literal '\(shown)' overflows when stored into '\(kind.rawValue)'", at: e.pos, length: e.length)
            }
            throw Diagnostic("'\(text)' is not a valid integer literal", at: e.pos, length: e.length)
        }
        let v: Value
        if kind.isWideUnsigned {
            if negative && magnitude != 0 {
                throw Diagnostic("negative integer '\(shown)' overflows when stored into unsigned type '\(kind.rawValue)'", at: e.pos)
            }
            v = .uint(UInt(magnitude))
        } else {
            let value: Int
            if negative {
                if magnitude == UInt64(Int.max) + 1 { value = Int.min }
                else if magnitude <= UInt64(Int.max) { value = -Int(magnitude) }
                else { throw Diagnostic("integer literal '\(shown)' overflows when stored into '\(kind.rawValue)'", at: e.pos) }
            } else {
                guard magnitude <= UInt64(Int.max) else {
                    throw Diagnostic("integer literal '\(shown)' overflows when stored into '\(kind.rawValue)'", at: e.pos)
                }
                value = Int(magnitude)
            }
            if value < kind.minValue || value > kind.maxValue {
                if value < 0 && !kind.isSigned {
                    throw Diagnostic("negative integer '\(shown)' overflows when stored into unsigned type '\(kind.rawValue)'", at: e.pos)
                }
                throw Diagnostic("integer literal '\(shown)' overflows when stored into '\(kind.rawValue)'", at: e.pos)
            }
            v = .int(value)
        }
        return Typed(type: .integer(kind), code: { _ in v }, constant: v)
    }

    func floatLiteral(_ text: String, negative: Bool, _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        let clean = (negative ? "-" : "") + text.filter { $0 != "_" }
        var target = expected ?? .double
        if case .optional(let w) = target { target = w }
        if target == .float, let f = Float(clean) {
            return Typed(type: .float, code: { _ in .float(f) }, constant: .float(f))
        }
        let d = Double(clean) ?? 0
        return Typed(type: .double, code: { _ in .double(d) }, constant: .double(d))
    }

    func stringLiteral(_ parts: [StringPart], _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        var pieces: [(Interpreter) throws(RuntimeFailure) -> String] = []
        var constantText = ""
        var isConstant = true
        for p in parts {
            switch p {
            case .text(let s):
                constantText += s
                let piece: (Interpreter) throws(RuntimeFailure) -> String = { _ in s }
                pieces.append(piece)
            case .expr(let x):
                isConstant = false
                let t = try expression(x, nil)
                try checkPrintable(t, x)
                let code = t.code
                let type = t.type
                let piece: (Interpreter) throws(RuntimeFailure) -> String = { i throws(RuntimeFailure) in
                    ValueFormatter.describe(try code(i), type, i)
                }
                pieces.append(piece)
            }
        }
        if isConstant {
            var target = expected
            if case .optional(let w)? = target { target = w }
            if target == .character, constantText.count == 1, let c = constantText.first {
                return Typed(type: .character, code: { _ in .character(c) }, constant: .character(c))
            }
            let v = Value.string(constantText)
            return Typed(type: .string, code: { _ in v }, constant: v)
        }
        return Typed(type: .string, code: { i throws(RuntimeFailure) in
            var s = ""
            for p in pieces { s += try p(i) }
            return .string(s)
        })
    }

    func arrayLiteral(_ elements: [Expr], _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        if let s = try setLiteral(elements, expected, e) { return s }
        if let t = try arrayLiteralConformer(elements, expected, e) { return t }
        var elementType: SType?
        var target = expected
        if case .optional(let w)? = target { target = w }
        if case .array(let et)? = target { elementType = et }
        if elements.isEmpty {
            guard let elementType else {
                throw Diagnostic("empty collection literal requires an explicit type", at: e.pos, length: e.length)
            }
            return Typed(type: .array(elementType), code: { _ in .array([]) }, constant: .array([]))
        }
        var codes: [Code] = []
        if elementType == nil {
            // Infer from the first element that is not a bare literal, as Swift's solver effectively does.
            let anchor = elements.first { literalDefault($0) == nil } ?? elements[0]
            var t = try expression(anchor, nil)
            if literalDefault(anchor) != nil, elements.contains(where: { literalDefault($0) == .double }) {
                t = try expression(anchor, .double)
            }
            elementType = t.type
        }
        let et = try commonClassType(elements, elementType ?? .int, expected)
        for el in elements {
            let t = try expression(el, et)
            if t.type != et && expected == nil && !(t.isNilLiteral) && classUpcast(t, to: et) == nil {
                if case .optional(let w) = et, w == t.type {} else {
                    throw Diagnostic("heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional",
                                     at: e.pos, length: e.length)
                }
            }
            codes.append(try convert(t, to: et, el, context: .element))
        }
        return Typed(type: .array(et), code: { i throws(RuntimeFailure) in
            var out: [Value] = []
            out.reserveCapacity(codes.count)
            for c in codes { out.append(try c(i)) }
            return .array(out)
        })
    }

    func dictionaryLiteral(_ pairs: [(Expr, Expr)], _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        var target = expected
        if case .optional(let w)? = target { target = w }
        var kt: SType?, vt: SType?
        if case .dictionary(let k, let v)? = target { kt = k; vt = v }
        if pairs.isEmpty {
            guard let kt, let vt else {
                throw Diagnostic("empty collection literal requires an explicit type", at: e.pos, length: e.length)
            }
            return Typed(type: .dictionary(kt, vt), code: { _ in .dictionary(DictionaryValue()) })
        }
        if kt == nil {
            kt = try expression(pairs[0].0, nil).type
            let anchor = pairs.first { literalDefault($0.1) == nil }?.1 ?? pairs[0].1
            vt = try expression(anchor, nil).type
            if literalDefault(anchor) != nil, pairs.contains(where: { literalDefault($0.1) == .double }) { vt = .double }
        }
        let keyType = kt ?? .int, valueType = vt ?? .int
        try refuseCustomEqualityKey(keyType, at: e.pos)
        guard keyType.isHashable else {
            throw Diagnostic("type '\(keyType.name)' does not conform to protocol 'Hashable'", at: e.pos)
        }
        var codes: [(Code, Code)] = []
        for (k, v) in pairs {
            let tk = try expression(k, keyType)
            let tv = try expression(v, valueType)
            codes.append((try convert(tk, to: keyType, k, context: .dictionaryKey),
                          try convert(tv, to: valueType, v, context: .dictionaryValue)))
        }
        return Typed(type: .dictionary(keyType, valueType), code: { i throws(RuntimeFailure) in
            var d = DictionaryValue()
            for (k, v) in codes { d.set(try k(i), try v(i)) }
            return .dictionary(d)
        })
    }

    /// The type a literal-only arithmetic expression takes without context (Int or Double), or nil.
    func literalDefault(_ e: Expr) -> SType? {
        switch e.kind {
        case .integer: return .int
        case .float: return .double
        case .paren(let x): return literalDefault(x)
        case .prefix(let op, let x) where op == .minus || op == .plus: return literalDefault(x)
        case .binary(let op, let l, let r, _) where [.add, .subtract, .multiply, .divide, .remainder].contains(op):
            guard let a = literalDefault(l), let b = literalDefault(r) else { return nil }
            return a == .double || b == .double ? .double : .int
        default: return nil
        }
    }

    // MARK: names

    func nameReference(_ name: String, _ e: Expr, expected: SType? = nil) throws(Diagnostic) -> Typed {
        if let found = lookupVariable(name) {
            if case .global = found.slot { try checkAvailability(name, at: e.pos) }
            let v = try capturedVariable(found, at: e.pos)
            if !v.initialized {
                let what = v.isLet ? "constant" : "variable"
                throw Diagnostic("\(what) '\(name)' used before being initialized", at: e.pos,
                                 notes: [DiagnosticNote(message: "\(what) defined here", pos: v.namePos, lineText: v.declarationLine)])
            }
            if v.isWeak { return Compiler.weakVariableRead(v) }
            let known = isStraightLine ? knownConstants[ObjectIdentifier(v)]?.value : nil
            return Typed(type: v.type, code: Compiler.getter(v.slot), constant: known, slot: v.slot)
        }
        if let fs = lookupFunctions(name), let expected, fs.contains(where: { $0.returnType == expected }) {
            throw Diagnostic("function produces expected type '\(expected.name)'; did you mean to call it with '()'?",
                             at: e.pos, length: e.length)
        }
        if let fs = lookupFunctions(name) {
            return try functionAsValue(fs, name: name, expected: expected, e)
        }
        if Compiler.builtinFunctions.contains(name) {
            throw Diagnostic.unsupported("standard library functions used as values", at: e.pos)
        }
        if ["Optional", "Array", "Dictionary", "Range", "ClosedRange"].contains(name) || Compiler.knownUnsupportedTypes.contains(name) {
            throw Diagnostic.unsupported("'\(name)' used as a value", at: e.pos)
        }
        if name == "Self" { _ = try selfType(at: e.pos); throw Diagnostic.unsupported("'Self' as a value", at: e.pos) }
        if Compiler.concurrencyNames.contains(name) { throw Diagnostic.unsupported("concurrency ('\(name)')", at: e.pos) }
        if name.hasPrefix("$"), Int(name.dropFirst()) != nil {
            throw Diagnostic("anonymous closure argument not contained in a closure", at: e.pos)
        }
        if let t = SType.namedTypes[name] {
            let n = t.runtimeName
            return Typed(type: .metatype(t), code: { _ in .string(n) })
        }
        if globals.genericFunctions[name] != nil {
            // `identity<Int>(3)` or `let f = identity`: a generic function not called directly.
            throw Diagnostic.unsupported("generic functions used as values or specialized explicitly ('\(name)<T>')", at: e.pos)
        }
        if let ctx = memberContext, ctx.isStatic, ctx.type.properties[name] != nil || ctx.type.methods[name] != nil {
            // A static method naming an instance property: there is no `self` instance to read it from.
            throw Diagnostic("instance member '\(name)' cannot be used on type '\(ctx.type.name)'", at: e.pos, length: e.length)
        }
        if let missing = missingImport(name, at: e.pos, asType: false) { throw missing }
        throw Diagnostic("cannot find '\(name)' in scope", at: e.pos, length: e.length)
    }

    func prefixOperator(_ op: PrefixOperator, _ operand: Expr, _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        if op == .minus {
            if case .integer(let text) = operand.kind { return try integerLiteral(text, negative: true, expected, e) }
            if case .float(let text) = operand.kind { return try floatLiteral(text, negative: true, expected, e) }
        }
        let t = try expression(operand, expected)
        let code = t.code
        switch (op, t.type) {
        case (.not, .bool):
            return Typed(type: .bool, code: { i throws(RuntimeFailure) in .bool(!(try code(i)).asBool) },
                         keyTest: t.keyTest.map { .not($0) })
        case (.minus, .integer(let kind)):
            let line = e.pos.line
            return Typed(type: t.type, code: { i throws(RuntimeFailure) in
                let v = try code(i)
                if case .int(let x) = v {
                    if x == kind.minValue { throw Interpreter.overflow(line) }
                    return .int(-x)
                }
                if case .uint(let x) = v, x != 0 { throw Interpreter.overflow(line) }
                return v
            })
        case (.minus, .double):
            return Typed(type: .double, code: { i throws(RuntimeFailure) in .double(-(try code(i)).asDouble) })
        case (.minus, .float):
            return Typed(type: .float, code: { i throws(RuntimeFailure) in
                if case .float(let f) = try code(i) { return .float(-f) }
                return .float(0)
            })
        case (.plus, let type) where type.isNumeric:
            return t
        case (.bitwiseNot, .integer(let kind)):
            return Typed(type: t.type, code: { i throws(RuntimeFailure) in
                let v = try code(i)
                if case .uint(let x) = v { return .uint(~x) }
                if case .int(let x) = v {
                    if kind.isSigned { return .int(~x) }
                    return .int(~x & kind.maxValue)
                }
                return v
            })
        default:
            if case .optional = t.type { throw unwrapDiagnostic(t.type, operand) }
            if op == .not, t.type.isInteger {
                throw Diagnostic("type '\(t.type.name)' cannot be used as a boolean; test for '== 0' instead", at: operand.pos)
            }
            throw Diagnostic("unary operator '\(op.rawValue)' cannot be applied to an operand of type '\(t.type.name)'",
                             at: e.pos, length: e.length)
        }
    }
}
