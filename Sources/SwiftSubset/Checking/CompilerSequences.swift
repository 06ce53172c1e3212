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

extension Compiler {
    /// `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)` and
    /// `Dictionary(grouping:by:)`, built from sequences of pairs or with a closure.
    func dictionaryInit(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        let labels = args.map { $0.label }
        let line = e.pos.line
        if labels == ["uniqueKeysWithValues"] || labels == [nil, "uniquingKeysWith"] {
            let t = try expression(args[0].value, nil)
            guard let el = Compiler.sequenceElement(t.type), case .tuple(let kv, _) = el, kv.count == 2 else {
                throw Diagnostic("no exact matches in call to initializer", at: e.pos)
            }
            guard kv[0].isHashable else {
                throw Diagnostic("type '\(kv[0].name)' does not conform to protocol 'Hashable'", at: e.pos)
            }
            var combine: Code?
            if labels.count == 2 {
                let c = try closureArgument(args[1], params: [kv[1], kv[1]], result: kv[1], label: "uniquingKeysWith",
                                            name: "init", namePos: e.pos)
                combine = c.code
            }
            let elements = Compiler.elementsOf(t.type)
            let code = t.code
            let keyType = kv[0]
            return Typed(type: .dictionary(kv[0], kv[1]), code: { i throws(RuntimeFailure) in
                var d = DictionaryValue()
                var fv: FunctionValue?
                if let combine, case .function(let f) = try combine(i) { fv = f }
                for pair in try elements(try code(i)) {
                    guard case .tuple(let p) = pair, p.count == 2 else { continue }
                    if let old = d.lookup(p[0]) {
                        guard let fv else {
                            throw .fatal("Duplicate values for key: '\(ValueFormatter.describe(p[0], keyType))'", line: line)
                        }
                        d.set(p[0], try i.invoke2(fv, old, p[1], line: line))
                    } else {
                        d.set(p[0], p[1])
                    }
                }
                return .dictionary(d)
            })
        }
        if labels == ["grouping", "by"] {
            let t = try expression(args[0].value, nil)
            guard let el = Compiler.sequenceElement(t.type) else {
                throw Diagnostic("no exact matches in call to initializer", at: e.pos)
            }
            let c = try closureArgument(args[1], params: [el], result: nil, label: "by", name: "init", namePos: e.pos)
            guard c.result.isHashable else {
                throw Diagnostic("type '\(c.result.name)' does not conform to protocol 'Hashable'", at: args[1].value.pos)
            }
            let elements = Compiler.elementsOf(t.type)
            let code = t.code, f = c.code, spread = c.spread
            return Typed(type: .dictionary(c.result, .array(el)), code: { i throws(RuntimeFailure) in
                guard case .function(let fv) = try f(i) else { return .void }
                var d = DictionaryValue()
                for v in try elements(try code(i)) {
                    let k = try i.apply(fv, v, spread: spread, line: line)
                    var group = d.lookup(k)?.asArray ?? []
                    group.append(v)
                    d.set(k, .array(group))
                }
                return .dictionary(d)
            })
        }
        return nil
    }
}

extension Compiler {
    /// `17.quotientAndRemainder(dividingBy: 5)` gives the tuple `(quotient: 3, remainder: 2)`.
    func quotientAndRemainder(_ b: Typed, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        let divisor = try methodArgument(args, 0, b.type, label: "dividingBy", call: e)
        if args.count > 1 { throw Diagnostic("extra argument in call", at: args[1].value.pos) }
        let code = b.code, type = b.type
        let line = e.pos.line
        return Typed(type: .tuple([type, type], ["quotient", "remainder"]), code: { i throws(RuntimeFailure) in
            let x = try code(i), y = try divisor(i)
            let q = try Interpreter.arithmetic("/", x, y, type, line: line)
            let r = try Interpreter.arithmetic("%", x, y, type, line: line)
            return .tuple([q, r])
        })
    }
}
