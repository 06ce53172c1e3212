/// `Named & Aged` (a protocol composition) and `some Shape` (an opaque type) as types.
///
/// A composition is a protocol of its own, made once per spelling: its requirements are its
/// members' (in order, each once), so a value converted to it carries one witness table like any
/// protocol value, and it lists its members as the protocols it refines, so it converts to each of
/// them. A type conforms to a composition when it conforms to every member.
///
/// `some P` hides the concrete type from the caller; a correct program only uses `P`'s members on
/// it, which the value carried as `any P` offers too, and it prints as the concrete value, so
/// keylab carries it so. `some` of a standard-library protocol (`some Equatable`, `some
/// Collection`) is refused by name: those values need their concrete type.
extension Compiler {
    func resolveMarkedType(_ marker: String, _ args: [TypeSyntax], at pos: SourcePos) throws(Diagnostic) -> SType {
        if marker == TypeSyntax.opaqueMarker {
            guard let inner = args.first, isDeclaredProtocolSyntax(inner) else { throw Diagnostic.unsupported("opaque types", at: pos) }
            return try resolveType(inner)
        }
        var parts: [NominalType] = []
        for a in args {
            if case .named("AnyObject", _) = a { parts.append(NominalType.anyObjectProtocol); continue }
            guard isDeclaredProtocolSyntax(a), case .nominal(let p) = try resolveType(a) else {
                throw Diagnostic.unsupported("protocol compositions ('A & B') of types other than declared protocols", at: pos)
            }
            parts += globals.compositionParts[p.name] ?? [p]
        }
        return .nominal(try composition(parts))
    }

    /// Whether `t` names a protocol the program declared (or a composition of them).
    private func isDeclaredProtocolSyntax(_ t: TypeSyntax) -> Bool {
        switch t {
        case .named(let name, _):
            guard let n = scopedNominal(name), n.kind == .protocolType else { return false }
            return n !== NominalType.anyProtocol && n !== NominalType.anyObjectProtocol && n !== NominalType.anyHashableProtocol
                && n !== NominalType.errorProtocol
        case .generic(TypeSyntax.compositionMarker, _, _):
            return true
        default:
            return false
        }
    }

    /// The protocol standing for `parts` together, made once per spelling.
    private func composition(_ parts: [NominalType]) throws(Diagnostic) -> NominalType {
        let name = parts.map(\.name).joined(separator: " & ")
        if let c = globals.compositions[name] { return c }
        let c = NominalType(name: name, kind: .protocolType, namePos: parts[0].namePos, moduleName: moduleName)
        c.isResolved = true
        for p in parts {
            if p === NominalType.anyObjectProtocol || p.isClassBound { c.conformances.insert("AnyObject") }
            if p === NominalType.anyObjectProtocol { continue }
            for r in p.requirements where !c.requirements.contains(where: { $0.name == r.name && $0.method?.labels == r.method?.labels }) {
                try addRequirement(r, to: c)
            }
            c.protocols.append(p)
            c.defaultProperties.merge(p.defaultProperties) { a, _ in a }
            c.defaultMethods.merge(p.defaultMethods) { a, _ in a }
        }
        globals.compositions[name] = c
        globals.compositionParts[name] = parts
        return c
    }

    /// A type conforms to a composition when it conforms to each member; nil when `p` is not one.
    func conformsToComposition(_ t: SType, _ p: NominalType) -> Bool? {
        guard let parts = globals.compositionParts[p.name], globals.compositions[p.name] === p else { return nil }
        return parts.allSatisfy { part in
            if part === NominalType.anyObjectProtocol {
                if case .nominal(let n) = t { return n.kind == .classType || n.isClassBound }
                return false
            }
            return conforms(t, to: part)
        }
    }
}
