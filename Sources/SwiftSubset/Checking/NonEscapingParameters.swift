/// swiftc's errors for a function that lets a non-escaping closure parameter escape. keylab's
/// closures can always escape, so without this check such a program would run although swiftc
/// rejects it. The check is syntactic and covers the two ways beginners store a handler:
/// appending it to an array and assigning it to a variable or property.
extension Compiler {
    /// Throws for the first `xs.append(handler)` or `x = handler` in `decl`'s body whose
    /// `handler` is a parameter of function type not marked `@escaping`.
    func checkNonEscapingParameters(_ decl: FuncDecl) throws(Diagnostic) {
        var nonEscaping: Set<String> = []
        for p in decl.params where !p.isEscaping && !p.isInout {
            if case .function = p.type { nonEscaping.insert(p.name) }
        }
        if nonEscaping.isEmpty { return }
        // A local declaration of the same name hides the parameter; leave such bodies alone.
        var shadowed = false
        var found: Diagnostic?
        var walker = SyntaxWalker(visit: { e, _ in
            guard found == nil else { return false }
            switch e.kind {
            case .call(let callee, let args, _):
                if case .member(_, "append", _) = callee.kind, args.count == 1, args[0].label == nil,
                   case .name(let p) = args[0].value.kind, nonEscaping.contains(p) {
                    found = Diagnostic("converting non-escaping parameter '\(p)' to generic parameter 'Element' may allow it to escape",
                                       at: args[0].value.pos)
                }
            case .assign("=", _, let value, let opPos):
                if case .name(let p) = value.kind, nonEscaping.contains(p) {
                    // swiftc points at the parameter too (it says nothing of the kind for `append`).
                    let notes = decl.params.first { $0.name == p }.map {
                        [DiagnosticNote(message: "parameter '\(p)' is implicitly non-escaping", pos: $0.pos)]
                    } ?? []
                    found = Diagnostic("assigning non-escaping parameter '\(p)' to an '@escaping' closure", at: opPos, notes: notes)
                }
            case .closure(let c):
                if c.params?.contains(where: { nonEscaping.contains($0.name) }) == true { shadowed = true }
            default: break
            }
            return found == nil
        })
        walker.entersClosures = true
        walker.walk(decl.body, depth: 0, functionDepth: 1)
        for s in decl.body {
            if case .variable(_, let name, _, _, _) = s.kind, nonEscaping.contains(name) { shadowed = true }
        }
        if let found, !shadowed { throw found }
    }
}
