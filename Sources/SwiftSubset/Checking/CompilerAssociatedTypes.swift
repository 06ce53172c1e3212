/// Associated types (`associatedtype Item` in a protocol). Inside the protocol the name stands
/// for a placeholder type that any type matches when a conforming type's members are checked as
/// witnesses (`mutating func append(_ item: Int)` meets `append(_: Item)`); the concrete type is
/// inferred from the witness of the first requirement written with the placeholder and bound, in
/// generic functions specialized for the conforming type, to `C.Item`. A protocol with
/// associated types used as a type of values (`let c: Container`) is refused by name.
extension Compiler {
    static let associatedTypeModule = "associatedtype"

    /// Placeholders for the protocol's associated types, bound as type aliases while its
    /// requirements are resolved; returns the names to unbind afterwards.
    func declareAssociatedTypes(_ d: TypeDecl, _ p: NominalType) -> [String] {
        var names: [String] = []
        for m in d.members {
            guard case .property(let prop) = m, prop.modifiers.has("associatedtype") else { continue }
            let placeholder = NominalType(name: prop.name, kind: .protocolType, namePos: prop.namePos, moduleName: Compiler.associatedTypeModule)
            placeholder.isResolved = true
            globals.associatedTypes[p.name, default: [:]][prop.name] = placeholder
            extras.typeAliases[prop.name] = .nominal(placeholder)
            names.append(prop.name)
        }
        return names
    }

    /// Whether a witness's type `a` meets a requirement's type `r`, an associated type matching any.
    static func witnessTypeMatches(_ a: SType, _ r: SType) -> Bool {
        switch r {
        case .nominal(let n) where n.moduleName == associatedTypeModule: return true
        case .optional(let w): if case .optional(let x) = a { return witnessTypeMatches(x, w) }; return false
        case .array(let w): if case .array(let x) = a { return witnessTypeMatches(x, w) }; return false
        default: return a == r
        }
    }

    static func witnessTypesMatch(_ a: [SType], _ r: [SType]) -> Bool {
        a.count == r.count && zip(a, r).allSatisfy { witnessTypeMatches($0.0, $0.1) }
    }

    /// The concrete types `n` gives its protocols' associated types, read off its witnesses
    /// (`func append(_ item: Int)` for `append(_: Item)`, `var items: [Int]` for `[Item]`).
    func inferAssociatedTypes(_ n: NominalType) {
        func bind(_ required: SType, _ actual: SType, _ into: inout [String: SType]) {
            switch (required, actual) {
            case (.nominal(let ph), _) where ph.moduleName == Compiler.associatedTypeModule:
                if into[ph.name] == nil { into[ph.name] = actual }
            case (.optional(let r), .optional(let a)), (.array(let r), .array(let a)):
                bind(r, a, &into)
            default:
                break
            }
        }
        var bindings = globals.associatedBindings[n.name] ?? [:]
        for p in n.protocols where globals.associatedTypes[p.name] != nil {
            for r in p.requirements {
                if let f = r.method {
                    guard let m = n.methods[r.name]?.first(where: { $0.function.labels == f.labels }) else { continue }
                    bind(f.returnType, m.function.returnType, &bindings)
                    for (rt, at) in zip(f.paramTypes, m.function.paramTypes) { bind(rt, at, &bindings) }
                } else {
                    switch n.properties[r.name] {
                    case .stored(let index, _)?: bind(r.type, n.fields[index].type, &bindings)
                    case .computed(let t, _, _)?: bind(r.type, t, &bindings)
                    case nil: break
                    }
                }
            }
        }
        if !bindings.isEmpty { globals.associatedBindings[n.name] = bindings }
    }

    /// `C.Item` in a generic function specialized with `C` bound to `t`.
    func bindAssociatedTypes(_ param: String, _ t: SType) {
        guard case .nominal(let n) = t, let bindings = globals.associatedBindings[n.name] else { return }
        for (name, bound) in bindings { extras.typeAliases[param + "." + name] = bound }
    }

    /// A protocol with associated types named as the type of a value.
    func refuseAssociatedTypeExistential(_ n: NominalType, at pos: SourcePos) throws(Diagnostic) {
        guard n.kind == .protocolType, globals.associatedTypes[n.name] != nil, memberContext?.type !== n else { return }
        throw Diagnostic.unsupported("protocols with associated types used as types ('any \(n.name)')", at: pos)
    }
}
