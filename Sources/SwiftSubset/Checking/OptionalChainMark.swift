extension Expr {
    /// Where the `?` of `inner?.x` / `inner?[i]` / `inner?()` stands: swiftc points its
    /// "cannot use optional chaining on non-optional value" error there, not at `inner`.
    var questionMarkPos: SourcePos {
        SourcePos(line: pos.line, column: pos.column + length, offset: end)
    }
}
