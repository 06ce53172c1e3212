/// `@propertyWrapper` types and the properties of structs and classes that use them.
///
/// A wrapped property is expanded before checking into what Swift itself synthesizes:
///
///     @Clamped(max: 9) var level: Int = 3
///
/// becomes a stored `_level: Clamped = Clamped(wrappedValue: 3, max: 9)`, a computed
/// `level: Int` whose getter and setter go through `_level.wrappedValue`, and, when the wrapper
/// has a `projectedValue`, a computed `$level` going through `_level.projectedValue`. A struct
/// without initializers of its own gets the memberwise initializer Swift gives it: the
/// parameter has the wrapped type when the property is initialized through
/// `init(wrappedValue:)` (`= 3`, or nothing to start from) and the wrapper's type otherwise
/// (`@Clamped var x: Int` with a wrapper that has `init()`, or `@Clamped(wrappedValue: 1, max: 5)`).
/// In an initializer written in the type, the first assignment to a wrapped property without an
/// initial value builds the wrapper (`self.level = 4` is `_level = Clamped(wrappedValue: 4)`).
///
/// Not expanded (refused by name): wrappers on local variables, on static properties, several
/// wrappers on one property, observers on a wrapped property, generic wrappers other than
/// `Wrapper<Value>` whose `wrappedValue` is a `Value`.
struct PropertyWrapperShape: Sendable {
    var name: String
    var genericParams: [String]
    /// `wrappedValue`'s type as written; nil when it has none (`var wrappedValue = 0`).
    var wrappedType: TypeSyntax?
    var wrappedIsSettable: Bool
    /// Whether the wrapper declares a `projectedValue`, its type and whether it can be set.
    var hasProjection: Bool
    var projectedType: TypeSyntax?
    var projectedIsSettable: Bool
    /// `Wrapper()` is valid: an `init()`, or no initializer and every stored property has a value.
    var isDefaultInitializable: Bool
}

extension Compiler {
    /// The unit's statements with every wrapped property of a struct or class expanded; wrapper
    /// types declared here are remembered for later REPL entries.
    func expandPropertyWrappers(_ stmts: [Stmt]) throws(Diagnostic) -> [Stmt] {
        for s in stmts {
            guard let a = s.attributes.first(where: { $0.name == "propertyWrapper" }) else { continue }
            guard case .typeDeclaration(let d) = s.kind, d.kind == .structure || d.kind == .classType || d.kind == .enumeration else {
                throw Diagnostic("'@propertyWrapper' attribute cannot be applied to this declaration", at: a.pos)
            }
            globals.propertyWrappers[d.name] = try Compiler.wrapperShape(d)
        }
        guard stmts.contains(where: { Compiler.hasWrappedMember($0) }) else { return stmts }
        return try stmts.map { (s) throws(Diagnostic) -> Stmt in
            guard Compiler.hasWrappedMember(s), case .typeDeclaration(let d) = s.kind else { return s }
            for case .property(let p) in d.members {
                if let a = p.modifiers.attributes.first(where: { $0.custom != nil && globals.propertyWrappers[$0.name] == nil }) {
                    throw Diagnostic.unsupported("the attribute '@\(a.name)'", at: a.pos)
                }
            }
            return Stmt(.typeDeclaration(try expandWrappedMembers(d)), s.pos, attributes: s.attributes)
        }
    }

    /// A variable statement with a custom attribute: swiftc's error at the top level, a refusal
    /// by name inside a function (Swift allows wrapped locals; keylab does not expand them).
    func refuseWrappedVariable(_ s: Stmt) throws(Diagnostic) {
        guard let a = s.attributes.first(where: { $0.custom != nil }) else { return }
        guard globals.propertyWrappers[a.name] != nil else {
            throw Diagnostic.unsupported("the attribute '@\(a.name)'", at: a.pos)
        }
        if scopes.isEmpty && function == nil && memberContext == nil {
            throw Diagnostic("property wrappers are not yet supported in top-level code", at: a.pos)
        }
        throw Diagnostic.unsupported("property wrappers on local variables", at: a.pos)
    }

    private static func hasWrappedMember(_ s: Stmt) -> Bool {
        guard case .typeDeclaration(let d) = s.kind else { return false }
        return d.members.contains { m in
            if case .property(let p) = m { return p.modifiers.attributes.contains { $0.custom != nil } }
            return false
        }
    }

    private static func wrapperShape(_ d: TypeDecl) throws(Diagnostic) -> PropertyWrapperShape {
        var properties: [String: PropertyDecl] = [:]
        var hasInitializer = false, hasPlainInit = false, allStoredHaveValues = true
        for m in d.members {
            switch m {
            case .property(let p) where !p.modifiers.has("static") && !p.modifiers.has("class"):
                properties[p.name] = p
                if !p.isComputed, p.value == nil, !(p.type.map(Compiler.isOptionalSyntax) ?? false) || p.isLet {
                    allStoredHaveValues = false
                }
            case .initializer(let f, _):
                hasInitializer = true
                if f.params.allSatisfy({ $0.defaultValue != nil }) { hasPlainInit = true }
            default: break
            }
        }
        guard let wrapped = properties["wrappedValue"] else {
            throw Diagnostic("property wrapper type '\(d.name)' does not contain a non-static property named 'wrappedValue' [#PropertyWrappers]",
                             at: d.namePos, length: d.name.utf8.count)
        }
        let projected = properties["projectedValue"]
        return PropertyWrapperShape(
            name: d.name, genericParams: d.genericParams,
            wrappedType: wrapped.type ?? wrapped.value.flatMap(Compiler.literalTypeSyntax),
            wrappedIsSettable: isSettable(wrapped), hasProjection: projected != nil,
            projectedType: projected.flatMap { $0.type ?? $0.value.flatMap(Compiler.literalTypeSyntax) },
            projectedIsSettable: projected.map(isSettable) ?? false,
            isDefaultInitializable: hasPlainInit || (!hasInitializer && allStoredHaveValues))
    }

    private static func isSettable(_ p: PropertyDecl) -> Bool {
        // `private(set) var projectedValue`: the wrapper alone may set it, so `$x` is get-only.
        if p.isLet || p.modifiers.has("private(set)") { return false }
        return !p.isComputed || p.accessors.contains { $0.kind == "set" }
    }

    private static func isOptionalSyntax(_ t: TypeSyntax) -> Bool {
        if case .optional = t { return true }
        if case .implicitlyUnwrapped = t { return true }
        return false
    }

    /// The type of a literal initial value, for a property written without a type annotation.
    static func literalTypeSyntax(_ e: Expr) -> TypeSyntax? {
        switch e.kind {
        case .integer: return .named("Int", e.pos)
        case .float: return .named("Double", e.pos)
        case .string: return .named("String", e.pos)
        case .bool: return .named("Bool", e.pos)
        case .call(let callee, _, _):
            if case .name(let n) = callee.kind, n.first?.isUppercase == true { return .named(n, callee.pos) }
            if case .typeExpr(let t) = callee.kind { return t }
            return nil
        default: return nil
        }
    }

    /// What one wrapped property expands to, and how the memberwise initializer treats it.
    private struct WrappedExpansion {
        var members: [MemberDecl]
        /// The memberwise parameter's type, default and the value stored in `_name` from it.
        var parameterType: TypeSyntax
        var parameterDefault: Expr?
        var storedFromParameter: (Expr) -> Expr
        /// Without an initial value, the first assignment in an initializer builds the wrapper.
        var needsInitialization: Bool
    }

    private func expandWrappedMembers(_ d: TypeDecl) throws(Diagnostic) -> TypeDecl {
        guard d.kind == .structure || d.kind == .classType else {
            throw Diagnostic.unsupported("property wrappers in \(d.keyword)s", at: d.pos)
        }
        var members: [MemberDecl] = []
        var memberwise: [Parameter] = []
        var memberwiseBody: [Stmt] = []
        var canSynthesize = d.kind == .structure && !d.members.contains { if case .initializer = $0 { return true }; return false }
        var builders: [String: (Expr) -> Expr] = [:]
        for m in d.members {
            if case .property(let p) = m, p.isComputed, let a = p.modifiers.attributes.first(where: { $0.custom != nil }),
               globals.propertyWrappers[a.name] != nil {
                throw Diagnostic("property wrapper cannot be applied to a computed property", at: a.pos)
            }
            guard case .property(let p) = m, !p.modifiers.has("static"), !p.modifiers.has("class"), !p.isComputed else {
                members.append(m)
                continue
            }
            let self_ = Expr(.name("self"), p.namePos, end: p.namePos.offset)
            let target = Expr(.member(self_, p.name, namePos: p.namePos), p.namePos, end: p.namePos.offset)
            guard p.modifiers.attributes.contains(where: { $0.custom != nil }) else {
                members.append(m)
                if p.isLet && p.value != nil { continue }
                if p.modifiers.has("lazy") { canSynthesize = false; continue }
                guard let type = p.type ?? p.value.flatMap(Compiler.literalTypeSyntax) else {
                    if canSynthesize {
                        throw Diagnostic.unsupported("the memberwise initializer of a struct with a property wrapper and a property without a type annotation",
                                                     at: p.namePos)
                    }
                    continue
                }
                let implicitNil: Expr? = !p.isLet && Compiler.isOptionalSyntax(type) ? Expr(.nilLiteral, p.namePos, end: p.namePos.offset) : nil
                memberwise.append(Parameter(label: p.name, name: p.name, pos: p.namePos, type: type, defaultValue: p.value ?? implicitNil))
                memberwiseBody.append(Compiler.assignment(target, Expr(.name(p.name), p.namePos, end: p.namePos.offset)))
                continue
            }
            let x = try expandWrapped(p)
            members += x.members
            memberwise.append(Parameter(label: p.name, name: p.name, pos: p.namePos, type: x.parameterType, defaultValue: x.parameterDefault))
            let storage = Expr(.member(self_, "_" + p.name, namePos: p.namePos), p.namePos, end: p.namePos.offset)
            memberwiseBody.append(Compiler.assignment(storage, x.storedFromParameter(Expr(.name(p.name), p.namePos, end: p.namePos.offset))))
            if x.needsInitialization { builders[p.name] = x.storedFromParameter }
        }
        if !builders.isEmpty {
            members = members.map { m in
                guard case .initializer(let f, let mods) = m else { return m }
                return .initializer(Compiler.initializingWrappers(f, builders), mods)
            }
        }
        if canSynthesize {
            let f = FuncDecl(name: "init", pos: d.namePos, namePos: d.namePos, params: memberwise, returnType: nil,
                             body: memberwiseBody, closingBrace: d.closingBrace)
            members.append(.initializer(f, MemberModifiers()))
        }
        return TypeDecl(kind: d.kind, name: d.name, pos: d.pos, namePos: d.namePos, inherited: d.inherited, members: members,
                        isFinal: d.isFinal, closingBrace: d.closingBrace, genericParams: d.genericParams, whereClause: d.whereClause)
    }

    private func expandWrapped(_ p: PropertyDecl) throws(Diagnostic) -> WrappedExpansion {
        let customs = p.modifiers.attributes.filter { $0.custom != nil }
        guard let a = customs.first else { throw Diagnostic.unsupported("this property", at: p.namePos) }
        if customs.count > 1 { throw Diagnostic.unsupported("several property wrappers on one property", at: customs[1].pos) }
        guard let shape = globals.propertyWrappers[a.name] else {
            throw Diagnostic.unsupported("the attribute '@\(a.name)'", at: a.pos)
        }
        if p.isLet { throw Diagnostic("property wrapper can only be applied to a 'var'", at: a.pos) }
        if !p.accessors.isEmpty { throw Diagnostic.unsupported("observers on a property with a wrapper", at: p.namePos) }
        for word in ["lazy", "weak", "unowned", "override"] where p.modifiers.has(word) {
            throw Diagnostic.unsupported("'\(word)' on a property with a wrapper", at: p.modifiers.words[word] ?? p.pos)
        }
        let at = p.namePos
        func expr(_ k: ExprKind) -> Expr { Expr(k, at, end: at.offset) }
        guard let valueType = p.type ?? (shape.genericParams.isEmpty ? shape.wrappedType : nil) else {
            throw Diagnostic.unsupported("a property with a wrapper but without a type annotation", at: at)
        }
        try checkWrappedType(p, shape)
        let storageType: TypeSyntax
        let callee: Expr
        if shape.genericParams.isEmpty {
            storageType = .named(shape.name, at)
            callee = expr(.name(shape.name))
        } else if shape.genericParams.count == 1, case .named(let g, _)? = shape.wrappedType, g == shape.genericParams[0] {
            storageType = .generic(shape.name, [valueType], at)
            callee = expr(.typeExpr(storageType))
        } else {
            throw Diagnostic.unsupported("this generic property wrapper ('\(shape.name)')", at: a.pos)
        }
        let arguments = a.custom?.arguments ?? []
        let call = { (args: [Argument]) -> Expr in expr(.call(callee, args, rparen: at)) }
        let fromWrapped = { (v: Expr) -> Expr in call([Argument(label: "wrappedValue", labelPos: at, value: v)] + arguments) }
        var expansion: WrappedExpansion
        if arguments.contains(where: { $0.label == "wrappedValue" }) {
            if let v = p.value { throw Diagnostic.unsupported("an initial value beside a 'wrappedValue:' argument", at: v.pos) }
            expansion = WrappedExpansion(members: [], parameterType: storageType, parameterDefault: call(arguments),
                                         storedFromParameter: { $0 }, needsInitialization: false)
        } else if let v = p.value {
            expansion = WrappedExpansion(members: [], parameterType: valueType, parameterDefault: v,
                                         storedFromParameter: fromWrapped, needsInitialization: false)
        } else if !arguments.isEmpty || shape.isDefaultInitializable {
            expansion = WrappedExpansion(members: [], parameterType: storageType, parameterDefault: call(arguments),
                                         storedFromParameter: { $0 }, needsInitialization: false)
        } else {
            expansion = WrappedExpansion(members: [], parameterType: valueType, parameterDefault: nil,
                                         storedFromParameter: fromWrapped, needsInitialization: true)
        }
        let storageName = "_" + p.name
        let storageValue: Expr? = expansion.needsInitialization ? nil
            : expansion.storedFromParameter(expansion.parameterDefault ?? expr(.nilLiteral))
        var storageModifiers = MemberModifiers()
        storageModifiers.words["private"] = p.pos
        expansion.members.append(.property(PropertyDecl(isLet: false, name: storageName, pos: p.pos, namePos: at, type: storageType,
                                                        value: storageValue, modifiers: storageModifiers, accessors: [])))
        var visible = p.modifiers
        visible.attributes.removeAll { $0.custom != nil }
        expansion.members.append(.property(forwarding(p.name, to: storageName, member: "wrappedValue", type: valueType,
                                                      settable: shape.wrappedIsSettable, at: at, keywordPos: p.pos, modifiers: visible)))
        if shape.hasProjection {
            guard let projected = shape.projectedType else {
                throw Diagnostic.unsupported("a 'projectedValue' without a type annotation", at: a.pos)
            }
            let type = shape.genericParams.isEmpty ? projected : Compiler.substituting(shape.genericParams[0], with: valueType, in: projected)
            expansion.members.append(.property(forwarding("$" + p.name, to: storageName, member: "projectedValue", type: type,
                                                          settable: shape.projectedIsSettable, at: at, keywordPos: p.pos,
                                                          modifiers: visible)))
        }
        return expansion
    }

    /// swiftc's errors for a property whose written type is not the wrapper's `wrappedValue`
    /// type, when both are plain names of different types (aliases are left to the checker).
    private func checkWrappedType(_ p: PropertyDecl, _ shape: PropertyWrapperShape) throws(Diagnostic) {
        guard shape.genericParams.isEmpty, case .named(let written, _)? = p.type,
              case .named(let wrapped, _)? = shape.wrappedType, written != wrapped else { return }
        let aliases = globals.typeAliases.keys.contains(written) || globals.typeAliases.keys.contains(wrapped)
            || extras.typeAliases.keys.contains(written) || extras.typeAliases.keys.contains(wrapped)
        guard !aliases else { return }
        guard let v = p.value else {
            throw Diagnostic("property type '\(written)' does not match 'wrappedValue' type '\(wrapped)'", at: p.namePos,
                             length: p.name.utf8.count)
        }
        if case .named(let literal, _)? = Compiler.literalTypeSyntax(v), literal == written {
            throw Diagnostic("cannot convert value of type '\(written)' to specified type '\(wrapped)'", at: v.pos, length: v.length)
        }
    }

    /// `var name: T { get { _storage.member } set { _storage.member = newValue } }`.
    private func forwarding(_ name: String, to storage: String, member: String, type: TypeSyntax, settable: Bool,
                            at: SourcePos, keywordPos: SourcePos, modifiers: MemberModifiers) -> PropertyDecl {
        func expr(_ k: ExprKind) -> Expr { Expr(k, at, end: at.offset) }
        let place = expr(.member(expr(.name(storage)), member, namePos: at))
        var accessors = [AccessorDecl(kind: "get", parameter: "", body: [Stmt(.returnStmt(place), at)], pos: at)]
        if settable {
            accessors.append(AccessorDecl(kind: "set", parameter: "newValue",
                                          body: [Compiler.assignment(place, expr(.name("newValue")))], pos: at))
        }
        return PropertyDecl(isLet: false, name: name, pos: keywordPos, namePos: at, type: type, value: nil,
                            modifiers: modifiers, accessors: accessors)
    }

    private static func assignment(_ target: Expr, _ value: Expr) -> Stmt {
        Stmt(.expression(Expr(.assign("=", target, value, opPos: target.pos), target.pos, end: value.end)), target.pos)
    }

    /// An initializer whose first assignment to each wrapped property without an initial value
    /// (`self.level = v` or `level = v`, as a statement of the body) builds the wrapper.
    private static func initializingWrappers(_ f: FuncDecl, _ builders: [String: (Expr) -> Expr]) -> FuncDecl {
        var pending = builders
        let body = f.body.map { s -> Stmt in
            guard case .expression(let e) = s.kind, case .assign("=", let target, let value, _) = e.kind else { return s }
            var name: String?
            if case .name(let n) = target.kind { name = n }
            if case .member(let base, let n, _) = target.kind, case .name("self") = base.kind { name = n }
            guard let name, let build = pending.removeValue(forKey: name) else { return s }
            let storage = Expr(.member(Expr(.name("self"), target.pos, end: target.pos.offset), "_" + name, namePos: target.pos),
                               target.pos, end: target.end)
            return assignment(storage, build(value))
        }
        return FuncDecl(name: f.name, pos: f.pos, namePos: f.namePos, params: f.params, returnType: f.returnType, body: body,
                        closingBrace: f.closingBrace, isThrowing: f.isThrowing, rethrowsPos: f.rethrowsPos,
                        genericParams: f.genericParams, genericConstraints: f.genericConstraints, whereClause: f.whereClause,
                        subscriptSetter: f.subscriptSetter, thrownType: f.thrownType, isAsync: f.isAsync)
    }

    /// `type` with the generic parameter `name` replaced (a wrapper's `projectedValue: [Value]`).
    private static func substituting(_ name: String, with replacement: TypeSyntax, in type: TypeSyntax) -> TypeSyntax {
        let go = { (t: TypeSyntax) in substituting(name, with: replacement, in: t) }
        switch type {
        case .named(let n, _): return n == name ? replacement : type
        case .optional(let t): return .optional(go(t))
        case .array(let t): return .array(go(t))
        case .dictionary(let k, let v): return .dictionary(go(k), go(v))
        case .generic(let n, let args, let p): return .generic(n, args.map(go), p)
        case .tuple(let ts, let labels, let p): return .tuple(ts.map(go), labels, p)
        case .function(let ps, let r, let p): return .function(ps.map(go), go(r), p)
        case .implicitlyUnwrapped(let t): return .implicitlyUnwrapped(go(t))
        case .autoclosure(let t): return .autoclosure(go(t))
        case .unsupported: return type
        }
    }
}
