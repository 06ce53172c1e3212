/// Swift's checked integer arithmetic, per integer type; failures are Swift's runtime traps as values.
///
/// Invariant: integers of every width are stored widened: `Int`, `Int8` … `Int64` and the narrow
/// unsigned types as `Value.int`, `UInt` and `UInt64` as `Value.uint`. So one generic routine over
/// the storage type serves every integer type: it computes on the storage type, then checks the
/// result against the learner's type (`IntKind`), trapping or wrapping as that type would.
extension Interpreter {
    static func overflow(_ line: Int) -> RuntimeFailure {
        .fatal("arithmetic overflow", line: line)
    }

    /// `a op b` for an integer type whose values are stored as `T` (`Int` or `UInt`).
    static func checkedInteger<T: FixedWidthInteger>(_ op: String, _ a: T, _ b: T, _ kind: IntKind,
                                                     line: Int) throws(RuntimeFailure) -> T {
        let r: (partialValue: T, overflow: Bool)
        let width = T(T.bitWidth)
        switch op {
        case "+": r = a.addingReportingOverflow(b)
        case "-": r = a.subtractingReportingOverflow(b)
        case "*": r = a.multipliedReportingOverflow(by: b)
        case "/":
            if b == 0 { throw .fatal("Division by zero", line: line) }
            r = a.dividedReportingOverflow(by: b)
        case "%":
            if b == 0 { throw .fatal("Division by zero in remainder operation", line: line) }
            r = a.remainderReportingOverflow(dividingBy: b)
        case "&": r = (a & b, false)
        case "|": r = (a | b, false)
        case "^": r = (a ^ b, false)
        // A negative amount shifts the other way (only signed storage can hold one).
        case "<<": r = (b >= width ? 0 : (b < 0 ? a >> min(0 - b, width - 1) : a << b), false)
        case ">>": r = (b >= width ? (a < 0 ? 0 &- 1 : 0) : (b < 0 ? a << min(0 - b, width - 1) : a >> b), false)
        case "&+": return wrap(a &+ b, kind)
        case "&-": return wrap(a &- b, kind)
        case "&*": return wrap(a &* b, kind)
        default: r = (0, true)
        }
        if op == "%", kind.isSigned, b == 0 &- 1, Int(truncatingIfNeeded: a) == kind.minValue {
            // Swift traps on `Int8.min % -1` too, although the remainder (0) fits.
            throw .fatal("Division results in an overflow in remainder operation", line: line)
        }
        // Wide unsigned storage holds exactly its type's values; narrower types are checked here.
        let outOfRange = !kind.isWideUnsigned
            && (Int(truncatingIfNeeded: r.partialValue) < kind.minValue || Int(truncatingIfNeeded: r.partialValue) > kind.maxValue)
        if r.overflow || outOfRange {
            if op == "<<" || op == ">>" { return wrap(r.partialValue, kind) }
            if op == "/" { throw .fatal("Division results in an overflow", line: line) }
            throw overflow(line)
        }
        return r.partialValue
    }

    /// Truncates to the bit width of a narrow integer type (for `&+` and shifts).
    static func wrap<T: FixedWidthInteger>(_ x: T, _ kind: IntKind) -> T {
        switch kind {
        case .int8: return T(truncatingIfNeeded: Int8(truncatingIfNeeded: x))
        case .int16: return T(truncatingIfNeeded: Int16(truncatingIfNeeded: x))
        case .int32: return T(truncatingIfNeeded: Int32(truncatingIfNeeded: x))
        case .uint8: return T(truncatingIfNeeded: UInt8(truncatingIfNeeded: x))
        case .uint16: return T(truncatingIfNeeded: UInt16(truncatingIfNeeded: x))
        case .uint32: return T(truncatingIfNeeded: UInt32(truncatingIfNeeded: x))
        default: return x
        }
    }

    static func floating(_ op: String, _ a: Double, _ b: Double) -> Double {
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return a / b
        default: return .nan
        }
    }

    static func floating(_ op: String, _ a: Float, _ b: Float) -> Float {
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return a / b
        default: return .nan
        }
    }

    /// Applies an arithmetic operator to two values of the same static type.
    static func arithmetic(_ op: String, _ a: Value, _ b: Value, _ type: SType, line: Int) throws(RuntimeFailure) -> Value {
        switch (a, b) {
        case (.int(let x), .int(let y)):
            if case .integer(let kind) = type { return .int(try checkedInteger(op, x, y, kind, line: line)) }
            return .int(try checkedInteger(op, x, y, .int, line: line))
        case (.uint(let x), .uint(let y)): return .uint(try checkedInteger(op, x, y, .uint, line: line))
        case (.double(let x), .double(let y)): return .double(floating(op, x, y))
        case (.float(let x), .float(let y)): return .float(floating(op, x, y))
        case (.string(let x), .string(let y)):
            if x.utf8.count + y.utf8.count > RuntimeFailure.maxElements { throw .tooLarge(x.utf8.count + y.utf8.count, line: line) }
            return .string(x + y)
        case (.array(let x), .array(let y)):
            if x.count + y.count > RuntimeFailure.maxElements { throw .tooLarge(x.count + y.count, line: line) }
            return .array(x + y)
        default: return .void
        }
    }
}
