/// Using declared types: properties, methods, initializers, static members and enum cases, with
/// implicit `self` inside members. Stored properties are read by index and methods called through
/// boxes (or the class vtable), so nothing is looked up by name at run time.
extension Compiler {
    // MARK: implicit self

    /// Inside a member, a bare name that is not a local variable may mean a property or method of
    /// `self` (or a static member inside a static method): the expression `self.name` it stands for.
    func implicitSelfExpr(_ name: String, at e: Expr, call: Bool = false) -> Expr? {
        guard let ctx = memberContext, function != nil, name != "self", name != "super" else { return nil }
        if scopes.contains(where: { $0.variables[name] != nil || $0.functions[name] != nil }) { return nil }
        let n = ctx.type
        let found: Bool
        if ctx.isStatic {
            found = call ? n.staticMethods[name] != nil : (n.staticProperties[name] != nil || n.staticComputed[name] != nil)
        } else if call {
            found = n.methods[name] != nil || (n.staticMethods[name] != nil)
        } else {
            found = n.properties[name] != nil || (name == "rawValue" && n.rawType != nil)
        }
        // In `extension String { ... }`, a bare `count` or `uppercased()` is the standard type's own member.
        let builtinMember = n.extendedType != nil && !ctx.isStatic && lookupVariable(name) == nil && lookupFunctions(name) == nil
            && !Compiler.builtinFunctions.contains(name) && globals.types[name] == nil && SType.namedTypes[name] == nil
        guard found || builtinMember else { return nil }
        let base: Expr
        if ctx.isStatic || (call && n.methods[name] == nil && n.staticMethods[name] != nil) {
            base = Expr(.typeExpr(.named(n.name, e.pos)), e.pos, end: e.pos.offset)
        } else {
            base = Expr(.name("self"), e.pos, end: e.pos.offset)
        }
        return Expr(.member(base, name, namePos: e.pos), e.pos, end: e.end)
    }

    /// The declared type a bare name denotes, unless a variable of that name hides it.
    func nominalTypeNamed(_ base: Expr) -> NominalType? {
        if case .typeExpr(.named(let n, _)) = base.kind { return globals.types[n] ?? scopedNominal(n) }
        if case .member = base.kind, let path = nestedTypePath(base) { return globals.types[path] }
        // `Maybe<Int>.some(2)`: a specialization of a declared generic type.
        if case .typeExpr(let ts) = base.kind, case .generic(let g, _, _) = ts, globals.genericTypes[g] != nil,
           case .nominal(let n)? = try? resolveType(ts) {
            return n
        }
        guard case .name(let n) = base.kind else { return nil }
        if lookupVariable(n) != nil { return nil }
        if case .nominal(let aliased)? = typeAlias(n) { return aliased }
        return scopedNominal(n)
    }

    /// Type names of the standard library are not values of declared types; leave them to the
    /// built-in member code (compiling them as values would be an error).
    func mayBeNominalValue(_ base: Expr) -> Bool {
        switch base.kind {
        case .typeExpr: return false
        case .member where nestedTypePath(base) != nil: return false
        case .name(let n): return lookupVariable(n) != nil || SType.namedTypes[n] == nil && scopedNominal(n) == nil && typeAlias(n) == nil
            && !Compiler.knownUnsupportedTypes.contains(n) && !["Array", "Dictionary", "Optional", "Set", "Range", "ClosedRange"].contains(n)
        default: return true
        }
    }

    /// The type of an expression, checked once per syntax node: the member and operator hooks look
    /// at a type before deciding whether to handle an expression, and without this a chain such as
    /// `a.b().c().d()` or `1 + 2 + 3 + …` would be checked again at every level (exponential time).
    func probeType(_ e: Expr) throws(Diagnostic) -> SType {
        let key = ObjectIdentifier(e)
        if let entry = probeTypes[key] { return entry.type }
        let t = try expression(e, nil).type
        probeTypes[key] = (e, t)
        return t
    }

    /// Members that extensions added to a standard type.
    func extensionHost(for t: SType) -> NominalType? {
        if case .array = t, let host = globals.extensionHosts[t.name], host.extendedType == t { return host }
        guard !globals.extensionHosts.isEmpty, SType.namedTypes[t.name] == t else { return nil }
        return globals.extensionHosts[t.name]
    }

    // MARK: reading members

    /// `base.name` for a declared type, or nil when `base` is not one.
    func nominalMemberAccess(_ base: Expr, _ name: String, namePos: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed? {
        try checkMemberAccess(base, name, namePos: namePos, assigning: false)
        if let n = nominalTypeNamed(base) { return try staticMemberRead(n, name, namePos: namePos, e) }
        if case .name("super") = base.kind { return try superMemberRead(name, namePos: namePos, e) }
        if !mayBeNominalValue(base) { return nil }
        if let inner = optionalChainOperand(base) {
            guard case .optional(.nominal) = try probeType(inner) else { return nil }
            let b = try expression(inner, nil)
            guard case .optional(.nominal(let n)) = b.type else { return nil }
            let (type, get) = try instanceProperty(n, name, namePos: namePos, baseType: b.type, e)
            let code = b.code
            let flatten = type.isOptional
            return Typed(type: flatten ? type : .optional(type), code: { i throws(RuntimeFailure) in
                guard case .some(let w) = try code(i) else { return .none }
                let r = try get(i, w)
                return flatten ? r : .some(r)
            })
        }
        let probed = try probeType(base)
        if case .nominal(let n) = probed, n.kind == .structure, case .stored(let index, _)? = n.properties[name],
           n.fields[index].lazyInit != nil {
            return try lazyStructPropertyRead(base, n, index, namePos: namePos, e)
        }
        try standardExtensionMember(probed, name, at: namePos)
        if case .nominal = probed {} else if let host = extensionHost(for: probed), host.properties[name] != nil {} else { return nil }
        let b = try expression(base, nil)
        if case .nominal(let n) = b.type, n.properties[name] == nil,
           n.staticProperties[name] != nil || n.staticComputed[name] != nil {
            // `counter.total` for a `static var total`: swiftc points at the instance.
            throw Diagnostic("static member '\(name)' cannot be used on instance of type '\(n.name)'", at: base.pos, length: base.length)
        }
        var owner: NominalType
        if case .nominal(let n) = b.type { owner = n } else if let host = extensionHost(for: b.type), host.properties[name] != nil {
            owner = host
        } else {
            return nil
        }
        let code = b.code
        // The hot case (`$0.key` in a sort's closure, `p.x` in a loop): a stored property read in one closure.
        if case .stored(let index, _)? = owner.properties[name], owner.kind == .structure, owner.fields[index].lazyInit == nil {
            // Straight from the variable's slot: the struct's fields are not retained and released.
            let path = PlainReadPath.of(b)?.appending(.field(index))
            switch b.slot {
            case .local(let l)?:
                return Typed(type: owner.fields[index].type, code: { i in i.recordField(local: l, index) },
                             localField: (l, index), readPath: path)
            case .global(let g)?:
                return Typed(type: owner.fields[index].type, code: { i in i.recordField(global: g, index) }, readPath: path)
            default: break
            }
            if let path, b.readPath != nil {
                // `ps[i].position.x`: the whole path read in place.
                return Typed(type: owner.fields[index].type, code: path.code(line: e.pos.line), readPath: path)
            }
            return Typed(type: owner.fields[index].type, code: { i throws(RuntimeFailure) in
                guard case .record(let fields) = try code(i) else { return .void }
                return fields[index]
            })
        }
        if case .stored(let index, _)? = owner.properties[name], owner.kind == .classType, owner.fields[index].lazyInit == nil,
           !owner.fields[index].isWeak, !owner.fields[index].isUnowned {
            // Straight from the variable's slot: the instance is not retained and released.
            switch b.slot {
            case .local(let l)?: return Typed(type: owner.fields[index].type, code: { i in i.objectField(local: l, index) })
            case .global(let g)?: return Typed(type: owner.fields[index].type, code: { i in i.objectField(global: g, index) })
            default: break
            }
            return Typed(type: owner.fields[index].type, code: { i throws(RuntimeFailure) in
                guard case .object(let r) = try code(i) else { return .void }
                return r.storage.fields[index]
            })
        }
        let (type, get) = try instanceProperty(owner, name, namePos: namePos, baseType: b.type, e)
        return Typed(type: type, code: { i throws(RuntimeFailure) in try get(i, try code(i)) })
    }


    func instanceProperty(_ n: NominalType, _ name: String, namePos: SourcePos, baseType: SType,
                          _ e: Expr) throws(Diagnostic) -> (SType, MemberGetter) {
        let line = e.pos.line
        switch n.properties[name] {
        case .stored(let index, _)?:
            let field = n.fields[index]
            if n.kind == .classType {
                if field.isWeak || field.isUnowned {
                    let unowned = field.isUnowned
                    return (field.type, { _, v throws(RuntimeFailure) in
                        guard case .object(let r) = v else { return .none }
                        let s = r.storage.fields[index].strongOptional
                        if unowned {
                            guard case .some(let o) = s else {
                                throw .fatal("Attempted to read an unowned reference but the object was already deallocated", line: line)
                            }
                            return o
                        }
                        return s
                    })
                }
                if let lazy = field.lazyInit {
                    let box = lazy.box
                    return (field.type, { i, v throws(RuntimeFailure) in
                        guard case .object(let r) = v else { return .void }
                        if case .void = r.storage.fields[index] {
                            let value = try i.invoke(box, receiver: v, [], line: line).0
                            r.storage.fields[index] = value
                        }
                        return r.storage.fields[index]
                    })
                }
                return (field.type, { _, v in
                    guard case .object(let r) = v else { return .void }
                    return r.storage.fields[index]
                })
            }
            return (field.type, { _, v in
                guard case .record(let fields) = v else { return .void }
                return fields[index]
            })
        case .computed(let type, let getter, _)?:
            if let k = getter.requirementIndex { return (type, requirementGetter(k)) }
            let pick = invoker(getter)
            return (type, { i, v throws(RuntimeFailure) in try i.invoke(pick(v), receiver: v, [], line: line).0 })
        case nil:
            if let (t, get) = anyHashableProperty(baseType, name) { return (t, { _, v throws(RuntimeFailure) in try get(v) }) }
            if let (g, info) = try protocolExtensionMember(n, baseType, name: name, method: false) {
                let box = g.box
                return (g.function.returnType, { i, v throws(RuntimeFailure) in
                    try i.invoke(box, receiver: .existential(v, info), [], line: line).0
                })
            }
            if let (t, get) = try errorMember(n, baseType, name, line: line) { return (t, get) }
            if n.kind == .enumeration && name == "rawValue", let rt = n.rawType {
                let raws = n.cases.map { $0.rawValue ?? .void }
                return (rt, { _, v in
                    guard case .enumCase(let tag, _) = v, tag < raws.count else { return .void }
                    return raws[tag]
                })
            }
            if name == "hashValue" || name == "description" || name == "debugDescription" {
                throw Diagnostic.unsupported("'\(name)' of '\(n.name)'", at: namePos)
            }
            if n.methods[name] != nil {
                throw Diagnostic.unsupported("methods used as values", at: namePos)
            }
            throw Diagnostic("value of type '\(baseType.name)' has no member '\(name)'", at: namePos,
                             length: name.utf8.count)
        }
    }

    /// Chooses the body to run: a class member that a subclass may override is found in the
    /// receiver's vtable; everything else is called directly.
    func invoker(_ m: MethodSymbol) -> (Value) -> FunctionBox {
        let box = m.box
        if m.owner.kind == .classType, let k = m.vtableIndex, !m.isFinal, !m.owner.isFinal {
            return { v in
                if case .object(let r) = v {
                    let table = r.storage.type.vtable
                    if k < table.count { return table[k] }
                }
                return box
            }
        }
        return { _ in box }
    }

    func staticMemberRead(_ n: NominalType, _ name: String, namePos: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed {
        if name == "self" { return metatypeValue(n) }
        try checkAvailability(Compiler.availabilityKey(n.name, name), displayName: name, at: namePos)
        if let v = n.staticProperties[name] {
            return Typed(type: v.type, code: Compiler.getter(v.slot))
        }
        if let g = n.staticComputed[name] {
            let box = g.box
            let line = e.pos.line
            return Typed(type: g.function.returnType, code: { i throws(RuntimeFailure) in
                try i.invoke(box, receiver: .void, [], line: line).0
            })
        }
        if n.kind == .enumeration {
            if let tag = n.caseIndex(name) {
                if !n.cases[tag].associated.isEmpty { return enumCaseConstructor(n, tag) }
                let v = Value.enumCase(tag, [])
                return Typed(type: .nominal(n), code: { _ in v }, constant: v)
            }
            if name == "allCases" {
                guard n.conformances.contains("CaseIterable") else {
                    throw Diagnostic("type '\(n.name)' has no member 'allCases'", at: namePos, length: 8)
                }
                let all = Value.array(n.cases.indices.map { Value.enumCase($0, []) })
                return Typed(type: .array(.nominal(n)), code: { _ in all })
            }
        }
        if n.properties[name] != nil || n.methods[name] != nil {
            throw Diagnostic("instance member '\(name)' cannot be used on type '\(n.name)'; did you mean to use a value of this type instead?",
                             at: e.pos, length: n.name.utf8.count)
        }
        throw Diagnostic("type '\(n.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
    }

    func superMemberRead(_ name: String, namePos: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed {
        guard let ctx = memberContext, let base = ctx.type.superclass, let me = lookupVariable("self") else {
            throw Diagnostic("'super' cannot be used outside of class members", at: e.pos, length: 5)
        }
        let line = e.pos.line
        let selfGet = Compiler.getter(me.slot)
        switch base.properties[name] {
        case .stored(let index, _)?:
            return Typed(type: base.fields[index].type, code: { i in
                guard case .object(let r) = i.stack[i.fp] else { return .void }
                return r.storage.fields[index]
            })
        case .computed(let type, let getter, _)?:
            let box = getter.box
            return Typed(type: type, code: { i throws(RuntimeFailure) in
                try i.invoke(box, receiver: try selfGet(i), [], line: line).0
            })
        case nil:
            throw Diagnostic("value of type '\(base.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
        }
    }

    /// `.north` where the context expects an enum.
    func enumImplicitMember(_ name: String, _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed? {
        guard var t = expected else { return nil }
        if case .optional(let w) = t { t = w }
        guard case .nominal(let n) = t else { return nil }
        if n.kind == .enumeration, let tag = n.caseIndex(name) {
            if !n.cases[tag].associated.isEmpty {
                throw Diagnostic.unsupported("enum cases with associated values used as functions", at: e.pos)
            }
            let v = Value.enumCase(tag, [])
            return Typed(type: .nominal(n), code: { _ in v }, constant: v)
        }
        if let v = n.staticProperties[name], v.type == t {
            try checkAvailability(Compiler.availabilityKey(n.name, name), displayName: name,
                                  at: SourcePos(line: e.pos.line, column: e.pos.column + 1, offset: e.pos.offset + 1))
            return Typed(type: t, code: Compiler.getter(v.slot))
        }
        let at = SourcePos(line: e.pos.line, column: e.pos.column + 1, offset: e.pos.offset + 1)
        throw Diagnostic("type '\(n.name)' has no member '\(name)'", at: at, length: name.utf8.count)
    }

    // MARK: calls

    /// Compiles the arguments of a call to a member with swiftc's label diagnostics.
    func memberArguments(_ f: FunctionSymbol, _ args: [Argument], callee: Expr, rparen: SourcePos,
                         _ e: Expr) throws(Diagnostic) -> [Code] {
        try memberArgumentCells(f, args, callee: callee, rparen: rparen, e).map { $0.run }
    }

    /// `memberArguments` as cells, for the calls that run them most (`Interpreter.invokeMethod`).
    func memberArgumentCells(_ f: FunctionSymbol, _ args: [Argument], callee: Expr, rparen: SourcePos,
                             _ e: Expr) throws(Diagnostic) -> [CodeCell] {
        if f.isAsync { try checkAsyncUse(e) }
        if f.isThrowing { try checkThrowingCall(e, thrown: f.thrownType) }
        let lparen = SourcePos(line: callee.pos.line, column: callee.pos.column + (callee.end - callee.pos.offset),
                               offset: callee.end)
        if f.variadicParams.contains(true) { return try variadicMemberArgumentCells(f, args, rparen: rparen, e) }
        let mapping = try matchArguments(f, args, lparen: lparen, rparen: rparen)
        markEscapingArguments(f, args, mapping)
        var codes: [CodeCell] = []
        for (j, type) in f.paramTypes.enumerated() {
            if j < f.inoutParams.count, f.inoutParams[j], let ai = mapping[j] {
                codes.append(CodeCell(try inoutMemberArgument(args[ai].value, type, line: e.pos.line)))
            } else if let ai = mapping[j] {
                let a = args[ai].value
                let t = try expression(a, type)
                codes.append(CodeCell(try convert(t, to: type, a, context: .argument)))
            } else if let d = f.defaultExprs.count > j ? f.defaultExprs[j] : nil, case .magic(let name) = d.kind {
                codes.append(CodeCell(try convert(magic(name, at: e), to: type, d, context: .argument)))
            } else {
                let fn = f
                let index = j
                let thunk: Code = { i throws(RuntimeFailure) in
                    let d = fn.defaults[index]
                    return try d(i)
                }
                codes.append(CodeCell(thunk))
            }
        }
        return codes
    }

    func pickOverload(_ candidates: [MethodSymbol], _ args: [Argument]) -> MethodSymbol? {
        candidates.first { labelsMatch($0.function, args) } ?? candidates.first
    }

    /// `TypeName(args)`: makes an instance and runs the chosen initializer on it.
    func construct(_ n: NominalType, _ args: [Argument], callee: Expr, rparen: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed {
        if n.kind == .enumeration {
            if args.count == 1, args[0].label == "rawValue", let rt = n.rawType {
                let t = try expression(args[0].value, rt)
                let code = try convert(t, to: rt, args[0].value, context: .argument)
                let raws = n.cases.map { $0.rawValue ?? .void }
                return Typed(type: .optional(.nominal(n)), code: { i throws(RuntimeFailure) in
                    let v = try code(i)
                    guard let tag = raws.firstIndex(where: { Value.equal($0, v) }) else { return .none }
                    return .some(.enumCase(tag, []))
                })
            }
            if n.initializers.isEmpty { throw Diagnostic.unsupported("initializers of enums", at: e.pos) }
        }
        let inheritedInit = try inheritedConvenienceInit(n, args, callee: callee)
        guard let m = inheritedInit ?? pickOverload(n.initializers, args) else {
            // A protocol is named as its existential type (`'any Shape' cannot be constructed`).
            throw Diagnostic("'\(SType.nominal(n).name)' cannot be constructed because it has no accessible initializers", at: callee.pos)
        }
        if inheritedInit == nil, n.initializers.count > 1, !labelsMatch(m.function, args) {
            throw Diagnostic("no exact matches in call to initializer", at: callee.pos, length: callee.length)
        }
        let cells = try memberArgumentCells(m.function, args, callee: callee, rparen: rparen, e)
        let codes = cells.map { $0.run }
        let box = m.box
        let line = e.pos.line
        if m.isFailable, n.kind == .classType {
            return try failableClassConstruction(n, m, codes, line: line, at: callee.pos)
        }
        if m.isFailable {
            return Typed(type: .optional(.nominal(n)), code: { i throws(RuntimeFailure) in
                let fields = try n.fields.map { (f) throws(RuntimeFailure) -> Value in try f.defaultCode?(i) ?? .void }
                let (result, newSelf) = try i.invoke(box, receiver: .record(Record(fields)), codes, line: line)
                if case .none = result { return .none }
                return .some(newSelf)
            })
        }
        if n.kind == .classType {
            if cells.count == 1 {
                let arg = cells[0].run
                return Typed(type: .nominal(n), code: { i throws(RuntimeFailure) in
                    let object = Value.object(ObjectRef(storage: ObjectStorage(type: n, fields: try n.defaultFieldValues(i), interpreter: i)))
                    return try i.invokeInit1(box, receiver: object, arg, line: line)
                })
            }
            return Typed(type: .nominal(n), code: { i throws(RuntimeFailure) in
                let object = Value.object(ObjectRef(storage: ObjectStorage(type: n, fields: try n.defaultFieldValues(i), interpreter: i)))
                return try i.invokeInit(box, receiver: object, cells, line: line)
            })
        }
        return Typed(type: .nominal(n), code: { i throws(RuntimeFailure) in
            try i.invokeInit(box, receiver: .record(try n.defaultRecord(i)), cells, line: line)
        })
    }

    /// `base.name(args)` where base is a declared type's value or the type itself; nil otherwise.
    func nominalMethodCall(_ base: Expr, _ name: String, namePos: SourcePos, _ args: [Argument], callee: Expr,
                           rparen: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed? {
        try checkMemberAccess(base, name, namePos: namePos, assigning: false)
        let line = e.pos.line
        if let n = nominalTypeNamed(base) {
            if name == "init" { return try construct(n, args, callee: callee, rparen: rparen, e) }
            if let ms = n.staticMethods[name], let m = pickOverload(ms, args) {
                let codes = try memberArguments(m.function, args, callee: callee, rparen: rparen, e)
                let box = m.box
                return Typed(type: m.function.returnType, code: { i throws(RuntimeFailure) in
                    try i.invoke(box, receiver: .void, codes, line: line).0
                })
            }
            if n.kind == .enumeration, let tag = n.caseIndex(name) {
                return try enumConstruction(n, tag, args, callee: callee, rparen: rparen, e)
            }
            if n.methods[name] != nil {
                throw Diagnostic("instance member '\(name)' cannot be used on type '\(n.name)'; did you mean to use a value of this type instead?",
                                 at: base.pos, length: n.name.utf8.count)
            }
            throw Diagnostic("type '\(n.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
        }
        if case .name(let w) = base.kind, w == "super" || w == "self", name == "init" {
            return try delegatingInit(toSuper: w == "super", args, callee: callee, rparen: rparen, e)
        }
        if case .name("super") = base.kind {
            guard let ctx = memberContext, let sup = ctx.type.superclass, let me = lookupVariable("self") else {
                throw Diagnostic("'super' cannot be used outside of class members", at: base.pos, length: 5)
            }
            guard let ms = sup.methods[name], let m = pickOverload(ms, args) else {
                throw Diagnostic("value of type '\(sup.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
            }
            let cells = try memberArgumentCells(m.function, args, callee: callee, rparen: rparen, e)
            let box = m.box
            let selfGet = Compiler.getter(me.slot)
            if cells.count == 1 {
                let arg = cells[0].run
                return Typed(type: m.function.returnType, code: { i throws(RuntimeFailure) in
                    try i.invokeMethod1(box, receiver: try selfGet(i), arg, line: line)
                })
            }
            return Typed(type: m.function.returnType, code: { i throws(RuntimeFailure) in
                try i.invokeMethod(box, receiver: try selfGet(i), cells, line: line)
            })
        }
        if name == "init", let made = try metatypeConstruction(base, args, namePos: namePos, callee: callee, rparen: rparen, e) {
            return made
        }
        if !mayBeNominalValue(base) { return nil }
        var chained = false
        var probeExpr = base
        if case .optionalChain(let inner) = base.kind { chained = true; probeExpr = inner }
        var type = try probeType(probeExpr)
        if chained, case .optional(let w) = type { type = w }
        try standardExtensionMember(type, name, at: namePos)
        let n: NominalType
        if case .nominal(let t) = type { n = t } else if let host = extensionHost(for: type), host.methods[name] != nil { n = host } else {
            return nil
        }
        let probe = try expression(probeExpr, nil)
        if n.methods[name] == nil, let (m, info) = try protocolExtensionMember(n, type, name: name, method: true) {
            let codes = try memberArguments(m.function, args, callee: callee, rparen: rparen, e)
            let box = m.box
            let baseCode = probe.code
            return Typed(type: m.function.returnType, code: { i throws(RuntimeFailure) in
                try i.invoke(box, receiver: .existential(try baseCode(i), info), codes, line: line).0
            })
        }
        guard let ms = n.methods[name], let m = pickOverload(ms, args) else {
            try refuseResultGenericMethod(n, name, at: namePos)
            if let d = conditionalMemberDiagnostic(n, name, at: namePos) { throw d }
            if case .computed? = n.properties[name] {
                throw Diagnostic("cannot call value of non-function type '\(type.name)'", at: callee.pos)
            }
            if n.properties[name] != nil {
                // A stored closure (`button.onTap()`): read the property, then call the function value.
                let property = try expression(callee, nil)
                if case .function = property.type {
                    return try callFunctionValue(property, args, e, calleeLength: callee.end - callee.pos.offset)
                }
                throw Diagnostic.unsupported("calling a property's value", at: namePos)
            }
            throw Diagnostic("value of type '\(type.name)' has no member '\(name)'", at: namePos, length: name.utf8.count)
        }
        if ms.count > 1, !labelsMatch(m.function, args) {
            throw Diagnostic("no exact matches in call to instance method '\(name)'", at: namePos, length: name.utf8.count)
        }
        let cells = try memberArgumentCells(m.function, args, callee: callee, rparen: rparen, e)
        let codes = cells.map { $0.run }
        let rt = m.function.returnType
        if let k = m.requirementIndex {
            if m.isMutating { throw Diagnostic.unsupported("mutating methods called through a protocol type", at: namePos) }
            let baseCode = probe.code
            if chained {
                // `delegate?.keyboardWillShow(height:)`: nil skips the call.
                let flatten = rt.isOptional || rt == .void
                return Typed(type: rt == .void ? .optional(.void) : (flatten ? rt : .optional(rt)), code: { i throws(RuntimeFailure) in
                    guard case .some(.existential(let inner, let info)) = try baseCode(i), k < info.methods.count,
                          let f = info.methods[k] else { return .none }
                    let r = try f(i, inner, codes, line)
                    return flatten && rt != .void ? r : .some(r)
                })
            }
            return Typed(type: rt, code: { i throws(RuntimeFailure) in
                guard case .existential(let inner, let info) = try baseCode(i), k < info.methods.count, let f = info.methods[k] else {
                    return .void
                }
                return try f(i, inner, codes, line)
            })
        }
        if m.isMutating && n.kind != .classType {
            let lv = try changedPlace(base, kind: .mutatingMember, opPos: namePos)
            if !lv.mutabilityChecked && lv.root.isLet { throw letRootError(lv.root, kind: .mutatingMember, at: namePos) }
            let box = m.box
            // Arguments are evaluated before the receiver is borrowed for the change.
            let argsCode: Code = { i throws(RuntimeFailure) in
                var values: [Value] = []
                values.reserveCapacity(codes.count)
                for c in codes { values.append(try c(i)) }
                return .array(values)
            }
            let code = memberMutation(lv, line: line, operand: argsCode) { (i: Interpreter, place: inout Value, argv: Value) throws(RuntimeFailure) -> Value in
                // `p?.move()` on nil: no instance, no call (OptionalChainAssignment.swift).
                if chained, case .none = place { return .none }
                let values = argv.asArray
                let argCodes: [Code] = values.map { v in { _ in v } }
                // `self` moves into the method's frame and back (no second reference while it
                // changes); after a `throw` the variable keeps what the method changed before it.
                let result = try i.invokeMutating(box, receiver: &place, argCodes, line: line)
                return chained && !rt.isOptional ? .some(result) : result
            }
            if chained {
                // Nil never reaches the method: the path leaves the result untouched (`.void`).
                return Typed(type: rt.isOptional ? rt : .optional(rt), code: { i throws(RuntimeFailure) in
                    let r = try code(i)
                    if case .void = r { return .none }
                    return r
                })
            }
            return Typed(type: rt, code: code)
        }
        let pick = invoker(m)
        let baseCode = probe.code
        if chained {
            let flatten = rt.isOptional || rt == .void
            return Typed(type: rt == .void ? .optional(.void) : (flatten ? rt : .optional(rt)), code: { i throws(RuntimeFailure) in
                guard case .some(let v) = try baseCode(i) else { return .none }
                let r = try i.invoke(pick(v), receiver: v, codes, line: line).0
                return flatten && rt != .void ? r : .some(r)
            })
        }
        if cells.count == 1 {
            let arg = cells[0].run
            return Typed(type: rt, code: { i throws(RuntimeFailure) in
                let v = try baseCode(i)
                return try i.invokeMethod1(pick(v), receiver: v, arg, line: line)
            })
        }
        return Typed(type: rt, code: { i throws(RuntimeFailure) in
            let v = try baseCode(i)
            return try i.invokeMethod(pick(v), receiver: v, cells, line: line)
        })
    }

    /// `self.init(...)` or `super.init(...)` inside an initializer: runs that initializer on `self`.
    func delegatingInit(toSuper: Bool, _ args: [Argument], callee: Expr, rparen: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed {
        guard let ctx = memberContext, ctx.isInitializer, let me = lookupVariable("self") else {
            throw Diagnostic("'\(toSuper ? "super" : "self").init' cannot be called outside of an initializer", at: e.pos)
        }
        let target: NominalType
        if toSuper {
            guard let s = ctx.type.superclass else {
                throw Diagnostic("'super' members cannot be referenced in a root class", at: e.pos, length: 5)
            }
            target = s
        } else {
            target = ctx.type
        }
        let candidates = toSuper ? target.initializers.filter { !$0.isConvenience } : target.initializers
        guard let m = pickOverload(candidates, args) else {
            throw Diagnostic("no exact matches in call to initializer", at: callee.pos)
        }
        if m.isFailable && ctx.method?.isFailable != true {
            // swiftc: "chain to" a superclass's initializer, "delegate to" one of the same class.
            var at = callee.pos
            if case .member(_, _, let namePos) = callee.kind { at = namePos }
            throw Diagnostic("a non-failable initializer cannot \(toSuper ? "chain" : "delegate") to failable initializer '\(String(m.function.fullName.filter { $0 != "?" }))' written with 'init?'",
                             at: at)
        }
        let codes = try memberArguments(m.function, args, callee: callee, rparen: rparen, e)
        let box = m.box
        let line = e.pos.line
        let get = Compiler.getter(me.slot), set = Compiler.setter(me.slot)
        if m.isFailable {
            // `nil` when the delegated initializer failed; the statement then ends this one
            // (`failableDelegationStatement`).
            return Typed(type: .optional(.void), code: { i throws(RuntimeFailure) in
                let (result, newSelf) = try i.invoke(box, receiver: try get(i), codes, line: line)
                if case .none = result { return .none }
                set(i, newSelf)
                return .some(.void)
            })
        }
        if !toSuper, target.kind == .classType, ctx.method?.isConvenience == true {
            // Run on a subclass instance (an inherited convenience initializer), `self.init` is the subclass's.
            let labels = m.function.labels
            return Typed(type: .void, code: { i throws(RuntimeFailure) in
                let receiver = try get(i)
                let chosen = Compiler.dynamicInitializer(receiver, labels, declaredIn: target) ?? box
                set(i, try i.invoke(chosen, receiver: receiver, codes, line: line).1)
                return .void
            })
        }
        return Typed(type: .void, code: { i throws(RuntimeFailure) in
            let newSelf = try i.invoke(box, receiver: try get(i), codes, line: line).1
            set(i, newSelf)
            return .void
        })
    }

    func enumConstruction(_ n: NominalType, _ tag: Int, _ args: [Argument], callee: Expr, rparen: SourcePos,
                          _ e: Expr) throws(Diagnostic) -> Typed {
        let c = n.cases[tag]
        if c.associated.isEmpty {
            throw Diagnostic("enum case '\(c.name)' has no associated values", at: callee.pos)
        }
        let f = FunctionSymbol(name: c.name, labels: c.associated.map { $0.label }, paramNames: c.associated.map { $0.label ?? "_" },
                               paramTypes: c.associated.map { $0.type }, defaults: [], returnType: .nominal(n),
                               box: FunctionBox(name: c.name), namePos: c.pos)
        f.declaredDefaults = Array(repeating: false, count: c.associated.count)
        let codes = try memberArguments(f, args, callee: callee, rparen: rparen, e)
        return Typed(type: .nominal(n), code: { i throws(RuntimeFailure) in
            var payload: [Value] = []
            payload.reserveCapacity(codes.count)
            for c in codes { payload.append(try c(i)) }
            return .enumCase(tag, payload)
        })
    }
}
