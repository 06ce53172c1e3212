/// A struct or class that declares `Comparable` must give `<` (swiftc synthesizes it only for
/// enums): swiftc's `type 'Score' does not conform to protocol 'Comparable'`, at the type's name.
/// A top-level `func <` taking the type counts as well.
extension Compiler {
    func checkComparableConformances(_ decls: [TypeDecl], _ stmts: [Stmt]) throws(Diagnostic) {
        guard decls.contains(where: { d in d.inherited.contains { if case .named("Comparable", _) = $0 { return true }; return false } }) else { return }
        var globalLess: [TypeSyntax] = []
        for s in stmts {
            if case .function(let f) = s.kind, f.name == "<", let first = f.params.first { globalLess.append(first.type) }
        }
        for d in decls where d.kind == .structure || d.kind == .classType || d.kind == .extensionDecl {
            guard d.inherited.contains(where: { if case .named("Comparable", _) = $0 { return true }; return false }),
                  let n = globals.types[d.name], n.kind == .structure || n.kind == .classType else { continue }
            if n.staticMethods["<"] != nil { continue }
            if globalLess.contains(where: { if case .named(let name, _) = $0 { return name == n.name }; return false }) { continue }
            throw Diagnostic("type '\(n.name)' does not conform to protocol 'Comparable'", at: d.namePos,
                             notes: [DiagnosticNote(message: "add stubs for conformance", pos: d.namePos)])
        }
    }
}
