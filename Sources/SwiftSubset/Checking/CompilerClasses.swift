/// Reference semantics support: identity operators, releasing locals when a scope ends and
/// running `deinit` at statement boundaries, and the type pre-passes of a unit.
extension Compiler {
    /// Declares every type of the unit before any statement is checked, so functions and types may
    /// mention types declared further down (as in a Swift file).
    func declareTypes(_ stmts: [Stmt]) throws(Diagnostic) {
        var decls = stmts.compactMap { s -> TypeDecl? in
            if case .typeDeclaration(let d) = s.kind { return d }
            return nil
        }
        for d in decls where !d.genericParams.isEmpty { try declareGenericType(d) }
        collectGenericExtensions(&decls)
        decls.removeAll { !$0.genericParams.isEmpty }
        guard !decls.isEmpty else { return }
        globals.pendingExtensions = Set(decls.filter { $0.kind == .extensionDecl }.map { $0.name })
        defer { globals.pendingExtensions = [] }
        for d in decls { try declareTypeName(d) }
        try declareTypeAliasesEarly(stmts)
        recordExtensionMethods(stmts)
        recordCustomEquality(stmts)
        let types = decls.filter { $0.kind != .extensionDecl }
        for d in types { try declareTypeMembers(d, all: types) }
        for d in decls where d.kind == .extensionDecl { try declareExtensionMembers(d) }
        try checkProtocolConformances()
        try checkInitializerRequirements(decls)
        try checkComparableConformances(decls, stmts)
        if !globals.associatedTypes.isEmpty {
            for d in decls { if let n = globals.types[d.name], n.kind != .protocolType { inferAssociatedTypes(n) } }
        }
    }

    func hasExtension(of name: String) -> Bool { globals.pendingExtensions.contains(name) }

    /// Wraps a statement so that instances released while it ran have their `deinit` run right after,
    /// before the next statement (only when the program declares a `deinit`).
    func runningDeinits(after code: @escaping StmtCode) -> StmtCode {
        guard globals.hasDeinit else { return code }
        return { i throws(RuntimeFailure) in
            let flow = try code(i)
            if !i.pendingDeinits.isEmpty { try i.runPendingDeinits() }
            return flow
        }
    }

    /// A block's variables die when it ends: slots that may hold an instance are cleared, so the
    /// instance is released then (Swift releases at the last use; for the programs learners write,
    /// the end of the scope prints the same).
    func releasingLocals(_ code: @escaping StmtCode) -> StmtCode {
        guard globals.hasClasses, let scope = scopes.last else { return code }
        let slots = scope.variables.values.filter { $0.type.mayHoldObject }.map { $0.slot }
        guard !slots.isEmpty else { return code }
        // A captured variable's box may outlive the block (a closure holds it): drop the slot's
        // reference to the box, not the box's value.
        let setters = slots.map { Compiler.rawClearer($0) }
        let drains = globals.hasDeinit
        return { i throws(RuntimeFailure) in
            let flow = try code(i)
            for s in setters { s(i, .void) }
            if drains, !i.pendingDeinits.isEmpty { try i.runPendingDeinits() }
            return flow
        }
    }

    /// `a === b` / `a !== b`: the same instance (or both nil).
    func identityComparison(_ op: String, _ l: Expr, _ r: Expr, opPos: SourcePos) throws(Diagnostic) -> Typed {
        let a = try expression(l, nil)
        let b = try expression(r, a.type)
        for t in [a, b] where !t.isNilLiteral {
            var inner = t.type
            if case .optional(let w) = inner { inner = w }
            // A class, or a class-bound existential (`AnyObject`, `weak var delegate: Delegate?`).
            guard case .nominal(let n) = inner, n.kind == .classType || n.isClassBound else {
                throw Diagnostic("argument type '\(t.type.name)' expected to be an instance of a class or class-constrained type",
                                 at: (t.type == a.type ? l : r).pos)
            }
        }
        let ca = a.code, cb = b.code
        let negate = op == "!=="
        return Typed(type: .bool, code: { i throws(RuntimeFailure) in
            let x = try ca(i), y = try cb(i)
            return .bool(Compiler.sameInstance(x, y) != negate)
        })
    }

    static func sameInstance(_ x: Value, _ y: Value) -> Bool {
        func storage(_ v: Value) -> ObjectStorage? {
            switch v {
            case .object(let r), .some(.object(let r)): return r.storage
            case .existential(let w, _), .some(.existential(let w, _)): return storage(w)
            default: return nil
            }
        }
        let s1 = storage(x), s2 = storage(y)
        if s1 == nil && s2 == nil { return true }
        return s1 === s2
    }

    /// swiftc's error for a `switch` over an enum that misses cases and has no `default`.
    func checkEnumExhaustive(_ n: NominalType, seen: Set<Int>, pos: SourcePos) throws(Diagnostic) {
        let missing = n.cases.indices.filter { !seen.contains($0) }
        guard !missing.isEmpty else { return }
        var notes = missing.map { DiagnosticNote(message: "add missing case: '.\(n.cases[$0].name)'", pos: pos) }
        if missing.count > 1 { notes.append(DiagnosticNote(message: "add missing cases", pos: pos)) }
        throw Diagnostic("switch must be exhaustive", at: pos, length: 6, notes: notes)
    }
}

extension SType {
    /// Whether a value of this type may keep a class instance alive.
    var mayHoldObject: Bool {
        switch self {
        case .nominal: return true
        case .optional(let w), .array(let w): return w.mayHoldObject
        case .dictionary(let k, let v): return k.mayHoldObject || v.mayHoldObject
        default: return false
        }
    }
}

extension Compiler {
    /// A subclass instance where its superclass is expected (also inside optionals and arrays):
    /// the value is unchanged, since an instance keeps its dynamic type.
    func classUpcast(_ t: Typed, to target: SType) -> Code? {
        func isUpcast(_ from: SType, _ to: SType) -> Bool {
            switch (from, to) {
            case (.nominal(let a), .nominal(let b)): return a.kind == .classType && a.isSubclass(of: b)
            case (.nominal, .optional(let w)), (.metatype, .optional(let w)): return isUpcast(from, w)
            case (.optional(let a), .optional(let b)): return isUpcast(a, b)
            // `Sub.self` where `Base.Type` or `AnyClass` is expected (a metatype is its type's name at run time).
            case (.metatype(.nominal(let a)), .metatype(.nominal(let b))):
                return a.kind == .classType && (a.isSubclass(of: b) || b === NominalType.anyObjectProtocol)
            case (.array(let a), .array(let b)): return isUpcast(a, b)
            default: return false
            }
        }
        guard isUpcast(t.type, target) else { return nil }
        let code = t.code
        if !t.type.isOptional, case .optional = target {
            return { i throws(RuntimeFailure) in .some(try code(i)) }
        }
        return code
    }

    /// A subclass instance to its superclass, or a conforming value to a protocol type (`Any` too).
    func convertsImplicitly(_ t: Typed, to target: SType) -> Bool {
        if classUpcast(t, to: target) != nil { return true }
        if case .nominal(let p) = target, p.kind == .protocolType {
            return p === NominalType.anyProtocol || conforms(t.type, to: p) || (p === NominalType.anyHashableProtocol && isHashableForAnyHashable(t.type))
                || (p === NominalType.anyObjectProtocol && { if case .nominal(let c) = t.type { return c.kind == .classType }; return false }())
        }
        return false
    }

    /// The type both branches of `? :` convert to: the expected type, or their common superclass.
    func ternaryCommonType(_ ta: Typed, _ tb: Typed, _ a: Expr, _ b: Expr, _ expected: SType?) throws(Diagnostic) -> SType? {
        if var t = expected {
            if case .optional(let w) = t, ta.type != t, tb.type != t { t = w }
            if convertsImplicitly(ta, to: t) || ta.type == t, convertsImplicitly(tb, to: t) || tb.type == t { return t }
        }
        let common = try commonClassType([a, b], ta.type, nil)
        return common != ta.type || convertsImplicitly(tb, to: common) ? common : nil
    }

    /// `[Movie(...), Song(...)]` without annotation is an array of their closest common superclass.
    func commonClassType(_ elements: [Expr], _ first: SType, _ expected: SType?) throws(Diagnostic) -> SType {
        guard expected == nil, case .nominal(var common) = first, common.kind == .classType, elements.count > 1 else { return first }
        for el in elements {
            guard case .nominal(let c) = try expression(el, nil).type, c.kind == .classType else { return first }
            while !c.isSubclass(of: common) {
                guard let up = common.superclass else { return first }
                common = up
            }
        }
        return .nominal(common)
    }

    /// `x == nil` / `x != nil` for any optional, Equatable or not (Swift's `_OptionalNilComparisonType`).
    func nilComparison(_ op: String, _ l: Expr, _ r: Expr) throws(Diagnostic) -> Typed? {
        let (value, other): (Expr, Expr)
        if case .nilLiteral = r.kind { (value, other) = (l, r) } else if case .nilLiteral = l.kind { (value, other) = (r, l) } else { return nil }
        _ = other
        let t = try expression(value, nil)
        guard case .optional(let w) = t.type, !w.isEquatable else { return nil }
        let code = t.code
        let wantNil = op == "=="
        return Typed(type: .bool, code: { i throws(RuntimeFailure) in
            if case .none = try code(i) { return .bool(wantNil) }
            return .bool(!wantNil)
        })
    }
}
