/// `split(separator:maxSplits:omittingEmptySubsequences:)` on strings, with every argument honoured
/// (an argument keylab ignored would print a wrong answer).
extension Compiler {
    func stringSplit(_ base: @escaping Code, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        var separator: Code?
        var maxSplits: Code = { _ in .int(Int.max) }
        var omitting: Code = { _ in .bool(true) }
        let order = ["separator", "maxSplits", "omittingEmptySubsequences"]
        var last = -1
        for a in args {
            guard let label = a.label, let k = order.firstIndex(of: label) else {
                if a.label == nil && (a.isTrailingClosure || Compiler.isFunctionLiteral(a.value)) {
                    throw Diagnostic.unsupported("'split' with a closure (use split(separator:))", at: a.value.pos)
                }
                if let l = a.label {
                    if l == "whereSeparator" { throw Diagnostic.unsupported("'split(whereSeparator:)'", at: a.labelPos ?? a.value.pos) }
                    throw Diagnostic("extraneous argument label '\(l):' in call", at: a.labelPos ?? a.value.pos)
                }
                throw Diagnostic("missing argument label 'separator:' in call", at: a.value.pos)
            }
            guard k > last else {
                throw Diagnostic("argument '\(label)' must precede argument '\(order[last])'", at: a.labelPos ?? a.value.pos)
            }
            last = k
            switch k {
            case 0:
                let t = try expression(a.value, .character)
                if t.type == .string {
                    throw Diagnostic.unsupported("'split' with a String separator (use a Character, or components(separatedBy:))", at: a.value.pos)
                }
                separator = try convert(t, to: .character, a.value, context: .argument)
            case 1: maxSplits = try convert(try expression(a.value, .int), to: .int, a.value, context: .argument)
            default: omitting = try convert(try expression(a.value, .bool), to: .bool, a.value, context: .argument)
            }
        }
        guard let separator else {
            throw Diagnostic("missing argument for parameter 'separator' in call", at: e.pos)
        }
        let line = e.pos.line
        return Typed(type: .array(.string), code: { i throws(RuntimeFailure) in
            let s = (try base(i)).asString
            let c = (try separator(i)).asCharacter
            let n = (try maxSplits(i)).asInt
            let omit = (try omitting(i)).asBool
            if n < 0 { throw .fatal("Must take zero or more splits", line: line) }
            if let pieces = ASCIIText.split(s, c, maxSplits: n, omittingEmpty: omit) { return .array(pieces) }
            return .array(s.split(separator: c, maxSplits: n, omittingEmptySubsequences: omit).map { .string(String($0)) })
        })
    }
}
