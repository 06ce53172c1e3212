/// `zip(a, b)` and `enumerated()`: keylab makes arrays of tuples at once (Swift's lazy
/// `Zip2Sequence` / `EnumeratedSequence` give the same elements). Printing one of those sequences
/// directly would show Swift's wrapper type, so that is refused by name.
extension Compiler {
    func zipCall(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        guard args.count == 2 else {
            throw Diagnostic(args.count < 2 ? "missing argument for parameter #2 in call" : "extra argument in call", at: e.pos)
        }
        for a in args { if let l = a.label { throw Diagnostic("extraneous argument label '\(l):' in call", at: a.labelPos ?? e.pos) } }
        let a = try expression(args[0].value, nil), b = try expression(args[1].value, nil)
        guard let ea = Compiler.sequenceElement(a.type) else {
            throw Diagnostic("global function 'zip' requires that '\(a.type.name)' conform to 'Sequence'", at: args[0].value.pos)
        }
        guard let eb = Compiler.sequenceElement(b.type) else {
            throw Diagnostic("global function 'zip' requires that '\(b.type.name)' conform to 'Sequence'", at: args[1].value.pos)
        }
        let la = Compiler.elementsOf(a.type), lb = Compiler.elementsOf(b.type)
        let ca = a.code, cb = b.code
        return Typed(type: .array(.tuple([ea, eb], [nil, nil])), code: { i throws(RuntimeFailure) in
            let xs = try la(try ca(i)), ys = try lb(try cb(i))
            return .array(zip(xs, ys).map { .tuple([$0, $1]) })
        })
    }

    func enumeratedCall(_ b: Typed, _ args: [Argument], namePos: SourcePos) throws(Diagnostic) -> Typed? {
        guard let el = Compiler.sequenceElement(b.type) else { return nil }
        if let a = args.first { throw Diagnostic("argument passed to call that takes no arguments", at: a.value.pos) }
        let elements = Compiler.elementsOf(b.type)
        let code = b.code
        return Typed(type: .array(.tuple([.int, el], ["offset", "element"])), code: { i throws(RuntimeFailure) in
            .array(try elements(try code(i)).enumerated().map { .tuple([.int($0.offset), $0.element]) })
        })
    }

    /// `print(zip(a, b))` shows `Zip2Sequence<…>(…)` in Swift: refused rather than shown differently.
    static func isLazySequenceCall(_ e: Expr) -> Bool {
        guard case .call(let f, _, _) = e.kind else { return false }
        if case .name("zip") = f.kind { return true }
        if case .member(_, "enumerated", _) = f.kind { return true }
        return false
    }
}
