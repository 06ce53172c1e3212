/// Numeric members beyond arithmetic: `magnitude`, `signum()`,
/// `rounded(_:)` with a rounding rule, `Int.random(in:)`,
/// `Double.random(in:)`, `Bool.random()`, `String(_:radix:)`,
/// `Int(_:radix:)`, and `toggle()` on a Bool.
extension Compiler {
    /// The unsigned type of the same width (`Int.magnitude` is a `UInt`).
    static func unsignedKind(_ k: IntKind) -> IntKind {
        switch k {
        case .int, .uint: return .uint
        case .int8, .uint8: return .uint8
        case .int16, .uint16: return .uint16
        case .int32, .uint32: return .uint32
        case .int64, .uint64: return .uint64
        }
    }

    /// `magnitude` of integers and floating-point numbers.
    func numericProperty(_ type: SType, _ name: String) -> (SType, Getter)? {
        switch (type, name) {
        case (.integer(let k), "magnitude"):
            let u = Compiler.unsignedKind(k)
            return (.integer(u), { v in
                switch v {
                case .int(let x): return u.isWideUnsigned ? .uint(x.magnitude) : .int(Int(x.magnitude))
                default: return v
                }
            })
        case (.integer(let k), "nonzeroBitCount"), (.integer(let k), "leadingZeroBitCount"),
             (.integer(let k), "trailingZeroBitCount"), (.integer(let k), "bitWidth"):
            return (.int, Compiler.bitCount(name, kind: k))
        case (.double, "magnitude"): return (.double, { v in .double(v.asDouble.magnitude) })
        case (.float, "magnitude"): return (.float, { v in if case .float(let f) = v { return .float(f.magnitude) }; return v })
        case (.float, "isNaN"): return (.bool, { v in if case .float(let f) = v { return .bool(f.isNaN) }; return .bool(false) })
        default: return nil
        }
    }

    /// `signum()` and `rounded(_:)`.
    func numericMethod(_ b: Typed, _ name: String, namePos: SourcePos, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        let code = b.code
        switch (b.type, name) {
        case (.integer, "signum"):
            if let a = args.first { throw Diagnostic("argument passed to call that takes no arguments", at: a.value.pos) }
            return Typed(type: b.type, code: { i throws(RuntimeFailure) in
                switch try code(i) {
                case .int(let x): return .int(x.signum())
                case .uint(let x): return .uint(x == 0 ? 0 : 1)
                case let v: return v
                }
            })
        case (.double, "rounded"), (.float, "rounded"):
            guard let a = args.first else { return nil }
            if a.label != nil { throw Diagnostic("extraneous argument label '\(a.label ?? ""):' in call", at: a.labelPos ?? a.value.pos) }
            if args.count > 1 { throw Diagnostic("extra argument in call", at: args[1].value.pos) }
            let rule = try roundingRule(a.value)
            return Typed(type: b.type, code: { i throws(RuntimeFailure) in
                switch try code(i) {
                case .double(let d): return .double(d.rounded(rule))
                case .float(let f): return .float(f.rounded(rule))
                case let v: return v
                }
            })
        default:
            return nil
        }
    }

    /// `.up`, `.down`, `.towardZero`, `.awayFromZero`, `.toNearestOrEven`, `.toNearestOrAwayFromZero`,
    /// also spelled `FloatingPointRoundingRule.up`.
    func roundingRule(_ e: Expr) throws(Diagnostic) -> FloatingPointRoundingRule {
        var name: String?
        switch e.kind {
        case .implicitMember(let n): name = n
        case .member(let base, let n, _):
            if case .name("FloatingPointRoundingRule") = base.kind { name = n }
        default: break
        }
        let rules: [String: FloatingPointRoundingRule] = [
            "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
            "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
        ]
        guard let name else { throw Diagnostic.unsupported("a rounding rule that is not written '.up', '.down', …", at: e.pos) }
        guard let rule = rules[name] else {
            throw Diagnostic("type 'FloatingPointRoundingRule' has no member '\(name)'", at: e.pos)
        }
        return rule
    }

    /// `Int.random(in:)`, `Double.random(in:)`, `Float.random(in:)`, `Bool.random()`.
    func randomStatic(_ type: SType, _ args: [Argument], _ e: Expr, namePos: SourcePos) throws(Diagnostic) -> Typed? {
        let line = e.pos.line
        if type == .bool {
            if let a = args.first {
                if a.label == "using" { throw Diagnostic.unsupported("'random(using:)'", at: a.value.pos) }
                throw Diagnostic("argument passed to call that takes no arguments", at: a.value.pos)
            }
            return Typed(type: .bool, code: { _ in .bool(Bool.random()) })
        }
        guard type.isInteger || type.isFloatingPoint else { return nil }
        guard args.count == 1, args[0].label == "in" else {
            if args.count == 2, args[1].label == "using" { throw Diagnostic.unsupported("'random(in:using:)'", at: args[1].value.pos) }
            throw Diagnostic("no exact matches in call to static method 'random'", at: namePos)
        }
        let r = try expression(args[0].value, .closedRange(type))
        let closed: Bool
        switch r.type {
        case .closedRange(let b) where b == type: closed = true
        case .range(let b) where b == type: closed = false
        default:
            throw Diagnostic("cannot convert value of type '\(r.type.name)' to expected argument type 'Range<\(type.name)>'",
                             at: args[0].value.pos, length: args[0].value.length)
        }
        let code = r.code
        return Typed(type: type, code: { i throws(RuntimeFailure) in
            guard case .range(let lo, let hi) = try code(i) else { return .void }
            let empty = closed ? Value.less(hi, lo) : !Value.less(lo, hi)
            if empty { throw .fatal("Can't get random value with an empty range", line: line) }
            switch (lo, hi) {
            case (.int(let a), .int(let b)): return .int(closed ? Int.random(in: a...b) : Int.random(in: a..<b))
            case (.uint(let a), .uint(let b)): return .uint(closed ? UInt.random(in: a...b) : UInt.random(in: a..<b))
            case (.double(let a), .double(let b)):
                if !(b - a).isFinite { throw .fatal("There is no uniform distribution on an infinite range", line: line) }
                return .double(closed ? Double.random(in: a...b) : Double.random(in: a..<b))
            case (.float(let a), .float(let b)):
                return .float(closed ? Float.random(in: a...b) : Float.random(in: a..<b))
            default: return lo
            }
        })
    }

    /// `String(n, radix: r, uppercase: u)` and `Int("ff", radix: 16)`; nil when the call is not one of these.
    func radixConversion(_ target: SType, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard args.count >= 2, args[0].label == nil, args[1].label == "radix" else { return nil }
        let line = e.pos.line
        let radix = try convert(try expression(args[1].value, .int), to: .int, args[1].value, context: .argument)
        switch target {
        case .string:
            var uppercase: Code = { _ in .bool(false) }
            if args.count == 3 {
                guard args[2].label == "uppercase" else { throw Diagnostic("extra argument in call", at: args[2].value.pos) }
                uppercase = try convert(try expression(args[2].value, .bool), to: .bool, args[2].value, context: .argument)
            } else if args.count > 3 {
                throw Diagnostic("extra argument in call", at: args[3].value.pos)
            }
            let value = try expression(args[0].value, .int)
            guard value.type.isInteger else {
                throw Diagnostic("initializer 'init(_:radix:uppercase:)' requires that '\(value.type.name)' conform to 'BinaryInteger'",
                                 at: e.pos)
            }
            let code = value.code
            return Typed(type: .string, code: { i throws(RuntimeFailure) in
                let r = (try radix(i)).asInt
                guard (2...36).contains(r) else { throw .fatal("Radix must be between 2 and 36", line: line) }
                let up = (try uppercase(i)).asBool
                switch try code(i) {
                case .int(let x): return .string(String(x, radix: r, uppercase: up))
                case .uint(let x): return .string(String(x, radix: r, uppercase: up))
                default: return .string("")
                }
            })
        case .integer(let kind):
            if args.count > 2 { throw Diagnostic("extra argument in call", at: args[2].value.pos) }
            let text = try stringArgument(args, 0, label: nil, e)
            return Typed(type: .optional(target), code: { i throws(RuntimeFailure) in
                let r = (try radix(i)).asInt
                guard (2...36).contains(r) else { throw .fatal("Radix must be between 2 and 36", line: line) }
                let s = (try text(i)).asString
                if kind.isWideUnsigned { return UInt(s, radix: r).map { .some(.uint($0)) } ?? .none }
                guard let v = Int(s, radix: r), v >= kind.minValue, v <= kind.maxValue else { return .none }
                return .some(.int(v))
            })
        default:
            return nil
        }
    }

    /// `flag.toggle()`: the new value is stored through the same path as `flag = !flag`.
    func toggleMutation(_ type: SType, _ args: [Argument]) throws(Diagnostic) -> MutationParts? {
        guard type == .bool else { return nil }
        if let a = args.first { throw Diagnostic("argument passed to call that takes no arguments", at: a.value.pos) }
        return MutationParts(resultType: .void, operand: { _ in .void }, change: { (v: inout Value, _: Value) throws(RuntimeFailure) -> Value in
            v = .bool(!v.asBool)
            return .void
        })
    }
}

/// A mutating member call, split as `Compiler.mutation` wants it: the
/// argument computed first, then the change made to the stored value.
struct MutationParts {
    var resultType: SType
    var operand: Code
    var change: (inout Value, Value) throws(RuntimeFailure) -> Value
}

extension Compiler {
    /// The width in bits of an integer type.
    static func bitWidth(_ k: IntKind) -> Int {
        switch k {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        default: return 64
        }
    }

    /// `nonzeroBitCount`, `leadingZeroBitCount`, `trailingZeroBitCount` and `bitWidth`, counted
    /// over the type's own width: a negative `Int8` is its 8-bit two's complement pattern.
    static func bitCount(_ name: String, kind k: IntKind) -> Getter {
        let width = bitWidth(k)
        let mask: UInt64 = width == 64 ? .max : (1 << UInt64(width)) - 1
        return { v in
            let bits: UInt64
            switch v {
            case .int(let x): bits = UInt64(bitPattern: Int64(x)) & mask
            case .uint(let x): bits = UInt64(x) & mask
            default: return .int(0)
            }
            switch name {
            case "nonzeroBitCount": return .int(bits.nonzeroBitCount)
            case "leadingZeroBitCount": return .int(bits.leadingZeroBitCount - (64 - width))
            case "trailingZeroBitCount": return .int(bits == 0 ? width : bits.trailingZeroBitCount)
            default: return .int(width)
            }
        }
    }
}
