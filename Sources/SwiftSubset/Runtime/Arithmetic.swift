/// Swift's checked integer arithmetic, per integer type; failures are Swift's runtime traps as values.
extension Interpreter {
    static func overflow(_ line: Int) -> RuntimeFailure {
        .fatal("arithmetic overflow", line: line)
    }

    static func checkedInt(_ op: String, _ a: Int, _ b: Int, _ kind: IntKind, line: Int) throws(RuntimeFailure) -> Int {
        let r: (partialValue: Int, overflow: Bool)
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
        case "<<": r = (b >= 64 ? 0 : (b < 0 ? a >> min(-b, 63) : a << b), false)
        case ">>": r = (b >= 64 ? (a < 0 ? -1 : 0) : (b < 0 ? a << min(-b, 63) : a >> b), false)
        case "&+": return wrap(a &+ b, kind)
        case "&-": return wrap(a &- b, kind)
        case "&*": return wrap(a &* b, kind)
        default: r = (0, true)
        }
        if op == "%", b == -1, kind.isSigned, a == kind.minValue {
            // Swift traps on `Int8.min % -1` too, although the remainder (0) fits.
            throw .fatal("Division results in an overflow in remainder operation", line: line)
        }
        if r.overflow || r.partialValue < kind.minValue || r.partialValue > kind.maxValue {
            if op == "<<" || op == ">>" { return wrap(r.partialValue, kind) }
            if op == "/" { throw .fatal("Division results in an overflow", line: line) }
            throw overflow(line)
        }
        return r.partialValue
    }

    /// Truncates to the bit width of a narrow integer type (for `&+` and shifts).
    static func wrap(_ x: Int, _ kind: IntKind) -> Int {
        switch kind {
        case .int8: return Int(Int8(truncatingIfNeeded: x))
        case .int16: return Int(Int16(truncatingIfNeeded: x))
        case .int32: return Int(Int32(truncatingIfNeeded: x))
        case .uint8: return Int(UInt8(truncatingIfNeeded: x))
        case .uint16: return Int(UInt16(truncatingIfNeeded: x))
        case .uint32: return Int(UInt32(truncatingIfNeeded: x))
        default: return x
        }
    }

    static func checkedUInt(_ op: String, _ a: UInt, _ b: UInt, line: Int) throws(RuntimeFailure) -> UInt {
        let r: (partialValue: UInt, overflow: Bool)
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
        case "<<": r = (b >= 64 ? 0 : a << b, false)
        case ">>": r = (b >= 64 ? 0 : a >> b, false)
        case "&+": r = (a &+ b, false)
        case "&-": r = (a &- b, false)
        case "&*": r = (a &* b, false)
        default: r = (0, true)
        }
        if r.overflow { throw overflow(line) }
        return r.partialValue
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
            if case .integer(let kind) = type { return .int(try checkedInt(op, x, y, kind, line: line)) }
            return .int(try checkedInt(op, x, y, .int, line: line))
        case (.uint(let x), .uint(let y)): return .uint(try checkedUInt(op, x, y, line: line))
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
