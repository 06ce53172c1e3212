/// `init(name: String)` in a protocol: a conforming type must have an initializer with those
/// labels and types (a struct's memberwise initializer counts), and a non-final class must mark it
/// `required`, each with swiftc's error. The requirement is used by calling the initializer on the
/// concrete type (`Pet(name:)`, or `T(name:)` in a generic function, which keylab specializes).
extension Compiler {
    func declareInitializerRequirement(_ f: FuncDecl, in p: NominalType) throws(Diagnostic) {
        for x in f.params { _ = try resolveType(x.type) }
        globals.initRequirements[p.name, default: []].append(f)
    }

    /// Checks every type of the unit against the initializer requirements of its protocols.
    func checkInitializerRequirements(_ decls: [TypeDecl]) throws(Diagnostic) {
        guard !globals.initRequirements.isEmpty else { return }
        for d in decls where d.kind != .protocolDecl {
            guard let n = globals.types[d.name], n.kind != .protocolType else { continue }
            for t in d.inherited {
                guard case .named(let name, _) = t, let requirements = globals.initRequirements[name] else { continue }
                for r in requirements { try checkInitializerRequirement(r, of: name, n, d, decls) }
            }
        }
    }

    private func checkInitializerRequirement(_ r: FuncDecl, of proto: String, _ n: NominalType, _ d: TypeDecl,
                                             _ decls: [TypeDecl]) throws(Diagnostic) {
        let labels = r.params.map(\.label)
        let types = try r.params.map { (x) throws(Diagnostic) -> SType in try resolveType(x.type) }
        let required = "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        guard let m = n.initializers.first(where: { $0.function.labels == labels && $0.function.paramTypes == types }) else {
            let own = n.initializers.filter { $0.owner === n }
            if own.count == 1, own[0].function.labels.count == labels.count, own[0].function.labels != labels {
                throw Diagnostic("initializer '\(own[0].function.fullName)' has different argument labels from those required by protocol '\(proto)' ('\(required)')",
                                 at: n.namePos)
            }
            let signature = "(" + zip(labels, types).map { ($0.0.map { $0 + ": " } ?? "") + $0.1.name }.joined(separator: ", ") + ")"
            throw Diagnostic("type '\(n.name)' does not conform to protocol '\(proto)'", at: d.namePos,
                             notes: [DiagnosticNote(message: "add stubs for conformance", pos: d.namePos),
                                     DiagnosticNote(message: "protocol requires initializer '\(required)' with type '\(signature)'", pos: r.pos,
                                                    lineText: Compiler.line(in: source, at: r.pos.offset))])
        }
        guard n.kind == .classType, !n.isFinal, m.owner === n else { return }
        let isRequired = decls.contains { decl in
            decl.name == n.name && decl.members.contains { member in
                if case .initializer(let f, let mods) = member, f.pos == m.keywordPos { return mods.has("required") }
                return false
            }
        }
        if !isRequired {
            throw Diagnostic("initializer requirement '\(required)' can only be satisfied by a 'required' initializer in non-final class '\(n.name)'",
                             at: m.keywordPos)
        }
    }
}
