/// An infix operator of an `Expr.binary`, parsed once from its spelling by the parser, so the
/// checker's dispatch on it is checked by the compiler (a misspelt case does not compile).
/// Assignment operators (`=`, `+=`, …) stay `Expr.assign`'s; `as`, `is` and `? :` have their
/// own expression kinds.
enum BinaryOperator: String, Sendable {
    case logicalOr = "||", logicalAnd = "&&"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case identical = "===", notIdentical = "!==", patternMatch = "~="
    case nilCoalescing = "??"
    case closedRange = "...", halfOpenRange = "..<"
    case add = "+", subtract = "-", bitwiseOr = "|", bitwiseXor = "^", wrappingAdd = "&+", wrappingSubtract = "&-"
    case multiply = "*", divide = "/", remainder = "%", bitwiseAnd = "&", wrappingMultiply = "&*"
    case shiftLeft = "<<", shiftRight = ">>"

    /// `...` or `..<`.
    var isRange: Bool { self == .closedRange || self == .halfOpenRange }
}

/// A prefix operator of an `Expr.prefix` (`-x`, `+x`, `!b`, `~n`), parsed once by the parser.
enum PrefixOperator: String, Sendable {
    case minus = "-", plus = "+", not = "!", bitwiseNot = "~"
}
