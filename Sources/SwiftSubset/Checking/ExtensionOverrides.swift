/// A subclass may not override a method its superclass got from an extension: swiftc says
/// " instance method 'speak()' is declared in extension of 'Animal' and cannot be overridden"
/// (with its two spaces after `error:`), with `override` or without. Extensions are declared after
/// the types of a unit, so their methods are listed by type name first (`extensionMethods`).
extension Compiler {
    /// Before the members of a unit's types are declared: the methods each extension adds, by full name.
    func recordExtensionMethods(_ stmts: [Stmt]) {
        for s in stmts {
            guard case .typeDeclaration(let d) = s.kind, d.kind == .extensionDecl else { continue }
            for case .method(let f, let mods) in d.members where !mods.has("static") && !mods.has("class") {
                let full = f.name + "(" + f.params.map { ($0.label ?? "_") + ":" }.joined() + ")"
                extras.extensionMethods[d.name, default: []].insert(full)
            }
        }
    }

    func checkOverrideOfExtensionMethod(_ f: FuncDecl, fullName: String, in n: NominalType, _ d: TypeDecl) throws(Diagnostic) {
        guard n.kind == .classType, d.kind != .extensionDecl else { return }
        var ancestor = n.superclass
        while let a = ancestor {
            if extras.extensionMethods[a.name]?.contains(fullName) == true {
                throw Diagnostic(" instance method '\(fullName)' is declared in extension of '\(a.name)' and cannot be overridden",
                                 at: f.namePos, length: f.name.utf8.count)
            }
            ancestor = a.superclass
        }
    }
}
