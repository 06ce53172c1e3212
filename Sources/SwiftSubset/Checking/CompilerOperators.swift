/// Binary operators with Swift's typing rules: no implicit conversion, literals take the other side's type.
extension Compiler {
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*"]
    static let comparisonOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">="]

    func binaryOperator(_ op: String, _ l: Expr, _ r: Expr, opPos: SourcePos, _ expected: SType?,
                        _ e: Expr) throws(Diagnostic) -> Typed {
        if op == "&&" || op == "||" { return try logical(op, l, r) }
        if op == "??" { return try nilCoalescing(l, r, expected, opPos: opPos) }
        if op == "===" || op == "!==" || op == "~=" { throw Diagnostic.unsupported("the '\(op)' operator", at: opPos) }
        let isArithmetic = Compiler.arithmeticOperators.contains(op)
        var passDown: SType? = isArithmetic ? expected.flatMap { t -> SType? in
            if case .optional(let w) = t { return w }
            return t
        } : nil
        if op == "..." || op == "..<", let expected {
            switch expected {
            case .range(let b), .closedRange(let b): passDown = b
            default: break
            }
        }
        var lt: Typed, rt: Typed
        let lLit = literalDefault(l), rLit = literalDefault(r)
        if lLit == nil || l.kind.isNilLiteral {
            lt = try expression(l, passDown)
            rt = try expression(r, lt.type)
        } else if rLit == nil {
            rt = try expression(r, passDown)
            lt = try expression(l, rt.type)
        } else {
            var t: SType = (lLit == .double || rLit == .double) ? .double : .int
            if let passDown, passDown.isNumeric, !(t == .double && passDown.isInteger) { t = passDown }
            if let passDown, !isArithmetic, !passDown.isNumeric { t = passDown }
            lt = try expression(l, t)
            rt = try expression(r, t)
        }
        if isArithmetic, lt.type == Compiler.anyType || rt.type == Compiler.anyType, lt.type != rt.type {
            // `x + 1` with `x: Any`: swiftc tries the other operand's `+` and rejects the Any argument.
            let (anyExpr, other) = lt.type == Compiler.anyType ? (l, rt.type) : (r, lt.type)
            throw Diagnostic("cannot convert value of type 'Any' to expected argument type '\(other.name)'", at: anyExpr.pos)
        }
        if Set([lt.type, rt.type]) == [.substring, .string] {
            // StringProtocol compares a Substring with a String (or a literal) directly; same storage.
            // `String + Substring` is a String (RangeReplaceableCollection's `+` keeps the left type).
            guard ["==", "!=", "<", "<=", ">", ">="].contains(op) || (op == "+" && lt.type == .string) else {
                throw Diagnostic.unsupported("'\(op)' between a Substring and a String (convert with String(…))", at: opPos)
            }
            lt.type = .string
            rt.type = .string
        }
        if (op == "==" || op == "!=") && (lt.type != rt.type) {
            // Optional compared with its wrapped type or with nil: promote the other side.
            if lt.type.isOptional && (rt.isNilLiteral || SType.optional(rt.type) == lt.type) {
                rt.code = try convert(rt, to: lt.type, r, context: .argument)
                rt.type = lt.type
            } else if rt.type.isOptional && (lt.isNilLiteral || SType.optional(lt.type) == rt.type) {
                lt.code = try convert(lt, to: rt.type, l, context: .argument)
                lt.type = rt.type
            } else if lt.isNilLiteral && rt.isNilLiteral {
                lt.type = rt.type
            } else if lt.isNilLiteral || rt.isNilLiteral {
                let other = lt.isNilLiteral ? rt.type : lt.type
                throw Diagnostic("comparing non-optional value of type '\(other.name)' to 'nil' always returns \(op == "!=" ? "true" : "false")",
                                 at: opPos)
            }
        }
        if op == "+", (lt.type == .string && rt.type == .character) || (lt.type == .character && rt.type == .string) {
            let bad = lt.type == .character ? l : r
            throw Diagnostic("cannot convert value of type 'Character' to expected argument type 'String'", at: bad.pos,
                             length: bad.length)
        }
        if lt.type != rt.type, !lt.type.isOptional, !rt.type.isOptional {
            // A Bool operand next to a type that has the operator is what swiftc blames.
            let lOK = supports(op, lt.type), rOK = supports(op, rt.type)
            if lOK != rOK, (lOK ? rt.type : lt.type) == .bool {
                let (bad, good, badExpr) = lOK ? (rt.type, lt.type, r) : (lt.type, rt.type, l)
                throw Diagnostic("cannot convert value of type '\(bad.name)' to expected argument type '\(good.name)'",
                                 at: badExpr.pos, length: badExpr.length)
            }
            // With a contextual type, a literal operand must become that type.
            if isArithmetic, let passDown, lt.type == passDown || rt.type == passDown {
                let badExpr = lt.type == passDown ? r : l
                let bad = lt.type == passDown ? rt.type : lt.type
                if badExpr.kind.isLiteral {
                    throw Diagnostic("cannot convert value of type '\(bad.name)' to expected argument type '\(passDown.name)'",
                                     at: badExpr.pos, length: badExpr.length)
                }
            }
        }
        if let mixed = mixedIntegerComparison(op, lt, rt) { return mixed }
        if lt.type != rt.type {
            if case .optional = lt.type, isArithmetic || op.hasPrefix("<") || op.hasPrefix(">") {
                throw chainedOperandDiagnostic(op, opPos: opPos, left: lt.type, right: rt.type, l, isLeft: true) ?? unwrapDiagnostic(lt.type, l)
            }
            if case .optional = rt.type, isArithmetic || op.hasPrefix("<") || op.hasPrefix(">") {
                throw chainedOperandDiagnostic(op, opPos: opPos, left: lt.type, right: rt.type, r, isLeft: false) ?? unwrapDiagnostic(rt.type, r)
            }
            var notes: [DiagnosticNote] = []
            // swiftc names no floating-point overload for a comparison (`Int == Double` and
            // `Int > Double` list `(Int, Int)` only), and for `<`, `>`, `<=`, `>=` not String's for a
            // string literal or for a String right of an integer (swift 6.3: `3 > s` lists only
            // `(Int, Int)`, `s < 3` lists both).
            let ordering = ["<", ">", "<=", ">="].contains(op)
            let candidates = [(lt.type, l, false), (rt.type, r, true)].filter { (t, x, isRight) in
                guard supports(op, t) else { return false }
                if Compiler.comparisonOperators.contains(op) && t.isFloatingPoint { return false }
                guard ordering else { return true }
                if t == .string && (x.kind.isLiteral || (isRight && lt.type.isInteger)) { return false }
                return true
            }.map { "(\($0.0.name), \($0.0.name))" }.sorted()
            if !candidates.isEmpty {
                notes.append(DiagnosticNote(message: "overloads for '\(op)' exist with these partially matching parameter lists: \(candidates.joined(separator: ", "))",
                                            pos: opPos))
            }
            throw Diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(lt.type.name)' and '\(rt.type.name)'",
                             at: opPos, length: op.utf8.count, notes: notes)
        }
        let type = lt.type
        if op == "%" && type.isFloatingPoint {
            throw Diagnostic("'%' is unavailable: For floating point numbers use truncatingRemainder instead", at: opPos)
        }
        guard supports(op, type) else {
            if case .optional = type, isArithmetic { throw unwrapDiagnostic(type, l) }
            if case .nominal(let n) = type, op == "==" || op == "!=" {
                // A struct or enum without `Equatable`: swiftc names the protocol it lacks.
                throw OperatorConformanceDiagnostic.make(op: op, typeName: type.name, enumWithAssociatedValues: n.hasAssociatedValues,
                                                         at: opPos)
            }
            if case .array(.nominal(let element)) = type, op == "==" || op == "!=" {
                // swiftc blames the element: `[a] == [b]` needs `Array: Equatable`, which needs the element's.
                throw Diagnostic("operator function '\(op)' requires that '\(element.name)' conform to 'Equatable'", at: opPos,
                                 length: op.utf8.count)
            }
            throw Diagnostic("binary operator '\(op)' cannot be applied to two '\(type.name)' operands", at: opPos,
                             length: op.utf8.count)
        }
        let a = lt.code, b = rt.code
        let line = opPos.line
        if isArithmetic {
            if op == "/" || op == "%", type.isInteger, Compiler.isZeroLiteral(r) {
                // swiftc rejects a literal zero divisor whatever the dividend is.
                throw Diagnostic("division by zero", at: opPos, length: op.utf8.count)
            }
            // swiftc folds `Int.min / -1` written with literals, but not through a named constant.
            let named: (Expr) -> Bool = { if case .name = $0.kind { return true }; return false }
            try foldConstants(op, lt.constant, rt.constant, type, opPos: opPos, foldDivision: !named(l) && !named(r))
            if type.isFloatingPoint, let x = lt.constant, let y = rt.constant,
               case .double(let folded)? = try? Interpreter.arithmetic(op, x, y, .double, line: line), folded.isNaN {
                // swiftc folds `0.0 / 0.0` to a positive NaN (`nan`); computed at run time it is `-nan` on x86.
                let nan: Value = type == .float ? .float(.nan) : .double(.nan)
                return Typed(type: type, code: { _ in nan })
            }
            if type == .int, let fused = Compiler.fusedIntArithmetic(op, IntOperand(lt, l), IntOperand(rt, r), line: line) {
                return Typed(type: type, code: fused)
            }
            if let fast = Compiler.fastIntArithmetic(op, type, a, b, line: line) { return Typed(type: type, code: fast) }
            return Typed(type: type, code: { i throws(RuntimeFailure) in
                try i.arithmetic(op, try a(i), try b(i), type, line: line)
            })
        }
        if op == "..." || op == "..<" {
            let closed = op == "..."
            let rangeType: SType = closed ? .closedRange(type) : .range(type)
            var constant: Value?
            if let x = lt.constant, let y = rt.constant { constant = .range(x, y) }
            return Typed(type: rangeType, code: { i throws(RuntimeFailure) in
                let x = try a(i), y = try b(i)
                if Value.less(y, x) { throw .fatal("Range requires lowerBound <= upperBound", line: line) }
                return .range(x, y)
            }, constant: constant)
        }
        if type == .int, let test = Compiler.fusedIntCondition(op, IntOperand(lt, l), IntOperand(rt, r)) {
            var t = Typed(type: .bool, code: { i throws(RuntimeFailure) in .bool(try test(i)) }, condition: test)
            t.keyTest = SortKeyTest(op, IntOperand(lt, l), IntOperand(rt, r))
            return t
        }
        // `$0.name < $1.name`, `$0.score > $1.score`: a sort's comparator of this shape sorts by keys.
        return Typed(type: .bool, code: Compiler.comparison(op, type, a, b), keyTest: SortKeyTest(op, type, lt, rt))
    }

    /// swiftc folds constant integer arithmetic and rejects an overflow at compile time.
    @discardableResult
    func foldConstants(_ op: String, _ a: Value?, _ b: Value?, _ type: SType, opPos: SourcePos,
                       foldDivision: Bool = false) throws(Diagnostic) -> Value? {
        let ops = foldDivision ? ["+", "-", "*", "/", "%"] : ["+", "-", "*"]
        guard let a, let b, type.isInteger, ops.contains(op) else { return nil }
        do throws(RuntimeFailure) {
            return try Interpreter.arithmetic(op, a, b, type, line: opPos.line)
        } catch {
            let x = ValueFormatter.describe(a, type), y = ValueFormatter.describe(b, type)
            if op == "/" || op == "%" {
                throw Diagnostic("division '\(x) \(op) \(y)' results in an overflow", at: opPos, length: op.utf8.count)
            }
            throw Diagnostic("arithmetic operation '\(x) \(op) \(y)' (on type '\(type.name)') results in an overflow",
                             at: opPos, length: op.utf8.count)
        }
    }

    /// `0`, `(0)`, `-0`: a divisor swiftc sees as a constant zero.
    static func isZeroLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .integer(let text): return parseIntegerLiteral(text) == 0
        case .paren(let inner), .prefix(.minus, let inner), .prefix(.plus, let inner): return isZeroLiteral(inner)
        default: return false
        }
    }

    /// Whether the standard library defines `op` for two operands of this type.
    func supports(_ op: String, _ type: SType) -> Bool {
        if case .tuple(let ts, _) = type { return tupleSupports(op, ts) }
        // `()` is the empty tuple, which the standard library compares as any tuple (always equal).
        if type == .void { return tupleSupports(op, []) }
        // `String.self == T.self`: metatypes compare by identity (the standard library's `==` on `Any.Type?`).
        if case .metatype = type { return op == "==" || op == "!=" }
        switch op {
        case "+": return type.isNumeric || type == .string || { if case .array = type { return true }; return false }()
        case "-", "*", "/": return type.isNumeric
        case "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*": return type.isInteger
        case "==", "!=": return type.isEquatable
        case "<", "<=", ">", ">=", "...", "..<": return type.isComparable
        default: return false
        }
    }

    static func fastIntArithmetic(_ op: String, _ type: SType, _ a: @escaping Code, _ b: @escaping Code,
                                  line: Int) -> Code? {
        guard type == .int else { return nil }
        switch op {
        case "+":
            return { i throws(RuntimeFailure) in
                guard case .int(let x) = try a(i), case .int(let y) = try b(i) else { return .void }
                let (s, o) = x.addingReportingOverflow(y)
                if o { throw Interpreter.overflow(line) }
                return .int(s)
            }
        case "-":
            return { i throws(RuntimeFailure) in
                guard case .int(let x) = try a(i), case .int(let y) = try b(i) else { return .void }
                let (s, o) = x.subtractingReportingOverflow(y)
                if o { throw Interpreter.overflow(line) }
                return .int(s)
            }
        case "*":
            return { i throws(RuntimeFailure) in
                guard case .int(let x) = try a(i), case .int(let y) = try b(i) else { return .void }
                let (s, o) = x.multipliedReportingOverflow(by: y)
                if o { throw Interpreter.overflow(line) }
                return .int(s)
            }
        case "%":
            // As `Interpreter.checkedInteger` with the operator decided here, not compared as a string per use.
            return { i throws(RuntimeFailure) in
                guard case .int(let x) = try a(i), case .int(let y) = try b(i) else { return .void }
                if y == 0 { throw .fatal("Division by zero in remainder operation", line: line) }
                if y == -1 { if x == .min { throw .fatal("Division results in an overflow in remainder operation", line: line) }; return .int(0) }
                return .int(x % y)
            }
        case "/":
            return { i throws(RuntimeFailure) in
                guard case .int(let x) = try a(i), case .int(let y) = try b(i) else { return .void }
                if y == 0 { throw .fatal("Division by zero", line: line) }
                if y == -1, x == .min { throw .fatal("Division results in an overflow", line: line) }
                return .int(x / y)
            }
        default:
            return nil
        }
    }

    static func comparison(_ op: String, _ type: SType, _ a: @escaping Code, _ b: @escaping Code) -> Code {
        if type == .int {
            switch op {
            case "<": return { i throws(RuntimeFailure) in .bool((try a(i)).asInt < (try b(i)).asInt) }
            case "<=": return { i throws(RuntimeFailure) in .bool((try a(i)).asInt <= (try b(i)).asInt) }
            case ">": return { i throws(RuntimeFailure) in .bool((try a(i)).asInt > (try b(i)).asInt) }
            case ">=": return { i throws(RuntimeFailure) in .bool((try a(i)).asInt >= (try b(i)).asInt) }
            case "==": return { i throws(RuntimeFailure) in .bool((try a(i)).asInt == (try b(i)).asInt) }
            case "!=": return { i throws(RuntimeFailure) in .bool((try a(i)).asInt != (try b(i)).asInt) }
            default: break
            }
        }
        switch op {
        case "==": return { i throws(RuntimeFailure) in .bool(Value.equal(try a(i), try b(i))) }
        case "!=": return { i throws(RuntimeFailure) in .bool(!Value.equal(try a(i), try b(i))) }
        case "<": return { i throws(RuntimeFailure) in .bool(Value.less(try a(i), try b(i))) }
        case ">": return { i throws(RuntimeFailure) in .bool(Value.less(try b(i), try a(i))) }
        case "<=": return { i throws(RuntimeFailure) in
            let x = try a(i), y = try b(i)
            return .bool(!Value.less(y, x) && !Compiler.isNaN(x) && !Compiler.isNaN(y))
        }
        default: return { i throws(RuntimeFailure) in
            let x = try a(i), y = try b(i)
            return .bool(!Value.less(x, y) && !Compiler.isNaN(x) && !Compiler.isNaN(y))
        }
        }
    }

    static func isNaN(_ v: Value) -> Bool {
        if case .double(let d) = v { return d.isNaN }
        if case .float(let f) = v { return f.isNaN }
        return false
    }

    func logical(_ op: String, _ l: Expr, _ r: Expr) throws(Diagnostic) -> Typed {
        let lt = try expression(l, .bool)
        let rt = try expression(r, .bool)
        for (t, x) in [(lt, l), (rt, r)] where t.type != .bool {
            if t.type.isOptional { throw unwrapDiagnostic(t.type, x) }
            throw Diagnostic("cannot convert value of type '\(t.type.name)' to expected argument type 'Bool'",
                             at: x.pos, length: x.length)
        }
        let a = lt.code, b = rt.code
        var keyTest: SortKeyTest?
        if let x = lt.keyTest, let y = rt.keyTest { keyTest = op == "&&" ? .and(x, y) : .or(x, y) }
        if op == "&&" {
            return Typed(type: .bool, code: { i throws(RuntimeFailure) in .bool((try a(i)).asBool ? (try b(i)).asBool : false) },
                         keyTest: keyTest)
        }
        return Typed(type: .bool, code: { i throws(RuntimeFailure) in .bool((try a(i)).asBool ? true : (try b(i)).asBool) },
                     keyTest: keyTest)
    }

    func nilCoalescing(_ l: Expr, _ r: Expr, _ expected: SType?, opPos: SourcePos) throws(Diagnostic) -> Typed {
        if expected == Compiler.anyType, let asAny = try coalescingAsAny(l, r) { return asAny }
        let lt = try expression(l, expected.map { $0.isOptional ? $0 : .optional($0) })
        guard case .optional(let wrapped) = lt.type else {
            // Swift accepts this with a warning and simply uses the left side.
            return lt
        }
        let rt = try expression(r, wrapped)
        // `Any? ?? 0.25` is an `Any` (a `userInfo` lookup with a default): any value converts to `Any`.
        if rt.type != lt.type && rt.type != wrapped && !rt.isNilLiteral && wrapped != Compiler.anyType {
            throw Diagnostic("binary operator '??' cannot be applied to operands of type '\(lt.type.name)' and '\(rt.type.name)'",
                             at: opPos, length: 2)
        }
        let a = lt.code
        if rt.type == lt.type {
            let b = rt.code
            return Typed(type: lt.type, code: { i throws(RuntimeFailure) in
                let v = try a(i)
                if case .none = v { return try b(i) }
                return v
            })
        }
        let b = try convert(rt, to: wrapped, r, context: .argument)
        return Typed(type: wrapped, code: { i throws(RuntimeFailure) in
            if case .some(let w) = try a(i) { return w }
            return try b(i)
        })
    }
}

extension ExprKind {
    var isNilLiteral: Bool { if case .nilLiteral = self { return true }; return false }
    var isMagic: Bool { if case .magic = self { return true }; return false }
    var isLiteral: Bool {
        switch self {
        case .integer, .float, .string, .bool, .nilLiteral, .array, .dictionary: return true
        default: return false
        }
    }
}

extension Compiler {
    /// `.now()` or `.zero` (an implicit member, called or not) written out against `expected`'s type
    /// when that type has such a static member; nil otherwise.
    static func explicitStaticMember(_ e: Expr, in expected: SType?) -> Expr? {
        var t = expected
        if case .optional(let w)? = t { t = w }
        guard case .nominal(let n)? = t else { return nil }
        switch e.kind {
        case .implicitMember(let name) where n.staticProperties[name] != nil || n.staticComputed[name] != nil:
            return Expr(.member(typeReference(n.name, at: e.pos), name, namePos: e.pos), e.pos, end: e.end)
        case .call(let callee, let args, let rparen):
            guard case .implicitMember(let name) = callee.kind, n.staticMethods[name] != nil else { return nil }
            let member = Expr(.member(typeReference(n.name, at: callee.pos), name, namePos: callee.pos), callee.pos, end: callee.end)
            return Expr(.call(member, args, rparen: rparen), e.pos, end: e.end)
        default:
            return nil
        }
    }
}
