/// Generic types (`struct Stack<Element>`, `enum OptionalValue<Wrapped>`), by specialization: each
/// distinct use such as `Stack<Int>` declares a type of that name whose generic parameters are type
/// aliases while its members are checked and compiled.
extension Compiler {
    func declareGenericType(_ d: TypeDecl) throws(Diagnostic) {
        if d.kind == .protocolDecl || d.kind == .extensionDecl {
            throw Diagnostic.unsupported("generic \(d.keyword)s", at: d.pos)
        }
        globals.genericTypes[d.name] = d
        declaredThisUnit.insert("type " + d.name)
    }

    /// `Pair(first: 1, second: "x")`: the type arguments inferred from the initializer's arguments
    /// (the memberwise initializer's stored properties, or a written `init` with the same labels).
    func genericConstruction(_ d: TypeDecl, _ args: [Argument], callee: Expr, rparen: SourcePos,
                             _ e: Expr) throws(Diagnostic) -> Typed {
        var params: [(label: String?, type: TypeSyntax)] = []
        let inits = d.members.compactMap { m -> FuncDecl? in if case .initializer(let f, _) = m { return f }; return nil }
        // An extension's initializers count too; a struct keeps its memberwise one beside them.
        let extensionInits = extensionInitializers(of: d.name)
        if let f = (inits + extensionInits).first(where: { $0.params.map(\.label) == args.map(\.label) }) {
            params = f.params.map { ($0.label, $0.type) }
        } else if inits.isEmpty {
            for m in d.members {
                if case .property(let p) = m, !p.isComputed, !p.modifiers.has("static"), let t = p.type { params.append((p.name, t)) }
            }
        }
        var subs: [String: SType] = [:]
        for a in args {
            guard let p = params.first(where: { $0.label == a.label }) else { continue }
            if case .closure = a.value.kind { continue }
            if case .nilLiteral = a.value.kind { continue }
            unify(p.type, try probeType(a.value), Set(d.genericParams), &subs)
        }
        for g in d.genericParams where subs[g] == nil {
            if d.name == "Result", args.contains(where: { if case .closure = $0.value.kind { return true }; return false }) {
                // Swift infers `Success` from the closure's result and `Failure` as `any Error`.
                throw Diagnostic.unsupported("'Result(catching:)' without its generic arguments ('Result<Int, Error> { … }')", at: callee.pos)
            }
            throw Diagnostic("generic parameter '\(g)' could not be inferred", at: callee.pos)
        }
        let t = try genericTypeInstance(d, d.genericParams.compactMap { subs[$0] }, at: callee.pos)
        guard case .nominal(let n) = t else { throw Diagnostic.unsupported("this generic type", at: callee.pos) }
        return try construct(n, args, callee: callee, rparen: rparen, e)
    }

    /// `Stack<Int>`: the specialized type, declared and compiled on first use.
    func genericTypeInstance(_ d: TypeDecl, _ args: [SType], at pos: SourcePos) throws(Diagnostic) -> SType {
        guard args.count == d.genericParams.count else {
            throw Diagnostic("generic type '\(d.name)' specialized with \(args.count < d.genericParams.count ? "too few" : "too many") type parameters (got \(args.count), but expected \(d.genericParams.count))",
                             at: pos)
        }
        let name = "\(d.name)<\(args.map(\.name).joined(separator: ", "))>"
        if let n = globals.types[name] { return .nominal(n) }
        let saved = enterFreshDeclarationContext()
        defer { restoreContext(saved) }
        for (param, t) in zip(d.genericParams, args) {
            extras.typeAliases[param] = t
            if let element = Compiler.elementType(of: t) { extras.typeAliases[param + ".Element"] = element }
        }
        let declared = TypeDecl(kind: d.kind, name: name, pos: d.pos, namePos: d.namePos, inherited: d.inherited,
                                members: d.members, isFinal: d.isFinal, closingBrace: d.closingBrace)
        try declareTypeName(declared)
        guard let n = globals.types[name] else { throw Diagnostic.unsupported("this generic type", at: pos) }
        let copy = TypeDecl(kind: d.kind, name: name, pos: d.pos, namePos: d.namePos, inherited: d.inherited,
                            members: try membersMeetingTheirRequirements(d.members, base: d.name, host: n),
                            isFinal: d.isFinal, closingBrace: d.closingBrace)
        n.genericBase = d.name
        n.genericArgs = args
        // Inside its own declaration, the bare name means this specialization.
        extras.typeAliases[d.name] = .nominal(n)
        do throws(Diagnostic) {
            globals.specializationsBeingDeclared += 1
            let extensions: [TypeDecl]
            do throws(Diagnostic) {
                try declareTypeMembers(copy, all: [copy])
                extensions = try declareGenericExtensions(of: d.name, into: n)
            } catch {
                globals.specializationsBeingDeclared -= 1
                throw error
            }
            globals.specializationsBeingDeclared -= 1
            try checkProtocolConformances()
            if !n.staticProperties.isEmpty {
                throw Diagnostic("static stored properties not supported in generic types", at: d.namePos)
            }
            if globals.specializationsBeingDeclared > 0 {
                // `Pair<B, A>` named while `Pair<A, B>` declares its members: its bodies may use
                // `Pair<A, B>`'s initializers, which do not exist yet, so they wait for it.
                globals.pendingSpecializations.append(PendingSpecialization(template: d, args: args, type: n, declaration: copy,
                                                                            extensions: extensions))
                return .nominal(n)
            }
            _ = try compileTypeDeclaration(copy)
            for ext in extensions { _ = try compileTypeDeclaration(ext) }
            while !globals.pendingSpecializations.isEmpty {
                try compileBodies(globals.pendingSpecializations.removeFirst())
            }
        } catch {
            globals.types[name] = nil
            if globals.specializationsBeingDeclared == 0 { globals.pendingSpecializations.removeAll() }
            throw error
        }
        return .nominal(n)
    }

    /// Compiles a waiting specialization's member bodies (and its extensions'), with its generic
    /// parameters bound as when it was declared.
    private func compileBodies(_ p: PendingSpecialization) throws(Diagnostic) {
        let saved = enterFreshDeclarationContext()
        defer { restoreContext(saved) }
        for (param, t) in zip(p.template.genericParams, p.args) {
            extras.typeAliases[param] = t
            if let element = Compiler.elementType(of: t) { extras.typeAliases[param + ".Element"] = element }
        }
        extras.typeAliases[p.template.name] = .nominal(p.type)
        _ = try compileTypeDeclaration(p.declaration)
        for ext in p.extensions { _ = try compileTypeDeclaration(ext) }
    }
}

/// A specialization declared while another was declaring its members, compiled once that is done.
struct PendingSpecialization {
    let template: TypeDecl
    let args: [SType]
    let type: NominalType
    let declaration: TypeDecl
    let extensions: [TypeDecl]
}
