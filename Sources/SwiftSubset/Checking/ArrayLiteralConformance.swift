/// `ExpressibleByArrayLiteral` for the program's own types: an array literal where such a type is
/// expected calls its `init(arrayLiteral elements: Element...)`, so a host prelude's option set can
/// be written `[.curveEaseOut, .beginFromCurrentState]` as UIKit's is.
extension Compiler {
    /// The literal as the expected conforming type, nil when no such type is expected.
    func arrayLiteralConformer(_ elements: [Expr], _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed? {
        var target = expected
        if case .optional(let w)? = target { target = w }
        guard case .nominal(let n)? = target, n.kind != .protocolType, n.conformances.contains("ExpressibleByArrayLiteral") else { return nil }
        guard n.initializers.contains(where: { $0.function.labels.first == "arrayLiteral" }) else {
            throw Diagnostic("type '\(n.name)' does not conform to protocol 'ExpressibleByArrayLiteral'", at: e.pos, length: e.length,
                             notes: [DiagnosticNote(message: "add 'init(arrayLiteral elements: Element...)'", pos: n.namePos)])
        }
        // The elements go to `init(arrayLiteral:)` as one array, as Swift passes a variadic parameter.
        let argument = Argument(label: "arrayLiteral", value: e)
        let rparen = SourcePos(line: e.pos.line, column: e.pos.column + e.length - 1, offset: e.end - 1)
        let t = try construct(n, [argument], callee: Expr(.typeExpr(.named(n.name, e.pos)), e.pos, end: e.pos.offset), rparen: rparen, e)
        return t
    }
}
