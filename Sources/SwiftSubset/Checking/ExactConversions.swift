/// `Int(exactly: 3.0)`, `Int8(exactly: n)`, `Double(exactly: n)`: conversions that give nil rather than
/// round or trap when the value has no exact counterpart in the target type (a fraction, a value out
/// of range, an infinity or NaN, an integer too wide for the floating-point significand).
extension Compiler {
    /// The conversion, or nil when the call is not `T(exactly:)` for a numeric `T`.
    func exactConversion(_ target: SType, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard args.count == 1, args[0].label == "exactly", target.isNumeric else { return nil }
        let arg = args[0].value
        let t = try expression(arg, nil)
        guard t.type.isNumeric else {
            throw Diagnostic("no exact matches in call to initializer", at: e.pos)
        }
        let code = t.code
        switch target {
        case .integer(let kind):
            return Typed(type: .optional(target), code: { i throws(RuntimeFailure) in
                Compiler.exactInteger(try code(i), kind).map { .some($0) } ?? .none
            })
        case .double, .float:
            let toFloat = target == .float
            return Typed(type: .optional(target), code: { i throws(RuntimeFailure) in
                Compiler.exactFloating(try code(i), toFloat: toFloat).map { .some($0) } ?? .none
            })
        default:
            return nil
        }
    }

    /// `v` as a `kind` integer when it is one exactly.
    static func exactInteger(_ v: Value, _ kind: IntKind) -> Value? {
        switch v {
        case .int(let x): return integer(exactly: x, kind)
        case .uint(let u):
            if kind.isWideUnsigned { return .uint(u) }
            guard let x = Int(exactly: u) else { return nil }
            return integer(exactly: x, kind)
        case .double(let d): return integer(exactly: d, kind)
        case .float(let f): return integer(exactly: Double(f), kind)
        default: return nil
        }
    }

    private static func integer(exactly x: Int, _ kind: IntKind) -> Value? {
        guard x >= kind.minValue, x <= kind.maxValue else { return nil }
        return kind.isWideUnsigned ? .uint(UInt(x)) : .int(x)
    }

    private static func integer(exactly d: Double, _ kind: IntKind) -> Value? {
        if kind.isWideUnsigned { return UInt(exactly: d).map { .uint($0) } }
        guard let x = Int(exactly: d) else { return nil }
        return integer(exactly: x, kind)
    }

    /// `v` as a Double (or Float) when the value survives the trip unchanged.
    static func exactFloating(_ v: Value, toFloat: Bool) -> Value? {
        switch v {
        case .int(let x): return toFloat ? Float(exactly: x).map { .float($0) } : Double(exactly: x).map { .double($0) }
        case .uint(let u): return toFloat ? Float(exactly: u).map { .float($0) } : Double(exactly: u).map { .double($0) }
        case .double(let d): return toFloat ? Float(exactly: d).map { .float($0) } : Double(exactly: d).map { .double($0) }
        case .float(let f): return toFloat ? Float(exactly: f).map { .float($0) } : Double(exactly: f).map { .double($0) }
        default: return nil
        }
    }
}
