/// swiftc's compile-time exclusivity check on one call: the same variable (or the same stored
/// path, `p.x`) passed twice as an in-out argument, as in `balance(&score, &score)`, is "inout
/// arguments are not allowed to alias each other". Without it keylab ran the call with two
/// copies and printed an answer Swift never gives.
extension Compiler {
    func checkInoutAliasing(_ args: [Argument]) throws(Diagnostic) {
        var seen: [String: SourcePos] = [:]
        for a in args {
            guard case .inoutArgument(let inner) = a.value.kind, let key = Compiler.inoutPathKey(inner) else { continue }
            if let first = seen[key] {
                throw Diagnostic("inout arguments are not allowed to alias each other", at: a.value.pos,
                                 notes: [DiagnosticNote(message: "previous aliasing argument", pos: first)])
            }
            seen[key] = a.value.pos
        }
    }

    /// `score`, `p.x`, `self.total`: the written path of a plain variable or stored property; nil
    /// for anything whose identity the text does not settle (subscripts, calls).
    static func inoutPathKey(_ e: Expr) -> String? {
        switch e.kind {
        case .name(let n): return n
        case .member(let base, let name, _): return inoutPathKey(base).map { $0 + "." + name }
        case .paren(let inner): return inoutPathKey(inner)
        default: return nil
        }
    }
}
