/// Int arithmetic and comparisons whose operands are read in place.
///
/// `n - 1`, `i % 7`, `n < 2` and `$0.score < $1.score` are the inner loop of most programs. Compiled
/// the general way, each is three closures (the operator and one per operand) passing boxed `Value`s.
/// When an operand is a local variable, an integer literal or a stored property of a struct in a
/// local, the operator's closure reads it itself, straight from the frame, and computes on `Int`s.
/// Semantics are those of `Compiler.fastIntArithmetic` / `comparison`: same traps, same messages.
enum IntOperand {
    case local(Int)
    case constant(Int)
    /// A stored property (by index) of the struct in a local slot.
    case localField(Int, Int)
    case code(Code)

    /// The operand's shape, from its checked expression (`Int` typed only).
    init(_ t: Typed, _ e: Expr) {
        if case .integer = e.kind, case .int(let c)? = t.constant {
            self = .constant(c)
        } else if case .local(let l)? = t.slot {
            self = .local(l)
        } else if let f = t.localField {
            self = .localField(f.slot, f.index)
        } else {
            self = .code(t.code)
        }
    }

    var isCode: Bool { if case .code = self { return true }; return false }
}

extension Interpreter {
    /// An `Int` local read in place (no copy of the slot's `Value`).
    @inline(__always)
    func localInt(_ l: Int) -> Int {
        stack.withUnsafeBufferPointer { p in
            if case .int(let x) = p[fp + l] { return x }
            return 0
        }
    }

    /// An `Int` stored property of the struct in a local slot, read in place.
    @inline(__always)
    func localFieldInt(_ l: Int, _ index: Int) -> Int {
        stack.withUnsafeBufferPointer { p in
            guard case .record(let fields) = p[fp + l] else { return 0 }
            return fields.withUnsafeBufferPointer { f in
                if case .int(let x) = f[index] { return x }
                return 0
            }
        }
    }

    @inline(__always)
    func int(_ o: IntOperand) throws(RuntimeFailure) -> Int {
        switch o {
        case .local(let l): return localInt(l)
        case .constant(let c): return c
        case .localField(let l, let k): return localFieldInt(l, k)
        case .code(let c):
            if case .int(let x) = try c(self) { return x }
            return 0
        }
    }
}

/// One checked `Int` operator, applied to two already read operands.
protocol FusedIntOperator {
    static func apply(_ x: Int, _ y: Int, line: Int) throws(RuntimeFailure) -> Int
}

/// One `Int` comparison.
protocol FusedIntComparison {
    static func test(_ x: Int, _ y: Int) -> Bool
}

enum FusedAdd: FusedIntOperator {
    @inline(__always) static func apply(_ x: Int, _ y: Int, line: Int) throws(RuntimeFailure) -> Int {
        let (s, o) = x.addingReportingOverflow(y)
        if o { throw Interpreter.overflow(line) }
        return s
    }
}

enum FusedSubtract: FusedIntOperator {
    @inline(__always) static func apply(_ x: Int, _ y: Int, line: Int) throws(RuntimeFailure) -> Int {
        let (s, o) = x.subtractingReportingOverflow(y)
        if o { throw Interpreter.overflow(line) }
        return s
    }
}

enum FusedMultiply: FusedIntOperator {
    @inline(__always) static func apply(_ x: Int, _ y: Int, line: Int) throws(RuntimeFailure) -> Int {
        let (s, o) = x.multipliedReportingOverflow(by: y)
        if o { throw Interpreter.overflow(line) }
        return s
    }
}

enum FusedRemainder: FusedIntOperator {
    @inline(__always) static func apply(_ x: Int, _ y: Int, line: Int) throws(RuntimeFailure) -> Int {
        if y == 0 { throw .fatal("Division by zero in remainder operation", line: line) }
        if y == -1 {
            if x == .min { throw .fatal("Division results in an overflow in remainder operation", line: line) }
            return 0
        }
        return x % y
    }
}

enum FusedDivide: FusedIntOperator {
    @inline(__always) static func apply(_ x: Int, _ y: Int, line: Int) throws(RuntimeFailure) -> Int {
        if y == 0 { throw .fatal("Division by zero", line: line) }
        if y == -1, x == .min { throw .fatal("Division results in an overflow", line: line) }
        return x / y
    }
}

enum FusedLess: FusedIntComparison { @inline(__always) static func test(_ x: Int, _ y: Int) -> Bool { x < y } }
enum FusedLessEqual: FusedIntComparison { @inline(__always) static func test(_ x: Int, _ y: Int) -> Bool { x <= y } }
enum FusedGreater: FusedIntComparison { @inline(__always) static func test(_ x: Int, _ y: Int) -> Bool { x > y } }
enum FusedGreaterEqual: FusedIntComparison { @inline(__always) static func test(_ x: Int, _ y: Int) -> Bool { x >= y } }
enum FusedEqual: FusedIntComparison { @inline(__always) static func test(_ x: Int, _ y: Int) -> Bool { x == y } }
enum FusedNotEqual: FusedIntComparison { @inline(__always) static func test(_ x: Int, _ y: Int) -> Bool { x != y } }

extension Compiler {
    /// `l op r` on `Int`s with at least one operand read in place, or nil (the general path).
    static func fusedIntArithmetic(_ op: String, _ l: IntOperand, _ r: IntOperand, line: Int) -> Code? {
        if l.isCode && r.isCode { return nil }
        switch op {
        case "+": return fused(FusedAdd.self, l, r, line: line)
        case "-": return fused(FusedSubtract.self, l, r, line: line)
        case "*": return fused(FusedMultiply.self, l, r, line: line)
        case "%": return fused(FusedRemainder.self, l, r, line: line)
        case "/": return fused(FusedDivide.self, l, r, line: line)
        default: return nil
        }
    }

    /// `l op r` compared as `Int`s with at least one operand read in place, as a condition, or nil.
    static func fusedIntCondition(_ op: String, _ l: IntOperand, _ r: IntOperand) -> ((Interpreter) throws(RuntimeFailure) -> Bool)? {
        if l.isCode && r.isCode { return nil }
        switch op {
        case "<": return fusedTest(FusedLess.self, l, r)
        case "<=": return fusedTest(FusedLessEqual.self, l, r)
        case ">": return fusedTest(FusedGreater.self, l, r)
        case ">=": return fusedTest(FusedGreaterEqual.self, l, r)
        case "==": return fusedTest(FusedEqual.self, l, r)
        case "!=": return fusedTest(FusedNotEqual.self, l, r)
        default: return nil
        }
    }

    private static func fused<Op: FusedIntOperator>(_: Op.Type, _ l: IntOperand, _ r: IntOperand, line: Int) -> Code {
        switch (l, r) {
        case (.local(let a), .constant(let c)):
            return { i throws(RuntimeFailure) in .int(try Op.apply(i.localInt(a), c, line: line)) }
        case (.local(let a), .local(let b)):
            return { i throws(RuntimeFailure) in .int(try Op.apply(i.localInt(a), i.localInt(b), line: line)) }
        case (.code(let a), .constant(let c)):
            return { i throws(RuntimeFailure) in
                guard case .int(let x) = try a(i) else { return .void }
                return .int(try Op.apply(x, c, line: line))
            }
        case (.code(let a), .local(let b)):
            return { i throws(RuntimeFailure) in
                guard case .int(let x) = try a(i) else { return .void }
                return .int(try Op.apply(x, i.localInt(b), line: line))
            }
        case (.local(let a), .code(let b)):
            return { i throws(RuntimeFailure) in
                let x = i.localInt(a)
                guard case .int(let y) = try b(i) else { return .void }
                return .int(try Op.apply(x, y, line: line))
            }
        default:
            // Operands in order, the left one first (it may have effects).
            return { i throws(RuntimeFailure) in
                let x = try i.int(l)
                return .int(try Op.apply(x, try i.int(r), line: line))
            }
        }
    }

    private static func fusedTest<Op: FusedIntComparison>(_: Op.Type, _ l: IntOperand, _ r: IntOperand) -> (Interpreter) throws(RuntimeFailure) -> Bool {
        switch (l, r) {
        case (.local(let a), .constant(let c)):
            return { i in Op.test(i.localInt(a), c) }
        case (.local(let a), .local(let b)):
            return { i in Op.test(i.localInt(a), i.localInt(b)) }
        case (.localField(let a, let k), .localField(let b, let m)):
            return { i in Op.test(i.localFieldInt(a, k), i.localFieldInt(b, m)) }
        case (.code(let a), .constant(let c)):
            return { i throws(RuntimeFailure) in
                guard case .int(let x) = try a(i) else { return false }
                return Op.test(x, c)
            }
        default:
            return { i throws(RuntimeFailure) in
                let x = try i.int(l)
                return Op.test(x, try i.int(r))
            }
        }
    }
}
