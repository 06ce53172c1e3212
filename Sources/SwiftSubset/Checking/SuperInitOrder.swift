/// swiftc's error for a subclass initializer that reads an inherited property before
/// `super.init`: the superclass's part of the object does not exist yet, so keylab, which lays
/// out the whole object at once, would otherwise print whatever the field held.
extension Compiler {
    /// Throws "'self' used in property access 'x' before 'super.init' call" for the first use of
    /// an inherited stored property (bare `x` or `self.x`) in the statements of `f` before its
    /// top-level `super.init(…)`.
    func checkInheritedUseBeforeSuperInit(_ n: NominalType, _ f: FuncDecl) throws(Diagnostic) {
        guard let base = n.superclass,
              let k = f.body.firstIndex(where: { Compiler.callsInit([$0], on: "super") }) else { return }
        let inherited = Set(base.fields.map { $0.name })
        // Parameters and locals of the same name hide the property when it is written bare.
        var hidden = Set(f.params.map { $0.name })
        for s in f.body[..<k] {
            if case .variable(_, let name, _, _, _) = s.kind { hidden.insert(name) }
        }
        var found: Diagnostic?
        let walker = SyntaxWalker(visit: { e, _ in
            guard found == nil else { return false }
            switch e.kind {
            case .assign(_, let target, _, let opPos):
                // An assignment is reported at its operator.
                if case .member(let b, let x, _) = target.kind, case .name("self") = b.kind, inherited.contains(x) {
                    found = Diagnostic("'self' used in property access '\(x)' before 'super.init' call", at: opPos)
                } else if case .name(let x) = target.kind, inherited.contains(x), !hidden.contains(x) {
                    found = Diagnostic("'self' used in property access '\(x)' before 'super.init' call", at: opPos)
                }
            case .name(let x) where inherited.contains(x) && !hidden.contains(x):
                found = Diagnostic("'self' used in property access '\(x)' before 'super.init' call", at: e.pos)
            case .member(let b, let x, let namePos):
                if case .name("self") = b.kind, inherited.contains(x) {
                    found = Diagnostic("'self' used in property access '\(x)' before 'super.init' call", at: namePos)
                }
            default: break
            }
            return found == nil
        })
        walker.walk(Array(f.body[..<k]), depth: 0, functionDepth: 1)
        if let found { throw found }
    }
}
