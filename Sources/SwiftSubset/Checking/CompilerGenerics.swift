/// Generic functions, by specialization: each call infers the type arguments from its arguments,
/// and the function is checked and compiled once per distinct set of type arguments (its generic
/// parameters are type aliases while that instance compiles). This is what beginners' generic
/// code needs (`swapTwoValues`, `makeArray(repeating:numberOfTimes:)`, `anyCommonElements`), and
/// constraints such as `T: Equatable` are checked by compiling the body with the concrete type.
extension Compiler {
    func declareGenericFunction(_ decl: FuncDecl) throws(Diagnostic) {
        if !scopes.isEmpty || function != nil || memberContext != nil {
            throw Diagnostic.unsupported("generic functions inside functions or types", at: decl.pos)
        }
        try checkGenericOperators(decl)
        var list = globals.genericFunctions[decl.name] ?? []
        // The same declaration seen again, or one with the same labels, replaces the old one. Two
        // REPL entries may put different overloads at the same position, so position alone is not
        // identity (`func f<T>(_ x: T)` then `func f<T>(a: T, b: T)` keeps both).
        list.removeAll { $0 === decl || $0.params.map(\.label) == decl.params.map(\.label) }
        list.append(decl)
        globals.genericFunctions[decl.name] = list
        declaredThisUnit.insert(decl.name)
    }

    func genericCall(_ templates: [FuncDecl], _ args: [Argument], lparen: SourcePos, rparen: SourcePos,
                     _ e: Expr, expected: SType? = nil) throws(Diagnostic) -> Typed {
        guard let decl = templates.first(where: { $0.params.map(\.label) == args.map(\.label) }) ?? templates.first else {
            throw Diagnostic("cannot find function in scope", at: e.pos)
        }
        let args = characterLiteralArrays(decl, args)
        var subs: [String: SType] = [:]
        var fromLiteral: Set<String> = []
        if decl.params.count == args.count {
            for (p, a) in zip(decl.params, args) {
                var ex = a.value
                if case .inoutArgument(let inner) = ex.kind { ex = inner }
                if case .closure = ex.kind { continue }
                if case .nilLiteral = ex.kind { continue }
                let argumentType = try probeType(ex)
                if case .named(let g, _) = p.type, decl.genericParams.contains(g), let bound = subs[g], bound != argumentType {
                    // `same(1, "one")` for `same<T>(_: T, _: T)`; numeric literals may still agree (1 and 2.5).
                    let literal = literalDefault(ex) != nil
                    if !(bound.isNumeric && argumentType.isNumeric && (literal || fromLiteral.contains(g))) {
                        throw Diagnostic("conflicting arguments to generic parameter '\(g)' ('\(argumentType.name)' vs. '\(bound.name)')",
                                         at: e.pos)
                    }
                }
                if case .named(let g, _) = p.type, subs[g] == nil, literalDefault(ex) != nil { fromLiteral.insert(g) }
                unify(p.type, argumentType, Set(decl.genericParams), &subs)
            }
        }
        // `let m: Meters = convert(run)`: a parameter only the result mentions takes the context's type.
        if let expected, let rt = decl.returnType, decl.genericParams.contains(where: { subs[$0] == nil }) {
            unify(rt, expected, Set(decl.genericParams.filter { subs[$0] == nil }), &subs)
        }
        for g in decl.genericParams where subs[g] == nil {
            throw Diagnostic("generic parameter '\(g)' could not be inferred", at: e.pos)
        }
        let typeNames = decl.genericParams.map { subs[$0]?.name ?? "?" }.joined(separator: ", ")
        let key = "\(decl.name)#\(declarationIndex(decl))<\(typeNames)>"
        let f = try genericInstance(decl, subs, key: key, internalName: "\(decl.name)<\(typeNames)>")
        return try userCall([f], args, lparen: lparen, rparen: rparen, e)
    }

    /// A number that names `decl` for as long as the program or session lasts.
    func declarationIndex(_ decl: FuncDecl) -> Int {
        if let k = globals.genericDeclarations.lastIndex(where: { $0 === decl }) { return k }
        globals.genericDeclarations.append(decl)
        return globals.genericDeclarations.count - 1
    }

    /// Binds generic parameters by matching a parameter's written type against an argument's type.
    func unify(_ pattern: TypeSyntax, _ actual: SType, _ params: Set<String>, _ subs: inout [String: SType]) {
        switch (pattern, actual) {
        case (.named(let n, _), _) where params.contains(n):
            if subs[n] == nil { subs[n] = actual }
        case (.named(let n, _), .metatype(let instance)) where n.hasSuffix(".Type") && params.contains(String(n.dropLast(5))):
            // `make(Tag.self, …)` for `func make<T>(_ type: T.Type, …)`: T is the type passed.
            let g = String(n.dropLast(5))
            if subs[g] == nil { subs[g] = instance }
        case (.optional(let p), .optional(let a)), (.array(let p), .array(let a)):
            unify(p, a, params, &subs)
        case (.optional(let p), _):
            unify(p, actual, params, &subs)
        case (.dictionary(let pk, let pv), .dictionary(let ak, let av)):
            unify(pk, ak, params, &subs)
            unify(pv, av, params, &subs)
        case (.generic(let name, let ps, _), _):
            switch (name, actual) {
            case ("Array", .array(let a)), ("Optional", .optional(let a)), ("Set", .set(let a)):
                if let p = ps.first { unify(p, a, params, &subs) }
            default: break
            }
        default:
            break
        }
    }

    /// `T.Element` for the sequences a beginner passes to a `T: Sequence` parameter.
    static func elementType(of t: SType) -> SType? {
        switch t {
        case .array(let e), .set(let e), .range(let e), .closedRange(let e), .stride(let e): return e
        case .string: return .character
        default: return nil
        }
    }

    private func genericInstance(_ decl: FuncDecl, _ subs: [String: SType], key: String,
                                 internalName: String) throws(Diagnostic) -> FunctionSymbol {
        if let f = globals.genericInstances[key] { return f }
        let saved = enterFreshDeclarationContext()
        defer { restoreContext(saved) }
        for (name, t) in subs {
            extras.typeAliases[name] = t
            bindAssociatedTypes(name, t)
            if let element = Compiler.elementType(of: t) { extras.typeAliases[name + ".Element"] = element }
        }
        let copy = FuncDecl(name: internalName, pos: decl.pos, namePos: decl.namePos, params: decl.params,
                            returnType: decl.returnType, body: decl.body, closingBrace: decl.closingBrace,
                            isThrowing: decl.isThrowing, thrownType: decl.thrownType, isAsync: decl.isAsync)
        try declareFunction(copy)
        guard let f = globals.scope.functions[internalName]?.first else {
            throw Diagnostic.unsupported("this generic function", at: decl.pos)
        }
        // The instance is reached through the template only.
        globals.scope.functions[internalName] = nil
        globals.genericInstances[key] = f
        do throws(Diagnostic) {
            try compileFunctionBodyCore(copy, f, local: nil)
        } catch {
            globals.genericInstances[key] = nil
            throw error
        }
        return f
    }
}
