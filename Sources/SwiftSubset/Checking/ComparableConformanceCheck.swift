/// A struct or class that declares `Comparable` must give `<` (swiftc synthesizes it only for
/// enums): swiftc's `type 'Score' does not conform to protocol 'Comparable'`, at the type's name.
/// A top-level `func <` taking the type counts as well. An enum with a raw type gets no synthesized
/// `<` either (swiftc: the raw type prevents it), so it needs its own as a struct does.
extension Compiler {
    func checkComparableConformances(_ decls: [TypeDecl], _ stmts: [Stmt]) throws(Diagnostic) {
        guard decls.contains(where: { d in d.inherited.contains { if case .named("Comparable", _) = $0 { return true }; return false } }) else { return }
        var globalLess: [TypeSyntax] = []
        for s in stmts {
            if case .function(let f) = s.kind, f.name == "<", let first = f.params.first { globalLess.append(first.type) }
        }
        for d in decls where d.kind == .structure || d.kind == .classType || d.kind == .enumeration || d.kind == .extensionDecl {
            guard d.inherited.contains(where: { if case .named("Comparable", _) = $0 { return true }; return false }),
                  let n = globals.types[d.name], n.kind == .structure || n.kind == .classType || n.rawType != nil else { continue }
            if n.staticMethods["<"] != nil { continue }
            if globalLess.contains(where: { if case .named(let name, _) = $0 { return name == n.name }; return false }) { continue }
            var notes: [DiagnosticNote] = []
            if let raw = n.rawType, n.kind == .enumeration {
                let rawPos = d.inherited.lazy.compactMap { t -> SourcePos? in
                    if case .named(let name, let pos) = t, name == raw.name { return pos }
                    return nil
                }.first ?? d.namePos
                notes.append(DiagnosticNote(message: "enum declares raw type '\(raw.name)', preventing synthesized conformance of '\(n.name)' to 'Comparable'",
                                            pos: rawPos))
            }
            notes.append(DiagnosticNote(message: "add stubs for conformance", pos: d.namePos))
            throw Diagnostic("type '\(n.name)' does not conform to protocol 'Comparable'", at: d.namePos, notes: notes)
        }
    }
}
