/// `BinaryInteger`'s heterogeneous comparisons: `UInt8(1) < someInt`, `Int8(-1) == UInt(255)`.
/// Swift compares two integers of different types as the mathematical numbers they stand for,
/// so no conversion (and no overflow) happens; arithmetic between them stays an error.
extension Compiler {
    func mixedIntegerComparison(_ op: String, _ lt: Typed, _ rt: Typed) -> Typed? {
        guard Compiler.comparisonOperators.contains(op), lt.type != rt.type, lt.type.isInteger, rt.type.isInteger else {
            return nil
        }
        let a = lt.code, b = rt.code
        return Typed(type: .bool, code: { i throws(RuntimeFailure) in
            let x = try a(i), y = try b(i)
            switch op {
            case "==": return .bool(Compiler.integerOrder(x, y) == 0)
            case "!=": return .bool(Compiler.integerOrder(x, y) != 0)
            case "<": return .bool(Compiler.integerOrder(x, y) < 0)
            case "<=": return .bool(Compiler.integerOrder(x, y) <= 0)
            case ">": return .bool(Compiler.integerOrder(x, y) > 0)
            default: return .bool(Compiler.integerOrder(x, y) >= 0)
            }
        })
    }

    /// -1, 0 or 1 as the integer `x` is below, equal to or above `y`, whatever their representation.
    static func integerOrder(_ x: Value, _ y: Value) -> Int {
        switch (x, y) {
        case (.int(let p), .int(let q)): return p < q ? -1 : (p == q ? 0 : 1)
        case (.uint(let p), .uint(let q)): return p < q ? -1 : (p == q ? 0 : 1)
        case (.int(let p), .uint(let q)): return p < 0 ? -1 : integerOrder(.uint(UInt(p)), .uint(q))
        case (.uint(let p), .int(let q)): return q < 0 ? 1 : integerOrder(.uint(p), .uint(UInt(q)))
        default: return 0
        }
    }
}
