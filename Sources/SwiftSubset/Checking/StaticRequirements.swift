/// Static protocol requirements (`static func make() -> Self`, `static var sides: Int { get }`)
/// and `Self` as the type of `self`.
///
/// A protocol's static requirements are checked when a type declares the conformance: a
/// `static func` with the same labels and parameter types, a `static var`/`static let` or static
/// computed property of the type (a settable requirement needs a `static var`); otherwise
/// swiftc's `type 'S' does not conform to protocol 'P'`. Generic functions are compiled per
/// concrete type, so `T.make()` and `T.sides` in `func build<T: Shape>()` are calls of the
/// concrete type's static members. Static members of a protocol extension are refused by name
/// (they would need dispatch on the conforming type).
///
/// `Self` stands for the type being declared in a struct or an enum (its extensions too) and
/// for "the conforming type" in a protocol's requirements (a placeholder any type matches, as
/// for associated types). In classes (where it is the dynamic type) and protocol extensions
/// it is refused by name.
struct StaticRequirement {
    var name: String
    /// nil for a property requirement.
    var method: FunctionSymbol?
    /// The property's type, or the method's return type.
    var type: SType
    var isSettable: Bool
    var pos: SourcePos
    var line: String?
}

extension Compiler {
    /// What `Self` means where it is written.
    func selfType(at pos: SourcePos) throws(Diagnostic) -> SType {
        if let placeholder = extras.typeAliases["Self"] { return placeholder }
        guard let n = memberContext?.type else {
            throw Diagnostic.unsupported("'Self' outside a type's declaration", at: pos)
        }
        switch n.kind {
        case .structure, .enumeration: return n.selfType
        case .classType: throw Diagnostic.unsupported("'Self' in classes", at: pos)
        case .protocolType: throw Diagnostic.unsupported("'Self' in protocol extensions", at: pos)
        }
    }

    /// Binds `Self` while a protocol's requirements are resolved (`declareProtocol` restores
    /// the aliases afterwards).
    func bindProtocolSelf(_ p: NominalType) {
        let placeholder = NominalType(name: "Self", kind: .protocolType, namePos: p.namePos, moduleName: Compiler.associatedTypeModule)
        placeholder.isResolved = true
        extras.typeAliases["Self"] = .nominal(placeholder)
    }

    /// `func copy() -> Self` as an instance requirement: a call through a value of the protocol
    /// type would need the value's own type, so it is refused by name.
    func refuseSelfInInstanceRequirement(_ types: [TypeSyntax], at pos: SourcePos) throws(Diagnostic) {
        func mentionsSelf(_ t: TypeSyntax) -> Bool {
            switch t {
            case .named(let n, _): return n == "Self"
            case .optional(let w), .array(let w), .implicitlyUnwrapped(let w), .autoclosure(let w): return mentionsSelf(w)
            case .dictionary(let k, let v): return mentionsSelf(k) || mentionsSelf(v)
            case .generic(_, let args, _), .tuple(let args, _, _): return args.contains(where: mentionsSelf)
            case .function(let ps, let r, _): return ps.contains(where: mentionsSelf) || mentionsSelf(r)
            case .unsupported: return false
            }
        }
        if types.contains(where: mentionsSelf) {
            throw Diagnostic.unsupported("'Self' in a protocol's instance requirements", at: pos)
        }
    }

    /// A protocol inherits its base's static requirements.
    func inheritStaticRequirements(_ p: NominalType, from base: NominalType) {
        globals.staticRequirements[p.name, default: []] += globals.staticRequirements[base.name] ?? []
    }

    /// `static var name: T { get }` in a protocol.
    func declareStaticPropertyRequirement(_ prop: PropertyDecl, _ type: TypeSyntax, in p: NominalType) throws(Diagnostic) {
        let settable = prop.accessors.contains { $0.kind == "set" }
        let r = StaticRequirement(name: prop.name, method: nil, type: try resolveType(type), isSettable: settable,
                                  pos: prop.namePos, line: Compiler.line(in: source, at: prop.namePos.offset))
        globals.staticRequirements[p.name, default: []].append(r)
    }

    /// `static func name(…) -> T` in a protocol.
    func declareStaticMethodRequirement(_ f: FuncDecl, in p: NominalType) throws(Diagnostic) {
        let types = try f.params.map { (x) throws(Diagnostic) -> SType in try resolveType(x.type) }
        let rt = try f.returnType.map { (t) throws(Diagnostic) -> SType in try resolveType(t) } ?? .void
        let sym = FunctionSymbol(name: f.name, labels: f.params.map { $0.label }, paramNames: f.params.map { $0.name },
                                 paramTypes: types, defaults: types.map { _ in { _ in .void } }, returnType: rt,
                                 box: FunctionBox(name: f.name), namePos: f.namePos)
        sym.isThrowing = f.isThrowing
        let r = StaticRequirement(name: f.name, method: sym, type: rt, isSettable: false, pos: f.namePos,
                                  line: Compiler.line(in: source, at: f.namePos.offset))
        globals.staticRequirements[p.name, default: []].append(r)
    }

    /// swiftc's error when `n` lacks a static member protocol `p` requires.
    func checkStaticConformance(_ n: NominalType, _ p: NominalType, at pos: SourcePos) throws(Diagnostic) {
        for r in globals.staticRequirements[p.name] ?? [] where !hasStaticWitness(n, r) {
            if let f = r.method, let same = n.staticMethods[r.name], same.count == 1, same[0].function.labels != f.labels,
               same[0].function.paramTypes.count == f.paramTypes.count {
                throw Diagnostic("static method '\(r.name)' has different argument labels from those required by protocol '\(p.name)' ('\(f.fullName)')",
                                 at: same[0].function.namePos, length: r.name.utf8.count)
            }
            let what: String
            if let f = r.method {
                let params = f.paramTypes.map { Compiler.namingSelf($0, n) }.joined(separator: ", ")
                what = "function '\(f.fullName)' with type '(\(params))\(f.isThrowing ? " throws" : "") -> \(Compiler.namingSelf(f.returnType, n))'"
            } else {
                what = "property '\(r.name)' with type '\(Compiler.namingSelf(r.type, n))'"
            }
            throw Diagnostic("type '\(n.name)' does not conform to protocol '\(p.name)'", at: pos,
                             notes: [DiagnosticNote(message: "add stubs for conformance", pos: pos),
                                     DiagnosticNote(message: "protocol requires \(what)", pos: r.pos, lineText: r.line)])
        }
    }

    /// A static member declared in a protocol extension: refused, it would need the conforming type.
    func refuseStaticProtocolExtensionMember(_ n: NominalType, at pos: SourcePos) throws(Diagnostic) {
        if n.kind == .protocolType, extras.inExtension {
            throw Diagnostic.unsupported("static members in protocol extensions", at: pos)
        }
    }

    private func hasStaticWitness(_ n: NominalType, _ r: StaticRequirement) -> Bool {
        if let f = r.method {
            return n.staticMethods[r.name]?.contains { m in
                m.function.labels == f.labels && Compiler.witnessTypesMatch(m.function.paramTypes, f.paramTypes)
                    && Compiler.witnessTypeMatches(m.function.returnType, f.returnType)
            } ?? false
        }
        if let v = n.staticProperties[r.name] {
            return Compiler.witnessTypeMatches(v.type, r.type) && (!r.isSettable || !v.isLet)
        }
        if let g = n.staticComputed[r.name] {
            return !r.isSettable && Compiler.witnessTypeMatches(g.function.returnType, r.type)
        }
        return false
    }

    /// A requirement's type in a note, with `Self` named as the conforming type (swiftc's wording).
    private static func namingSelf(_ t: SType, _ n: NominalType) -> String {
        if case .nominal(let x) = t, x.name == "Self", x.moduleName == associatedTypeModule { return n.name }
        return t.name
    }
}
