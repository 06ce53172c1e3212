/// Pass 3 of type declarations: default values, static properties and the bodies of methods,
/// accessors, initializers and `deinit`, compiled where the declaration stands in the program.
extension Compiler {
    func compileTypeDeclaration(_ d: TypeDecl) throws(Diagnostic) -> StmtCode {
        // A protocol's requirements have no bodies.
        if d.kind == .protocolDecl || !d.genericParams.isEmpty { return { _ in .normal } }
        guard let n = d.kind == .extensionDecl ? (globals.types[d.name] ?? globals.extensionHosts[d.name]) : globals.types[d.name] else {
            return { _ in .normal }
        }
        let saved = memberContext
        defer { memberContext = saved }
        memberContext = MemberContext(type: n)
        let savedInExtension = extras.inExtension
        extras.inExtension = d.kind == .extensionDecl
        defer { extras.inExtension = savedInExtension }
        var statics: [StmtCell] = []
        let firstOwnField = n.superclass?.fields.count ?? 0
        for m in d.members {
            switch m {
            case .property(let p):
                if p.modifiers.has("static") || p.modifiers.has("class") {
                    if let getter = n.staticComputed[p.name], let g = p.accessors.first(where: { $0.kind == "get" }) {
                        memberContext = MemberContext(type: n, isStatic: true)
                        try compileMember(getter, params: [], body: g.body, closingBrace: p.namePos, isGetter: true)
                        memberContext = MemberContext(type: n)
                        continue
                    }
                    guard let v = n.staticProperties[p.name] else { continue }
                    guard let value = p.value else {
                        throw Diagnostic("'static var' declaration requires an initializer expression or an explicit stored type",
                                         at: p.namePos)
                    }
                    memberContext = MemberContext(type: n, isStatic: true)
                    let t = try expression(value, v.type)
                    memberContext = MemberContext(type: n)
                    statics.append(StmtCell(storeCode(v.slot, try convert(t, to: v.type, value, context: .specified))))
                    continue
                }
                let info = d.kind == .extensionDecl && n.kind == .protocolType ? (n.defaultProperties[p.name] ?? n.properties[p.name])
                    : n.properties[p.name]
                switch info {
                case .stored(let index, let observer)?:
                    guard index >= firstOwnField else { continue }
                    let field = n.fields[index]
                    if let lazy = field.lazyInit, let value = p.value {
                        memberContext = MemberContext(type: n)
                        try compileMember(lazy, params: [], body: [Stmt(.returnStmt(value), value.pos)], closingBrace: p.namePos,
                                          isGetter: true)
                        continue
                    }
                    if let value = p.value {
                        let t = try expression(value, field.type)
                        var code = try convert(t, to: field.type, value, context: .specified)
                        if field.isWeak || field.isUnowned {
                            let inner = code, unowned = field.isUnowned
                            code = { i throws(RuntimeFailure) in Value.weak(try inner(i), isUnowned: unowned) }
                        }
                        n.fields[index].defaultCode = code
                        propagateDefault(index, code, from: n)
                    }
                    if let observer { try compileObserver(observer, p, index: index, field: field) }
                case .computed(_, let getter, let setter)?:
                    if let g = p.accessors.first(where: { $0.kind == "get" }) {
                        memberContext = MemberContext(type: n)
                        try compileMember(getter, params: [], body: g.body, closingBrace: p.namePos, isGetter: true)
                    }
                    if let setter, let s = p.accessors.first(where: { $0.kind == "set" }) {
                        memberContext = MemberContext(type: n, selfIsMutable: n.kind != .classType, method: setter)
                        try compileMember(setter, params: [s.parameter], body: s.body, closingBrace: p.namePos, isGetter: false)
                    }
                case nil:
                    continue
                }
            case .method(let f, let mods):
                let isStatic = mods.has("static") || mods.has("class")
                let table = isStatic ? n.staticMethods[f.name] : (n.methods[f.name] ?? []) + (n.defaultMethods[f.name] ?? [])
                guard let m = table?.first(where: { $0.function.namePos == f.namePos }) else { continue }
                memberContext = MemberContext(type: n, isStatic: isStatic, selfIsMutable: m.isMutating, method: m)
                try compileDefaults(m.function, f)
                try compileMember(m, params: f.params.map { $0.name }, body: f.body, closingBrace: f.closingBrace,
                                  isGetter: false, paramPositions: f.params.map { $0.pos })
            case .initializer(let f, _):
                guard let m = n.initializers.first(where: { $0.function.namePos == f.namePos && $0.owner === n }) else { continue }
                memberContext = MemberContext(type: n, selfIsMutable: n.kind != .classType, isInitializer: true, method: m,
                                              isFailable: m.isFailable)
                if n.kind == .classType, !m.isConvenience { try checkInheritedUseBeforeSuperInit(n, f) }
                try compileDefaults(m.function, f)
                try compileMember(m, params: f.params.map { $0.name }, body: f.body, closingBrace: f.closingBrace,
                                  isGetter: false, paramPositions: f.params.map { $0.pos })
                try checkInitializerCoversFields(n, f, convenience: m.isConvenience)
                if n.kind == .classType, !m.isConvenience { try superInitialization(n, m, f) }
            case .deinitializer(let body, let pos):
                guard let box = n.deinitBox else { continue }
                memberContext = MemberContext(type: n)
                let f = FunctionSymbol(name: "deinit", labels: [], paramNames: [], paramTypes: [], defaults: [],
                                       returnType: .void, box: box, namePos: pos)
                try compileMember(MethodSymbol(function: f, owner: n, keywordPos: pos), params: [], body: body,
                                  closingBrace: pos, isGetter: false)
            case .enumCases:
                continue
            }
        }
        // A memberwise initializer's defaults are the fields' own defaults.
        if n.kind == .structure, d.kind != .extensionDecl, let m = n.initializers.first, m.owner === n, d.members.allSatisfy({ if case .initializer = $0 { return false }; return true }) {
            let params = n.fields.filter { !($0.isLet && $0.hasDefault) }
            for (j, field) in params.enumerated() {
                if let c = field.defaultCode { m.function.defaults[j] = c }
            }
        }
        return Compiler.sequence(statics)
    }

    /// A subclass's designated initializer must run its superclass's: written as `super.init(…)`, or
    /// added at the end when the superclass has a plain `init()` (as Swift does implicitly).
    private func superInitialization(_ n: NominalType, _ m: MethodSymbol, _ f: FuncDecl) throws(Diagnostic) {
        guard let base = n.superclass else { return }
        if Compiler.callsInit(f.body, on: "super") { return }
        // A body that never returns (`fatalError(…)`) or always fails (`return nil`) needs no
        // superclass initializer.
        if Compiler.alwaysLeavesInitializer(f.body) { return }
        guard let plain = base.initializers.first(where: { !$0.isConvenience && $0.function.labels.isEmpty }) else {
            throw Diagnostic("'super.init' isn't called on all paths before returning from initializer", at: f.closingBrace)
        }
        let body = m.box.body, superBox = plain.box
        m.box.body = { i throws(RuntimeFailure) in
            let flow = try body(i)
            _ = try i.invoke(superBox, receiver: i.stack[i.fp], [], line: 0)
            return flow
        }
    }

    static func callsInit(_ stmts: [Stmt], on receiver: String) -> Bool {
        stmts.contains { s in
            switch s.kind {
            case .expression(let e):
                if case .call(let callee, _, _) = e.kind, case .member(let b, "init", _) = callee.kind, case .name(receiver) = b.kind {
                    return true
                }
                if case .tryExpr(let inner, _) = e.kind, case .call(let callee, _, _) = inner.kind,
                   case .member(let b, "init", _) = callee.kind, case .name(receiver) = b.kind {
                    return true
                }
                return false
            case .ifStmt(_, let t, let o?): return callsInit(t, on: receiver) && callsInit(o, on: receiver)
            case .block(let inner): return callsInit(inner, on: receiver)
            default: return false
            }
        }
    }

    /// Subclasses copied the field list before the superclass's defaults were compiled.
    private func propagateDefault(_ index: Int, _ code: @escaping Code, from n: NominalType) {
        for t in globals.types.values where t !== n && t.isSubclass(of: n) && index < t.fields.count {
            t.fields[index].defaultCode = code
        }
    }

    private func compileDefaults(_ f: FunctionSymbol, _ decl: FuncDecl) throws(Diagnostic) {
        for (i, p) in decl.params.enumerated() {
            if let d = p.defaultValue, !d.kind.isMagic {
                let t = try expression(d, f.paramTypes[i])
                f.defaults[i] = try convert(t, to: f.paramTypes[i], d, context: .argument)
            }
        }
    }

    /// swiftc's "return from initializer without initializing all stored properties", for the plain
    /// case: an assignment to each property (or a delegating `self.init`) on every path that reaches
    /// the closing brace. A path that leaves the initializer first (`return nil` in `init?`, `throw`,
    /// `fatalError`) needs none: `required init?(coder:) { return nil }` is fine (FailableClassInit.swift).
    private func checkInitializerCoversFields(_ n: NominalType, _ f: FuncDecl, convenience: Bool) throws(Diagnostic) {
        var assigned: Set<String> = []
        var delegates = false
        /// Scans `stmts` into `assigned`; false when every path through them leaves the initializer.
        func scan(_ stmts: [Stmt]) -> Bool {
            for s in stmts {
                if Compiler.leavesInitializer(s) { return false }
                switch s.kind {
                case .expression(let e):
                    if case .assign("=", let target, _, _) = e.kind {
                        if case .member(let b, let name, _) = target.kind, case .name("self") = b.kind { assigned.insert(name) }
                        if case .name(let name) = target.kind, !f.params.contains(where: { $0.name == name }) { assigned.insert(name) }
                    }
                    if case .call(let callee, _, _) = e.kind, case .member(let b, "init", _) = callee.kind,
                       case .name(let w) = b.kind, w == "self" || w == "super" {
                        delegates = true
                    }
                case .block(let inner):
                    if !scan(inner) { return false }
                case .ifStmt(_, let t, let o?):
                    if !scanBranches([t, o]) { return false }
                case .switchStmt(_, let cases, _) where cases.contains(where: { $0.isDefault }):
                    if !scanBranches(cases.map { $0.body }) { return false }
                default: break
                }
            }
            return true
        }
        /// Branches that go on join with what each of them assigned in common.
        func scanBranches(_ branches: [[Stmt]]) -> Bool {
            let before = assigned
            var joined: Set<String>?
            for b in branches {
                assigned = before
                if scan(b) { joined = joined.map { $0.intersection(assigned) } ?? assigned }
            }
            assigned = joined ?? before
            return joined != nil
        }
        guard scan(f.body) else { return }
        // A body that never returns (`fatalError("init(coder:) has not been implemented")`) initializes nothing.
        if delegates || convenience { return }
        if case .expression(let last)? = f.body.last?.kind, Compiler.isNeverReturningCall(last) { return }
        let start = n.kind == .classType ? (n.superclass?.fields.count ?? 0) : 0
        for field in n.fields[start...] where !field.hasDefault && !assigned.contains(field.name) {
            throw Diagnostic("return from initializer without initializing all stored properties", at: f.closingBrace,
                             notes: [DiagnosticNote(message: "'self.\(field.name)' not initialized", pos: field.namePos)])
        }
    }

    /// Compiles a member body in a frame whose slot 0 is `self`.
    func compileMember(_ m: MethodSymbol, params: [String], body: [Stmt], closingBrace: SourcePos, isGetter: Bool,
                       paramPositions: [SourcePos] = []) throws(Diagnostic) {
        let f = m.function
        let savedFunction = function
        let savedScopes = scopes
        let savedLoops = (loopDepth, switchDepth)
        defer {
            function = savedFunction
            scopes = savedScopes
            (loopDepth, switchDepth) = savedLoops
        }
        loopDepth = 0
        switchDepth = 0
        let savedErrors = errorContext
        errorContext = ErrorContext(canThrow: f.isThrowing, requiredType: f.thrownType)
        defer { errorContext = savedErrors }
        let savedAsync = extras.asyncContext
        extras.asyncContext = AsyncContext(isAsync: f.isAsync, functionName: isGetter ? nil : f.fullName, functionPos: f.namePos)
        defer { extras.asyncContext = savedAsync }
        let what = m.owner.kind == .classType ? "\(m.owner.name)" : m.owner.name
        function = FunctionContext(returnType: f.returnType, frameSize: 0, scopeBase: 0, level: 1, isNested: false,
                                   name: isGetter ? f.name : (f.name == "init" ? "init(\(f.labels.map { ($0 ?? "_") + ":" }.joined()))" : f.fullName))
        _ = what
        scopes = [Scope()]
        let selfType: SType = m.owner.selfType
        let ctx = memberContext
        let selfIsLet = !(ctx?.selfIsMutable ?? false)
        // A mutating method's closures share its `self` (MutatingSelfInClosures.swift).
        let boxesSelf = !selfIsLet && m.owner.kind != .classType && ctx?.isStatic != true && Compiler.containsClosure(body)
        let selfVar = try declareVariable("self", type: ctx?.isStatic == true ? .metatype(selfType) : selfType, isLet: selfIsLet,
                                          namePos: m.keywordPos, keywordPos: nil, initialized: true, boxed: boxesSelf)
        for (k, p) in params.enumerated() {
            let pos = k < paramPositions.count ? paramPositions[k] : closingBrace
            if k < f.inoutParams.count, f.inoutParams[k] {
                try declareInoutParameter(p, type: f.paramTypes[k], namePos: pos)
            } else {
                _ = try declareVariable(p, type: f.paramTypes[k], isLet: true, namePos: pos, keywordPos: nil, initialized: true)
            }
        }
        scopes.append(Scope())
        var stmts = body
        if f.returnType != .void, stmts.count == 1, case .expression(let e) = stmts[0].kind {
            if case .assign = e.kind {} else { stmts = [Stmt(.returnStmt(e), e.pos)] }
        }
        if f.returnType != .void, let value = Compiler.branchesAsValue(stmts) { stmts = [Stmt(.returnStmt(value), value.pos)] }
        var code = try compileStatements(stmts)
        if f.returnType != .void && !Compiler.alwaysReturns(stmts) {
            throw Diagnostic("missing return in \(isGetter ? "getter" : "instance method") expected to return '\(f.returnType.name)'",
                             at: closingBrace)
        }
        if case .boxedLocal(let l) = selfVar.slot { code = Compiler.sharingSelf(code, slot: l) }
        f.box.frameSize = function?.frameSize ?? 1
        f.box.releasesLocals = true
        f.box.body = code
    }

    /// The setter of a stored property with `willSet`/`didSet`: receives the new value, runs
    /// `willSet`, stores, runs `didSet` with `oldValue`.
    private func compileObserver(_ m: MethodSymbol, _ p: PropertyDecl, index: Int, field: StoredField) throws(Diagnostic) {
        let n = m.owner
        memberContext = MemberContext(type: n, selfIsMutable: n.kind != .classType, method: m)
        defer { memberContext = MemberContext(type: n) }
        let savedFunction = function
        let savedScopes = scopes
        defer { function = savedFunction; scopes = savedScopes }
        function = FunctionContext(returnType: .void, frameSize: 0, scopeBase: 0, level: 1, isNested: false, name: p.name)
        scopes = [Scope()]
        _ = try declareVariable("self", type: .nominal(n), isLet: n.kind == .classType, namePos: p.pos, keywordPos: nil,
                                initialized: true)
        let newName = p.accessors.first { $0.kind == "willSet" }?.parameter ?? "newValue"
        _ = try declareVariable(newName, type: field.type, isLet: true, namePos: p.namePos, keywordPos: nil, initialized: true)
        let oldName = p.accessors.first { $0.kind == "didSet" }?.parameter ?? "oldValue"
        let oldVar = try declareVariable(oldName, type: field.type, isLet: true, namePos: p.namePos, keywordPos: nil, initialized: true)
        var willCode: StmtCode = { _ in .normal }
        var didCode: StmtCode = { _ in .normal }
        if let w = p.accessors.first(where: { $0.kind == "willSet" }) { willCode = try compileBlock(w.body) }
        if let d = p.accessors.first(where: { $0.kind == "didSet" }) { didCode = try compileBlock(d.body) }
        guard case .local(let oldSlot) = oldVar.slot else { return }
        let isClass = n.kind == .classType
        m.box.frameSize = function?.frameSize ?? 3
        m.box.releasesLocals = true
        m.box.body = { i throws(RuntimeFailure) in
            _ = try willCode(i)
            let new = i.stack[i.fp + 1]
            if isClass {
                guard case .object(let r) = i.stack[i.fp] else { return .normal }
                i.stack[i.fp + oldSlot] = r.storage.fields[index]
                r.storage.fields[index] = new
            } else {
                guard case .record(var fields) = i.stack[i.fp] else { return .normal }
                i.stack[i.fp] = .void
                i.stack[i.fp + oldSlot] = fields[index]
                fields[index] = new
                i.stack[i.fp] = .record(fields)
            }
            _ = try didCode(i)
            return .normal
        }
    }
}
