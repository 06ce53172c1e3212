/// Protocols: requirements, conformance checks, protocol types as values (existentials with a
/// witness table chosen when a value is converted), and default implementations in extensions.
///
/// Invariant: a value whose static type is a protocol is always `Value.existential(concrete, info)`;
/// `info` has one getter or method per requirement, indexed like the protocol's `requirements`.
extension Compiler {
    func declareProtocol(_ d: TypeDecl, _ p: NominalType, all: [TypeDecl]) throws(Diagnostic) {
        for t in d.inherited {
            guard case .named(let name, let pos) = t else { continue }
            if let base = globals.types[name], base.kind == .protocolType {
                if let baseDecl = all.first(where: { $0.name == name }) { try declareTypeMembers(baseDecl, all: all) }
                for r in base.requirements { try addRequirement(r, to: p) }
                inheritStaticRequirements(p, from: base)
                if base.isClassBound { p.conformances.insert("AnyObject") }
                if base.conformances.contains("CustomStringConvertible") { p.conformances.insert("CustomStringConvertible") }
            } else if name == "AnyObject" {
                // A class-only protocol (CompilerNestedTypes.swift: `isClassBound`).
                p.conformances.insert("AnyObject")
            } else if name == "Equatable" || name == "Hashable" || name == "Comparable" {
                throw Diagnostic.unsupported("protocols inheriting from '\(name)'", at: pos)
            } else if name == "CustomStringConvertible" {
                try addRequirement(Requirement(name: "description", type: .string, pos: pos), to: p)
                p.conformances.insert(name)
            } else {
                throw Diagnostic("cannot find type '\(name)' in scope", at: pos, length: name.utf8.count)
            }
        }
        let saved = memberContext
        memberContext = MemberContext(type: p)
        defer { memberContext = saved }
        let savedAliases = extras.typeAliases
        defer { extras.typeAliases = savedAliases }
        _ = declareAssociatedTypes(d, p)
        bindProtocolSelf(p)
        for m in d.members {
            switch m {
            case .property(let prop):
                if prop.modifiers.has("associatedtype") { continue }
                guard let ts = prop.type else {
                    throw Diagnostic("type annotation missing in pattern", at: prop.namePos)
                }
                if prop.modifiers.has("static") {
                    guard prop.accessors.contains(where: { $0.kind == "get" }) else {
                        throw Diagnostic("property in protocol must have explicit { get } or { get set } specifier", at: prop.namePos)
                    }
                    try declareStaticPropertyRequirement(prop, ts, in: p)
                    continue
                }
                guard prop.accessors.contains(where: { $0.kind == "get" }) else {
                    throw Diagnostic("property in protocol must have explicit { get } or { get set } specifier", at: prop.namePos)
                }
                if prop.isLet { throw Diagnostic("protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier", at: prop.pos, length: 3) }
                let settable = prop.accessors.contains { $0.kind == "set" }
                try refuseSelfInInstanceRequirement([ts], at: prop.namePos)
                try addRequirement(Requirement(name: prop.name, type: try resolveType(ts), isSettable: settable, pos: prop.namePos,
                                               line: Compiler.line(in: source, at: prop.namePos.offset)), to: p)
            case .method(let f, let mods):
                if mods.has("static") { try declareStaticMethodRequirement(f, in: p); continue }
                try refuseSelfInInstanceRequirement(f.params.map(\.type) + (f.returnType.map { [$0] } ?? []), at: f.namePos)
                let types = try f.params.map { (x) throws(Diagnostic) -> SType in try resolveType(x.type) }
                let rt = try f.returnType.map { (t) throws(Diagnostic) -> SType in try resolveType(t) } ?? .void
                let sym = FunctionSymbol(name: f.name, labels: f.params.map { $0.label }, paramNames: f.params.map { $0.name },
                                         paramTypes: types, defaults: types.map { _ in { _ in .void } }, returnType: rt,
                                         box: FunctionBox(name: f.name), namePos: f.namePos)
                sym.declaredDefaults = types.map { _ in false }
                sym.isThrowing = f.isThrowing
                sym.defaultExprs = types.map { _ in nil }
                if f.params.contains(where: { $0.isInout }) { sym.inoutParams = f.params.map { $0.isInout } }
                try addRequirement(Requirement(name: f.name, type: rt, method: sym, isMutating: mods.has("mutating"), pos: f.namePos,
                                               line: Compiler.line(in: source, at: f.namePos.offset)), to: p)
            case .initializer(let f, _):
                try declareInitializerRequirement(f, in: p)
            default:
                throw Diagnostic.unsupported("this protocol requirement", at: d.pos)
            }
        }
    }

    func addRequirement(_ r: Requirement, to p: NominalType) throws(Diagnostic) {
        let k = p.requirements.count
        p.requirements.append(r)
        if let f = r.method {
            let m = MethodSymbol(function: f, owner: p, keywordPos: r.pos)
            m.requirementIndex = k
            m.isMutating = r.isMutating
            p.methods[r.name, default: []].append(m)
        } else {
            let f = FunctionSymbol(name: r.name, labels: [], paramNames: [], paramTypes: [], defaults: [], returnType: r.type,
                                   box: FunctionBox(name: r.name), namePos: r.pos)
            let g = MethodSymbol(function: f, owner: p, keywordPos: r.pos)
            g.requirementIndex = k
            p.properties[r.name] = .computed(type: r.type, getter: g, setter: nil)
        }
    }

    /// Every declared conformance must meet each requirement (here or through a default implementation).
    func checkProtocolConformances() throws(Diagnostic) {
        for n in globals.types.values.sorted(by: { $0.namePos.offset < $1.namePos.offset }) where n.kind != .protocolType {
            for p in n.protocols { try checkConformance(n, n.selfType, p, at: n.namePos) }
        }
        for host in globals.extensionHosts.values {
            for p in host.protocols { try checkConformance(host, host.selfType, p, at: host.namePos) }
        }
        try offerNewTypesToEarlierCasts()
    }

    private func checkConformance(_ n: NominalType, _ type: SType, _ p: NominalType, at pos: SourcePos) throws(Diagnostic) {
        try checkStaticConformance(n, p, at: pos)
        for r in p.requirements where witness(n, r, p) == nil {
            let what = r.method.map { "function '\($0.fullName)' with type '\(Self.functionTypeName($0))'" }
                ?? "property '\(r.name)' with type '\(r.type.name)'"
            // swiftc's notes, in its order; the requirement may sit in an earlier REPL entry, hence its own line.
            throw Diagnostic("type '\(n.name)' does not conform to protocol '\(p.name)'", at: pos,
                             notes: [DiagnosticNote(message: "add stubs for conformance", pos: pos),
                                     DiagnosticNote(message: "protocol requires \(what)", pos: r.pos, lineText: r.line)])
        }
    }

    /// A requirement's type as swiftc names it in its notes: `(Double) -> Double`, `() -> ()`.
    private static func functionTypeName(_ f: FunctionSymbol) -> String {
        let params = f.paramTypes.map(\.name).joined(separator: ", ")
        return "(\(params))\(f.isThrowing ? " throws" : "") -> \(f.returnType.name)"
    }

    private enum Witness {
        case property(NominalType)
        case method(MethodSymbol)
        case defaultProperty(MethodSymbol)
        case defaultMethod(MethodSymbol)
    }

    /// What fulfils requirement `r` of `p` for type `n`, if anything.
    private func witness(_ n: NominalType, _ r: Requirement, _ p: NominalType) -> Witness? {
        if let f = r.method {
            if let m = n.methods[r.name]?.first(where: { $0.function.labels == f.labels && Compiler.witnessTypesMatch($0.function.paramTypes, f.paramTypes)
                && Compiler.witnessTypeMatches($0.function.returnType, f.returnType) }) {
                return .method(m)
            }
            if let m = p.defaultMethods[r.name]?.first(where: { $0.function.labels == f.labels }) { return .defaultMethod(m) }
            return nil
        }
        switch n.properties[r.name] {
        case .stored(let index, _)?:
            if Compiler.witnessTypeMatches(n.fields[index].type, r.type) && (!r.isSettable || !n.fields[index].isLet) { return .property(n) }
        case .computed(let t, _, let setter)?:
            if Compiler.witnessTypeMatches(t, r.type) && (!r.isSettable || setter != nil) { return .property(n) }
        case nil:
            break
        }
        if case .computed(_, let g, _)? = p.defaultProperties[r.name] { return .defaultProperty(g) }
        return nil
    }

    func conforms(_ t: SType, to p: NominalType) -> Bool {
        if p === NominalType.errorProtocol { return isErrorType(t) }
        if let composed = conformsToComposition(t, p) { return composed }
        var owner: NominalType?
        if case .nominal(let n) = t { owner = n } else { owner = extensionHost(for: t) }
        var c = owner
        while let n = c {
            if n.protocols.contains(where: { $0 === p || $0.requirementsInclude(p) }) { return true }
            c = n.superclass
        }
        return false
    }

    /// The witness table of a concrete type for a protocol, made once per pair.
    func witnessTable(_ concrete: SType, _ p: NominalType) throws(Diagnostic) -> ExistentialInfo {
        var owner: NominalType
        if case .nominal(let n) = concrete { owner = n } else if let host = extensionHost(for: concrete) { owner = host } else {
            throw Diagnostic.unsupported("this protocol conversion", at: p.namePos)
        }
        if let cached = owner.witnessTables[ObjectIdentifier(p)] { return cached }
        let info = ExistentialInfo(concreteType: concrete)
        owner.witnessTables[ObjectIdentifier(p)] = info
        let dummy = Expr(.name(""), p.namePos, end: p.namePos.offset)
        for r in p.requirements {
            var getter: MemberGetter?
            var setter: MemberSetter?
            var method: ((Interpreter, Value, [Code], Int) throws(RuntimeFailure) -> Value)?
            var w = witness(owner, r, p)
            if w == nil, let sup = owner.superclass { var c: NominalType? = sup; while let s = c, w == nil { w = witness(s, r, p); c = s.superclass } }
            switch w {
            case .property(let n)?:
                getter = try instanceProperty(n, r.name, namePos: r.pos, baseType: concrete, dummy).1
                if r.isSettable { setter = witnessSetter(n, r.name) }
            case .method(let m)?:
                let pick = invoker(m)
                method = { i, v, codes, line throws(RuntimeFailure) in try i.invoke(pick(v), receiver: v, codes, line: line).0 }
            case .defaultProperty(let g)?:
                let box = g.box
                getter = { [unowned info] i, v throws(RuntimeFailure) in
                    try i.invoke(box, receiver: .existential(v, info), [], line: 0).0
                }
            case .defaultMethod(let m)?:
                let box = m.box
                method = { [unowned info] i, v, codes, line throws(RuntimeFailure) in
                    try i.invoke(box, receiver: .existential(v, info), codes, line: line).0
                }
            case nil:
                break
            }
            info.getters.append(getter)
            info.setters.append(setter)
            info.methods.append(method)
        }
        return info
    }

    /// A concrete value where a protocol type is expected: wrapped with its witness table.
    func existentialConversion(_ t: Typed, to target: SType) throws(Diagnostic) -> Code? {
        var wanted = target
        var optional = false
        if case .optional(let w) = target { wanted = w; optional = true }
        guard case .nominal(let p) = wanted, p.kind == .protocolType, t.type != wanted else { return nil }
        if t.isNilLiteral { return nil }
        if optional, case .optional(let concrete) = t.type, let code = try optionalExistential(t, concrete, p) { return code }
        if p === NominalType.anyProtocol || p === NominalType.anyObjectProtocol {
            // Anything converts to `Any`; only class instances to `AnyObject`.
            if p === NominalType.anyObjectProtocol {
                guard case .nominal(let c) = t.type, c.kind == .classType else { return nil }
            }
            if t.type == .void { return nil }
            let info = ExistentialInfo(concreteType: t.type)
            let code = t.code
            if optional { return { i throws(RuntimeFailure) in .some(.existential(try code(i), info)) } }
            return { i throws(RuntimeFailure) in .existential(try code(i), info) }
        }
        if p === NominalType.anyHashableProtocol { return anyHashableConversion(t, optional: optional) }
        guard conforms(t.type, to: p) else { return nil }
        let info = try witnessTable(t.type, p)
        let code = t.code
        if optional { return { i throws(RuntimeFailure) in .some(.existential(try code(i), info)) } }
        return { i throws(RuntimeFailure) in .existential(try code(i), info) }
    }

    /// A requirement's getter on a protocol-typed value: found in the value's witness table.
    func requirementGetter(_ k: Int) -> MemberGetter {
        { i, v throws(RuntimeFailure) in
            guard case .existential(let inner, let info) = v, k < info.getters.count, let g = info.getters[k] else { return .void }
            return try g(i, inner)
        }
    }

    /// A protocol extension's member used on a conforming type's value: `self` becomes the existential.
    func protocolExtensionMember(_ n: NominalType, _ concrete: SType, name: String,
                                 method: Bool) throws(Diagnostic) -> (MethodSymbol, ExistentialInfo)? {
        var c: NominalType? = n
        while let t = c {
            for p in t.protocols {
                if method, let m = p.methods[name]?.first(where: { $0.requirementIndex == nil }) ?? p.defaultMethods[name]?.first {
                    return (m, try witnessTable(concrete, p))
                }
                if !method, case .computed(_, let g, _)? = p.properties[name], g.requirementIndex == nil {
                    return (g, try witnessTable(concrete, p))
                }
                // A requirement the type leaves to the extension's default (`var pretty: String { get }`
                // with `extension P { var pretty: String {…} }`).
                if !method, case .computed(_, let g, _)? = p.defaultProperties[name] {
                    return (g, try witnessTable(concrete, p))
                }
            }
            c = t.superclass
        }
        return nil
    }
}

extension NominalType {
    /// Protocol inheritance: this protocol's requirements include all of `p`'s.
    func requirementsInclude(_ p: NominalType) -> Bool {
        kind == .protocolType && !p.requirements.isEmpty && p.requirements.allSatisfy { r in requirements.contains { $0.name == r.name } }
    }
}
