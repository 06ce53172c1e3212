/// Calls: user functions (with swiftc's argument-label diagnostics), conversions and free builtins.
extension Compiler {
    static let builtinFunctions: Set<String> = [
        "print", "debugPrint", "type", "min", "max", "abs", "stride", "fatalError", "precondition", "assert",
        "preconditionFailure", "assertionFailure",
        "readLine", "zip", "swap", "sqrt", "pow", "floor", "ceil", "round",
    ]

    func call(_ callee: Expr, _ args: [Argument], rparen: SourcePos, _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        if args.count > 1 { try checkInoutAliasing(args) }
        let lparen = SourcePos(line: callee.pos.line, column: callee.pos.column + (callee.end - callee.pos.offset),
                               offset: callee.end)
        if case .magic("#selector") = callee.kind, let a = args.first { return try selectorExpression(a.value) }
        if let concurrency = try concurrencyCall(callee, args, expected, e) { return concurrency }
        switch callee.kind {
        case .name(let name):
            if let rewritten = implicitSelfExpr(name, at: callee, call: true) {
                try checkImplicitSelf(name, rewritten: rewritten, call: true, at: callee)
                return try call(rewritten, args, rparen: rparen, expected, e)
            }
            // `action()` inside a method, where `action` is a stored closure property of `self`.
            if lookupVariable(name) == nil, lookupFunctions(name) == nil, let rewritten = implicitSelfExpr(name, at: callee) {
                try checkImplicitSelf(name, rewritten: rewritten, call: false, at: callee)
                return try call(rewritten, args, rparen: rparen, expected, e)
            }
            if let n = nominalTypeNamed(callee) {
                // `UIViewAnimationOptions(rawValue:)`: a renamed type alias called as an initializer.
                if typeAlias(name) != nil { try checkAvailability(name, at: callee.pos) }
                return try construct(n, args, callee: callee, rparen: rparen, e)
            }
            if lookupVariable(name) != nil {
                let t = try expression(callee, nil)
                if case .function = t.type { return try callFunctionValue(t, args, e, calleeLength: callee.end - callee.pos.offset) }
                throw Diagnostic("cannot call value of non-function type '\(t.type.name)'", at: callee.pos)
            }
            if let fs = lookupFunctions(name) {
                return try userCall(fs, args, lparen: lparen, rparen: rparen, e)
            }
            if let template = globals.genericTypes[name], lookupVariable(name) == nil {
                // `let b: Box<Int> = Box(value: …)`: the annotation's type arguments decide, as in Swift.
                if case .nominal(let n)? = expected, n.name.hasPrefix(template.name + "<") {
                    return try construct(n, args, callee: callee, rparen: rparen, e)
                }
                return try genericConstruction(template, args, callee: callee, rparen: rparen, e)
            }
            if let templates = globals.genericFunctions[name] {
                return try genericCall(templates, args, lparen: lparen, rparen: rparen, e, expected: expected)
            }
            if let t = SType.namedTypes[name] {
                return try conversion(t, args, e)
            }
            if let t = typeAlias(name) {
                return try typedInit(t, args, e)
            }
            if name == "Array" || name == "Dictionary" || name == "Optional" || name == "Set" {
                return try genericInit(name, nil, args, expected, e)
            }
            if name == "UnicodeScalar", let found = try unicodeScalarInit(args, e) { return found }
            if let missing = missingImport(name, at: callee.pos, asType: false) { throw missing }
            if Compiler.knownUnsupportedTypes.contains(name) {
                throw Diagnostic.unsupported("the type '\(name)'", at: callee.pos)
            }
            return try builtin(name, args, expected, e, callee: callee)
        case .typeExpr(let ts):
            if case .generic(let name, let typeArgs, let pos) = ts, let templates = globals.genericFunctions[name] {
                return try explicitGenericCall(templates, typeArgs, at: pos, args, lparen: lparen, rparen: rparen, e)
            }
            let t = try resolveType(ts)
            if case .nominal(let n) = t { return try construct(n, args, callee: callee, rparen: rparen, e) }
            return try typedInit(t, args, e)
        case .member(let base, let name, let namePos):
            if isImplicitlyUnwrappedProperty(base) {
                let unwrapped = Expr(.member(implicitlyUnwrapping(base), name, namePos: namePos), callee.pos, end: callee.end)
                return try call(unwrapped, args, rparen: rparen, expected, e)
            }
            if let n = nominalTypeNamed(callee) { return try construct(n, args, callee: callee, rparen: rparen, e) }
            if let t = try nominalMethodCall(base, name, namePos: namePos, args, callee: callee, rparen: rparen, e) { return t }
            return try methodCall(base, name, namePos: namePos, args, expected, e)
        case .optionalChain(let inner):
            return try optionalFunctionCall(inner, args, e)
        case .implicitMember(let name):
            if name == "some", case .optional(let wrapped)? = expected, args.count == 1, args[0].label == nil {
                // `.some(x)` where an optional is expected (`let x: Int?? = .some(nil)`).
                let inner = try convert(try expression(args[0].value, wrapped), to: wrapped, args[0].value, context: .argument)
                return Typed(type: .optional(wrapped), code: { i throws(RuntimeFailure) in .some(try inner(i)) })
            }
            if var t = expected {
                if case .optional(let w) = t { t = w }
                if case .nominal(let n) = t, n.kind == .enumeration, let tag = n.caseIndex(name) {
                    return try enumConstruction(n, tag, args, callee: callee, rparen: rparen, e)
                }
                if case .nominal(let n) = t, name == "init" { return try construct(n, args, callee: callee, rparen: rparen, e) }
                if case .nominal(let n) = t, n.staticMethods[name] != nil {
                    // `.now()`, `.systemFont(ofSize: 17)`: a static method of the expected type, as if
                    // written `DispatchTime.now()`.
                    let explicit = Expr(.member(Compiler.typeReference(n.name, at: callee.pos), name, namePos: callee.pos),
                                        callee.pos, end: callee.end)
                    return try call(explicit, args, rparen: rparen, expected, e)
                }
            }
            throw Diagnostic.unsupported("implicit member expressions ('.\(name)')", at: callee.pos)
        default:
            let t = try expression(callee, nil)
            if case .function = t.type { return try callFunctionValue(t, args, e, calleeLength: callee.end - callee.pos.offset) }
            throw Diagnostic("cannot call value of non-function type '\(t.type.name)'", at: callee.pos)
        }
    }

    // MARK: user functions

    func userCall(_ candidates: [FunctionSymbol], _ args: [Argument], lparen: SourcePos, rparen: SourcePos,
                  _ e: Expr) throws(Diagnostic) -> Typed {
        guard let fallback = candidates.first else { throw Diagnostic("cannot find function in scope", at: e.pos) }
        let args = trailingClosureLabels(candidates, args)
        let f = candidates.first { labelsMatch($0, args) } ?? fallback
        if f.isAsync { try checkAsyncUse(e) }
        if f.isThrowing && !(f.isRethrowing && !Compiler.argumentsMayThrow(args)) { try checkThrowingCall(e, thrown: f.thrownType) }
        if !f.inoutParams.isEmpty || !f.variadicParams.isEmpty || extras.localFunctionValues[ObjectIdentifier(f)] != nil {
            return try extendedUserCall(f, args, lparen: lparen, rparen: rparen, e)
        }
        let mapping = try matchArguments(f, args, lparen: lparen, rparen: rparen)
        markEscapingArguments(f, args, mapping)
        var codes: [CodeCell] = []
        for (j, type) in f.paramTypes.enumerated() {
            if let ai = mapping[j] {
                let a = Compiler.autoclosureArgument(f, j, args[ai].value)
                let t = try expression(a, type)
                codes.append(CodeCell(try convert(t, to: type, a, context: .argument)))
            } else if let d = f.defaultExprs.count > j ? f.defaultExprs[j] : nil, case .magic(let name) = d.kind {
                codes.append(CodeCell(try convert(magic(name, at: e), to: type, d, context: .argument)))
            } else {
                let fn = f
                let index = j
                let thunk: Code = { i throws(RuntimeFailure) in
                    let d = fn.defaults[index]
                    return try d(i)
                }
                codes.append(CodeCell(thunk))
            }
        }
        let box = f.box
        let line = e.pos.line
        if codes.count == 1 {
            let a = codes[0].run
            return Typed(type: f.returnType, code: { i throws(RuntimeFailure) in try i.call1(box, a, line: line) })
        }
        return Typed(type: f.returnType, code: { i throws(RuntimeFailure) in try i.call(box, codes, line: line) })
    }

    func labelsMatch(_ f: FunctionSymbol, _ written: [Argument]) -> Bool {
        let args = trailingClosureLabels([f], written)
        var a = 0
        for (j, label) in f.labels.enumerated() {
            if a < args.count, args[a].label == label { a += 1; continue }
            if hasDefault(f, j) { continue }
            return false
        }
        return a == args.count
    }

    /// Defaults are compiled with the body, so the declaration records which parameters have one.
    func hasDefault(_ f: FunctionSymbol, _ j: Int) -> Bool {
        j < f.declaredDefaults.count && f.declaredDefaults[j]
    }

    /// Maps each parameter to the index of the argument that fills it (nil: its default value).
    func matchArguments(_ f: FunctionSymbol, _ args: [Argument], lparen: SourcePos,
                        rparen: SourcePos) throws(Diagnostic) -> [Int?] {
        // A trailing closure fills its parameter whatever the label (CompilerCallsExtended.swift).
        let args = trailingClosureLabels([f], args)
        let declaredNote = DiagnosticNote(message: "'\(f.fullName)' declared here", pos: f.namePos)
        if f.labels.isEmpty && !args.isEmpty {
            // swiftc points at the one argument's value, or at '(' when there are several.
            throw Diagnostic("argument passed to call that takes no arguments", at: args.count == 1 ? args[0].value.pos : lparen)
        }
        if let misordered = outOfOrderArgument(f, args) { throw misordered }
        let required = (0..<f.labels.count).filter { !hasDefault(f, $0) }
        if args.count == f.labels.count || (args.count >= required.count && args.count < f.labels.count) {
            var mapping: [Int?] = Array(repeating: nil, count: f.labels.count)
            var a = 0
            var wrong: [(Int, Int)] = []
            for j in 0..<f.labels.count {
                if a < args.count, args[a].label == f.labels[j] {
                    mapping[j] = a; a += 1
                } else if hasDefault(f, j), args.count < f.labels.count, !(a < args.count && args[a].label == nil && f.labels[j] == nil),
                          !(a < args.count && claimsDefaultedParameter(f, j, args[a])) {
                    continue
                } else if hasDefault(f, j), a < args.count, args[a].label != nil, !claimsDefaultedParameter(f, j, args[a]) {
                    // A label far from the parameter's: the parameter keeps its default, the argument is extra.
                    continue
                } else if a < args.count, args.count < f.labels.count, let have = args[a].label, let want = f.labels[j],
                          !Compiler.isLabelTypo(have, of: want), !f.labels.contains(have) {
                    // `shift(height: 336)` for `shift(for:by:)`: no parameter takes the label, so swiftc
                    // calls the argument extra (and then misses `for`).
                    throw Diagnostic("extra argument '\(have)' in call", at: args[a].value.pos)
                } else if a < args.count, !hasDefault(f, j), let have = args[a].label, f.labels[(j + 1)...].contains(have) {
                    // `shift(by: 3)` for `shift(for:by:)`: swiftc misses `for` just before the argument that follows it.
                    throw missingArgument(f, j, rparen: args[a].labelPos ?? args[a].value.pos, note: declaredNote)
                } else if a < args.count {
                    wrong.append((a, j)); mapping[j] = a; a += 1
                } else if !hasDefault(f, j) {
                    throw missingArgument(f, j, rparen: rparen, note: declaredNote)
                }
            }
            if a < args.count && wrong.isEmpty {
                throw Diagnostic("extra argument '\(args[a].label ?? "")' in call", at: args[a].value.pos)
            }
            if wrong.count == 1 {
                let (ai, j) = wrong[0]
                let have = args[ai].label, want = f.labels[j]
                // Both labels present but different: swiftc lists the whole call's labels.
                if have == nil, let want {
                    // At the one argument's value, or at '(' when there are several (as swiftc).
                    throw Diagnostic("missing argument label '\(want):' in call", at: args.count == 1 ? args[ai].value.pos : lparen)
                }
                if let have, want == nil {
                    throw Diagnostic("extraneous argument label '\(have):' in call", at: lparen)
                }
                let haveAll = args.map { ($0.label ?? "_") + ":" }.joined()
                let wantAll = mapping.enumerated().compactMap { j, a in a.map { _ in (f.labels[j] ?? "_") + ":" } }.joined()
                throw Diagnostic("incorrect argument label in call (have '\(haveAll)', expected '\(wantAll)')", at: lparen)
            }
            if wrong.count > 1 {
                let have = args.map { ($0.label ?? "_") + ":" }.joined()
                let want = f.labels.map { ($0 ?? "_") + ":" }.joined()
                if args.allSatisfy({ $0.label == nil }) {
                    throw Diagnostic("missing argument labels '\(want)' in call", at: lparen)
                }
                throw Diagnostic("incorrect argument labels in call (have '\(have)', expected '\(want)')", at: lparen)
            }
            return mapping
        }
        if args.count < f.labels.count {
            var a = 0
            var missing = f.labels.count - 1
            for j in 0..<f.labels.count {
                if a < args.count, args[a].label == f.labels[j] { a += 1 } else if !hasDefault(f, j) { missing = j; break }
            }
            // `k(b: 1)` for `k(a:b:)`: swiftc points where the missing argument belongs, before `b:`.
            if a < args.count, let have = args[a].label, f.labels[(missing + 1)...].contains(have) {
                throw missingArgument(f, missing, rparen: args[a].labelPos ?? args[a].value.pos, note: declaredNote)
            }
            throw missingArgument(f, missing, rparen: rparen, note: declaredNote)
        }
        let extra = args[f.labels.count]
        if let label = extra.label {
            throw Diagnostic("extra argument '\(label)' in call", at: extra.value.pos)
        }
        throw Diagnostic("extra argument in call", at: extra.value.pos)
    }

    /// `move(y: 2, x: 1)` for `move(x:y:)`: every label is right but two are swapped;
    /// swiftc names the argument that must come first, at its label.
    func outOfOrderArgument(_ f: FunctionSymbol, _ args: [Argument]) -> Diagnostic? {
        var params: [Int] = []
        for a in args {
            guard let label = a.label, let p = f.labels.firstIndex(of: label), !params.contains(p) else { return nil }
            params.append(p)
        }
        for k in params.indices.dropFirst() where params[k] < params[k - 1] {
            return Diagnostic("argument '\(f.labels[params[k]] ?? "_")' must precede argument '\(f.labels[params[k - 1]] ?? "_")'",
                              at: args[k].labelPos ?? args[k].value.pos)
        }
        return nil
    }

    func missingArgument(_ f: FunctionSymbol, _ j: Int, rparen: SourcePos, note: DiagnosticNote) -> Diagnostic {
        // swiftc names the parameter by its argument label (`for` in `for h: Int`).
        let name = f.labels[j].map { "'\($0)'" } ?? "#\(j + 1)"
        return Diagnostic("missing argument for parameter \(name) in call", at: rparen, notes: [note])
    }

    // MARK: conversions and builtins

    func singleArgument(_ args: [Argument], _ e: Expr, label: String? = nil) throws(Diagnostic) -> Expr {
        guard args.count == 1 else {
            throw Diagnostic(args.isEmpty ? "missing argument in call" : "extra argument in call",
                             at: args.count > 1 ? args[1].value.pos : e.pos)
        }
        if args[0].label != label {
            if let l = args[0].label {
                throw Diagnostic("extraneous argument label '\(l):' in call", at: args[0].labelPos ?? e.pos)
            }
            throw Diagnostic("missing argument label '\(label ?? ""):' in call", at: args[0].value.pos)
        }
        return args[0].value
    }

    /// `Int(x)`, `Double(s)`, `String(repeating:count:)`, `Bool()`…: an initializer call of a basic type,
    /// dispatched by the target type to the converters below.
    func conversion(_ target: SType, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        if let found = try stdlibConversion(target, args, e) { return found }
        if let found = try exactConversion(target, args, e) { return found }
        if let found = try repeatingStringConversion(target, args, e) { return found }
        if args.isEmpty { return try zeroValueConversion(target, e) }
        if args.count == 1, let label = args[0].label, !(label == "describing" && target == .string) {
            throw Diagnostic("no exact matches in call to initializer", at: e.pos)
        }
        let arg = try singleArgument(args, e, label: args.first?.label)
        let t = try expression(arg, target.isNumeric && literalDefault(arg) != nil ? target : nil)
        let line = e.pos.line
        // `Int(substring)` converts like `Int(string)`: the storage is the same.
        let source = t.type.memberBase
        let found: Typed?
        switch target {
        case .string: found = stringConversion(t, from: source)
        case .character: found = characterConversion(t, from: source, line: line)
        case .bool: found = boolConversion(t, from: source)
        case .integer(let kind): found = integerConversion(kind, t, from: source, line: line)
        case .double, .float: found = floatingConversion(target, t, from: source)
        default: found = nil
        }
        if let found { return found }
        throw Diagnostic("no exact matches in call to initializer", at: e.pos)
    }

    /// `String(repeating: "ab", count: 3)` (or a Character), with the memory reserved first.
    private func repeatingStringConversion(_ target: SType, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard target == .string, args.count == 2, args[0].label == "repeating", args[1].label == "count" else { return nil }
        let s = try expression(args[0].value, .string)
        let sc: Code = s.type == .character
            ? { i throws(RuntimeFailure) in .string(String((try s.code(i)).asCharacter)) }
            : try convert(s, to: .string, args[0].value, context: .argument)
        let c = try convert(try expression(args[1].value, .int), to: .int, args[1].value, context: .argument)
        return Typed(type: .string, code: { i throws(RuntimeFailure) in
            let n = (try c(i)).asInt
            if n < 0 { throw .fatal("Negative count not allowed") }
            let unit = (try sc(i)).asString
            if n.multipliedReportingOverflow(by: max(1, unit.utf8.count)).partialValue > RuntimeFailure.maxElements || n > RuntimeFailure.maxElements {
                throw .tooLarge(n)
            }
            try i.reserve(n &* unit.utf8.count, line: e.pos.line)
            return .string(String(repeating: unit, count: n))
        })
    }

    /// `Int()`, `Double()`, `Bool()`, `String()`: the type's zero value.
    private func zeroValueConversion(_ target: SType, _ e: Expr) throws(Diagnostic) -> Typed {
        let v: Value
        switch target {
        case .integer(let k): v = k.isWideUnsigned ? .uint(0) : .int(0)
        case .double: v = .double(0)
        case .float: v = .float(0)
        case .bool: v = .bool(false)
        case .string: v = .string("")
        default: throw Diagnostic("missing argument in call", at: e.pos)
        }
        return Typed(type: target, code: { _ in v })
    }

    /// `String(x)` and `String(describing: x)`: the value as `print` shows it; `String(characters)`.
    private func stringConversion(_ t: Typed, from source: SType) -> Typed {
        let code = t.code
        if source == .array(.character) {
            return Typed(type: .string, code: { i throws(RuntimeFailure) in
                .string(String((try code(i)).asArray.map { $0.asCharacter }))
            })
        }
        return Typed(type: .string, code: { i throws(RuntimeFailure) in .string(ValueFormatter.plainDescription(try code(i), source, i)) })
    }

    /// `Character(s)`: traps unless the string is one grapheme cluster.
    private func characterConversion(_ t: Typed, from source: SType, line: Int) -> Typed? {
        guard source == .string || source == .character else { return nil }
        let code = t.code
        return Typed(type: .character, code: { i throws(RuntimeFailure) in
            let v = try code(i)
            if case .string(let s) = v {
                guard s.count == 1, let c = s.first else {
                    throw .fatal("Can't form a Character from a String containing more than one extended grapheme cluster", line: line)
                }
                return .character(c)
            }
            return v
        })
    }

    /// `Bool("true")` (optional) and `Bool(flag)`.
    private func boolConversion(_ t: Typed, from source: SType) -> Typed? {
        let code = t.code
        if source == .string {
            return Typed(type: .optional(.bool), code: { i throws(RuntimeFailure) in
                switch (try code(i)).asString {
                case "true": return .some(.bool(true))
                case "false": return .some(.bool(false))
                default: return .none
                }
            })
        }
        return source == .bool ? t : nil
    }

    /// `Int("42")` (optional) and `Int(3.9)`, `UInt8(x)`: Swift's range traps.
    private func integerConversion(_ kind: IntKind, _ t: Typed, from source: SType, line: Int) -> Typed? {
        let target = SType.integer(kind)
        let code = t.code
        if source == .string {
            return Typed(type: .optional(target), code: { i throws(RuntimeFailure) in
                Compiler.parseInteger((try code(i)).asString, kind)
            })
        }
        if source.isNumeric {
            return Typed(type: target, code: { i throws(RuntimeFailure) in
                try Compiler.toInteger(try code(i), kind, from: source, line: line)
            })
        }
        return nil
    }

    /// `Double("2.5")` (optional) and `Double(n)`, `Float(x)`.
    private func floatingConversion(_ target: SType, _ t: Typed, from source: SType) -> Typed? {
        let isDouble = target == .double
        let code = t.code
        if source == .string {
            return Typed(type: .optional(target), code: { i throws(RuntimeFailure) in
                let s = (try code(i)).asString
                guard Compiler.looksNumeric(s) else { return .none }
                if isDouble { return Double(s).map { .some(.double($0)) } ?? .none }
                return Float(s).map { .some(.float($0)) } ?? .none
            })
        }
        if source.isNumeric {
            return Typed(type: target, code: { i throws(RuntimeFailure) in
                // The argument is evaluated once: it may call a function with side effects.
                let v = try code(i)
                if case .float(let f) = v, !isDouble { return .float(f) }
                let d = Compiler.toDouble(v)
                return isDouble ? .double(d) : .float(Float(d))
            })
        }
        return nil
    }

    static func looksNumeric(_ s: String) -> Bool {
        !s.isEmpty && s.allSatisfy { $0.isNumber || "+-.eExXpPabcdefABCDEFinfatyINFATY".contains($0) }
    }

    static func parseInteger(_ s: String, _ kind: IntKind) -> Value {
        if kind.isWideUnsigned { return UInt(s).map { .some(.uint($0)) } ?? .none }
        guard let v = Int(s), v >= kind.minValue, v <= kind.maxValue else { return .none }
        return .some(.int(v))
    }

    static func toDouble(_ v: Value) -> Double {
        switch v {
        case .int(let x): return Double(x)
        case .uint(let x): return Double(x)
        case .double(let x): return x
        case .float(let x): return Double(x)
        default: return 0
        }
    }

    static func toInteger(_ v: Value, _ kind: IntKind, from: SType, line: Int) throws(RuntimeFailure) -> Value {
        switch v {
        case .int(let x):
            if kind.isWideUnsigned {
                if x < 0 { throw .fatal("Negative value is not representable", line: line) }
                return .uint(UInt(x))
            }
            if x < kind.minValue || x > kind.maxValue { throw .fatal("Not enough bits to represent the passed value", line: line) }
            return .int(x)
        case .uint(let x):
            if kind.isWideUnsigned { return .uint(x) }
            if x > UInt(kind.maxValue) { throw .fatal("Not enough bits to represent the passed value", line: line) }
            return .int(Int(x))
        case .double, .float:
            let d = toDouble(v)
            let typeName = from.name
            if d.isNaN || d.isInfinite {
                throw .fatal("\(typeName) value cannot be converted to \(kind.rawValue) because it is either infinite or NaN", line: line)
            }
            let t = d.rounded(.towardZero)
            if kind.isWideUnsigned {
                if t < 0 { throw .fatal("\(typeName) value cannot be converted to \(kind.rawValue) because the result would be less than \(kind.rawValue).min", line: line) }
                if t >= 18446744073709551616.0 { throw .fatal("\(typeName) value cannot be converted to \(kind.rawValue) because the result would be greater than \(kind.rawValue).max", line: line) }
                return .uint(UInt(t))
            }
            if t < Double(kind.minValue) {
                throw .fatal("\(typeName) value cannot be converted to \(kind.rawValue) because the result would be less than \(kind.rawValue).min", line: line)
            }
            if t >= Double(kind.maxValue) + 1 {
                throw .fatal("\(typeName) value cannot be converted to \(kind.rawValue) because the result would be greater than \(kind.rawValue).max", line: line)
            }
            return .int(Int(t))
        default:
            return v
        }
    }

    func typedInit(_ t: SType, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        switch t {
        case .array(let el):
            if args.isEmpty { return Typed(type: t, code: { _ in .array([]) }) }
            if args.count == 2, args[0].label == "repeating", args[1].label == "count" {
                return try repeatingArray(el, args, e)
            }
            if args.count == 1, args[0].label == nil {
                // `[String](dict.keys)`, `[Double]([1, 2])`: the array type is the literal's context.
                let made = try arrayFromSequence(try expression(args[0].value, t), e)
                guard made.type == t else {
                    throw Diagnostic("no exact matches in call to initializer", at: e.pos)
                }
                return made
            }
        case .dictionary:
            if args.isEmpty { return Typed(type: t, code: { _ in .dictionary(DictionaryValue()) }) }
        case .set(let el):
            return try setInit(el, args, e)
        default:
            return try conversion(t, args, e)
        }
        throw Diagnostic("no exact matches in call to initializer", at: e.pos)
    }

    func repeatingArray(_ element: SType?, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        let v = try expression(args[0].value, element)
        var vc = v.code
        if let element { vc = try convert(v, to: element, args[0].value, context: .argument) }
        let c = try convert(try expression(args[1].value, .int), to: .int, args[1].value, context: .argument)
        return Typed(type: .array(element ?? v.type), code: { i throws(RuntimeFailure) in
            let n = (try c(i)).asInt
            if n < 0 { throw .fatal("Can't construct Array with count < 0") }
            if n > RuntimeFailure.maxElements { throw .tooLarge(n) }
            try i.reserve(n &* MemoryMeter.valueSize, line: e.pos.line)
            return .array(Array(repeating: try vc(i), count: n))
        })
    }

    func genericInit(_ name: String, _ element: SType?, _ args: [Argument], _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        if name == "Set" { return try setInit(nil, args, e) }
        if name == "Dictionary", let d = try dictionaryInit(args, e) { return d }
        guard name == "Array" else { throw Diagnostic.unsupported("'\(name)(...)' initializers", at: e.pos) }
        if args.count == 2, args[0].label == "repeating", args[1].label == "count" {
            // `cells = Array(repeating: ".", count: n)` for a `[Character]`: the literal takes the
            // element type the context expects, as `[Character](repeating: ".", count: n)` would.
            if case .array(let element)? = expected, args[0].value.kind.isLiteral,
               let typed = try? repeatingArray(element, args, e) {
                return typed
            }
            return try repeatingArray(nil, args, e)
        }
        let arg = try singleArgument(args, e)
        return try arrayFromSequence(try expression(arg, nil), e)
    }

    /// `Array(seq)` and `[T](seq)`: the elements of any sequence the subset knows (a dictionary's
    /// `keys` and `values`, a set, a range, a string's characters, a slice…), in order.
    func arrayFromSequence(_ t: Typed, _ e: Expr) throws(Diagnostic) -> Typed {
        let elements = Compiler.elementsOf(t.type)
        guard let et = Compiler.sequenceElement(t.type) else {
            throw Diagnostic("no exact matches in call to initializer", at: e.pos)
        }
        let code = t.code
        return Typed(type: .array(et), code: { i throws(RuntimeFailure) in
            let array = try elements(try code(i))
            try i.reserve(array.count &* MemoryMeter.valueSize, line: e.pos.line)
            return .array(array)
        })
    }
}

extension Value {
    var asCharacter: Character { if case .character(let c) = self { return c }; return " " }
}

extension Compiler {
    /// An expression naming the type `name` (`UIFont.Weight` as a member of `UIFont`).
    static func typeReference(_ name: String, at pos: SourcePos) -> Expr {
        let parts = name.split(separator: ".").map(String.init)
        var e = Expr(.name(parts[0]), pos, end: pos.offset)
        for part in parts.dropFirst() { e = Expr(.member(e, part, namePos: pos), pos, end: pos.offset) }
        return e
    }
}
