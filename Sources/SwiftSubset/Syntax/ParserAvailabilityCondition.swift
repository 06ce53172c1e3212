extension Parser {
    /// `#available(iOS 11.0, *)` is true and `#unavailable(…)` false: keylab's simulated device runs
    /// the newest iOS, as swiftc on Linux takes the `*` branch. Only in `if`/`guard`/`while`
    /// conditions, where Swift allows it.
    mutating func availabilityCondition() throws(Diagnostic) -> Expr {
        let p = current.pos
        advance()
        let isAvailable = current.kind == .identifier("available")
        advance()
        guard inCondition else { throw Diagnostic("#\(isAvailable ? "available" : "unavailable") may only be used as condition of an 'if', 'guard' or 'while' statement", at: p) }
        guard current.kind == .lparen else { throw expected("'(' in availability query") }
        try skipAvailabilityArguments()
        return Expr(.bool(isAvailable), p, end: previous.endOffset)
    }

    private mutating func skipAvailabilityArguments() throws(Diagnostic) {
        var depth = 0
        repeat {
            if atEnd { throw expected("')' in availability query") }
            if current.kind == .lparen { depth += 1 }
            if current.kind == .rparen { depth -= 1 }
            advance()
        } while depth > 0
    }
}
