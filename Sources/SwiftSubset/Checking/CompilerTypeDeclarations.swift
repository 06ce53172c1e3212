/// Declaring structs, classes and enums: names first (so any declaration may mention any type), then
/// member signatures (fields, methods, initializers, the class vtable), then bodies at the
/// declaration's place in the program.
///
/// Frames of members: slot 0 is `self`, the parameters follow. An initializer receives the freshly
/// made instance (defaults filled in) as `self` and the caller takes `self` back when it returns.
struct MemberContext {
    let type: NominalType
    var isStatic = false
    /// `self` may be changed (a `mutating` method or a struct initializer).
    var selfIsMutable = false
    var isInitializer = false
    var method: MethodSymbol?
    /// Inside `init?`: `return nil` fails the initialization.
    var isFailable = false
}

extension Compiler {
    // MARK: pass 1: names

    func declareTypeName(_ d: TypeDecl) throws(Diagnostic) {
        if d.kind == .extensionDecl { return }
        if scopes.isEmpty == false || function != nil {
            throw Diagnostic.unsupported("types declared inside functions", at: d.pos)
        }
        if declaredThisUnit.contains("type " + d.name) {
            throw Diagnostic("invalid redeclaration of '\(d.name)'", at: d.namePos,
                             notes: [DiagnosticNote(message: "'\(d.name)' previously declared here",
                                                    pos: globals.types[d.name]?.namePos ?? d.namePos)])
        }
        if SType.namedTypes[d.name] != nil || ["Array", "Dictionary", "Optional", "Set", "Range"].contains(d.name) {
            throw Diagnostic.unsupported("declaring a type named like a standard library type ('\(d.name)')", at: d.namePos)
        }
        let kind: NominalType.Kind = d.kind == .structure ? .structure : d.kind == .classType ? .classType
            : d.kind == .protocolDecl ? .protocolType : .enumeration
        let n = NominalType(name: d.name, kind: kind, namePos: d.namePos, moduleName: preludeModuleName(for: d.name) ?? moduleName)
        n.isFinal = d.isFinal
        globals.types[d.name] = n
        declaredThisUnit.insert("type " + d.name)
        if kind == .classType { globals.hasClasses = true }
        if d.members.contains(where: { if case .deinitializer = $0 { return true }; return false }) {
            globals.hasDeinit = true
        }
    }

    // MARK: pass 2: member signatures

    func declareTypeMembers(_ d: TypeDecl, all: [TypeDecl]) throws(Diagnostic) {
        guard let n = globals.types[d.name], !n.isResolved else { return }
        n.isResolved = true
        if d.kind == .protocolDecl { return try declareProtocol(d, n, all: all) }
        // Superclass first, so inherited fields and the vtable are in place.
        for (k, t) in d.inherited.enumerated() {
            guard case .named(let name, let pos) = t else { throw Diagnostic.unsupported("this kind of inheritance clause", at: d.namePos) }
            if let proto = scopedNominal(name, inside: d.name), proto.kind == .protocolType {
                if let protoDecl = all.first(where: { $0.name == proto.name }) { try declareTypeMembers(protoDecl, all: all) }
                try checkClassBound(proto, conformer: n, at: d.namePos)
                n.protocols.append(proto)
            } else if let base = scopedNominal(name, inside: d.name) {
                guard d.kind == .classType, base.kind == .classType, k == 0 else {
                    if base.kind == .classType && d.kind == .classType {
                        throw Diagnostic("multiple inheritance from classes '\(n.superclass?.name ?? "")' and '\(name)' [#MultipleInheritance]", at: pos)
                    }
                    if d.kind == .classType && base.kind != .classType {
                        throw Diagnostic("inheritance from non-protocol, non-class type '\(name)'", at: d.namePos)
                    }
                    throw Diagnostic("inheritance from non-protocol type '\(name)'", at: pos)
                }
                if let baseDecl = all.first(where: { $0.name == base.name }) { try declareTypeMembers(baseDecl, all: all) }
                if base.isFinal {
                    throw Diagnostic("inheritance from a final class '\(name)'", at: d.namePos)
                }
                n.superclass = base
                n.fields = base.fields
                n.properties = base.properties
                n.methods = base.methods
                n.vtable = base.vtable
                n.hasDeinit = base.hasDeinit
                Compiler.inheritStaticMembers(into: n, from: base)
            } else if ["Equatable", "Hashable", "CaseIterable", "CustomStringConvertible", "Comparable", "Error", "ExpressibleByArrayLiteral"].contains(name) {
                n.conformances.insert(name)
            } else if d.kind == .enumeration, let raw = SType.namedTypes[name], k == 0 {
                n.rawType = raw
            } else if let missing = missingImport(name, at: pos, asType: true) {
                throw missing
            } else if ["Error", "Codable", "Identifiable", "Sendable", "AnyObject"].contains(name) || Compiler.knownUnsupportedTypes.contains(name) {
                throw Diagnostic.unsupported("conforming to '\(name)'", at: pos)
            } else {
                throw Diagnostic("cannot find type '\(name)' in scope", at: pos, length: name.utf8.count)
            }
        }
        let saved = memberContext
        memberContext = MemberContext(type: n)
        defer { memberContext = saved }
        recordPrivateMembers(d, in: n)
        // A property whose type comes from its initializer (`let helper = KeyboardHelper()`,
        // `let store = Store.shared`) may name a type declared later in the file: its members
        // (and synthesized initializers) are declared first, as declaration order never matters.
        for m in d.members {
            if case .property(let p) = m, p.type == nil, !p.modifiers.has("static"), let value = p.value,
               let named = Compiler.typeNameStarting(value), named != d.name, !d.name.hasPrefix(named + "."), let later = all.first(where: { $0.name == named && $0.kind != .extensionDecl }) {
                // Its nested types first (`UIFont.Weight` before `UIFont`), as the unit's order has them.
                for nested in all where nested.name.hasPrefix(named + ".") { try declareTypeMembers(nested, all: all) }
                try declareTypeMembers(later, all: all)
            }
        }
        var inferredStatics: [PropertyDecl] = []
        for m in d.members {
            switch m {
            case .property(let p):
                // A static property's inferred type may need the type's own initializers (`static let zero = Point()`).
                if p.type == nil, p.modifiers.has("static") { inferredStatics.append(p); continue }
                try declareProperty(p, in: n, decl: d)
            case .method(let f, let mods): try declareMethod(f, mods, in: n, decl: d)
            case .initializer(let f, let mods): try declareInitializer(f, mods, in: n)
            case .deinitializer(_, let pos):
                guard d.kind == .classType else {
                    throw Diagnostic("deinitializers may only be declared within a class, actor, or noncopyable type", at: pos, length: 6)
                }
                n.deinitBox = FunctionBox(name: "deinit")
                n.hasDeinit = true
            case .enumCases(let cases, let mods):
                try declareEnumCases(cases, in: n)
                try checkRecursiveCases(cases, mods, in: n)
            }
        }
        if n.conformances.contains("CaseIterable"), n.cases.contains(where: { !$0.associated.isEmpty }) {
            throw Diagnostic("type '\(n.name)' does not conform to protocol 'CaseIterable'", at: d.namePos)
        }
        try synthesizeInitializers(n, d)
        for p in inferredStatics { try declareProperty(p, in: n, decl: d) }
        if !hasExtension(of: d.name) { try checkConformances(n, at: d.namePos) }
    }

    /// The type an extension adds to: a declared type, or a host for a standard type's extensions.
    func extensionTarget(_ d: TypeDecl) throws(Diagnostic) -> NominalType {
        if let n = globals.types[d.name] { return n }
        if let host = globals.extensionHosts[d.name] { return host }
        guard let st = SType.namedTypes[d.name] else {
            if Compiler.knownUnsupportedTypes.contains(d.name) || ["Array", "Dictionary", "Optional", "Set"].contains(d.name) {
                throw Diagnostic.unsupported("extensions of '\(d.name)'", at: d.namePos)
            }
            throw Diagnostic("cannot find type '\(d.name)' in scope", at: d.namePos, length: d.name.utf8.count)
        }
        let host = NominalType(name: d.name, kind: .structure, namePos: d.namePos, moduleName: "Swift")
        host.extendedType = st
        host.isResolved = true
        globals.extensionHosts[d.name] = host
        return host
    }

    func declareExtensionMembers(_ d: TypeDecl) throws(Diagnostic) {
        let savedInExtension = extras.inExtension
        extras.inExtension = true
        defer { extras.inExtension = savedInExtension }
        if globals.genericTypes[d.name] != nil {
            // Generic types are specialized per use; their extensions are not merged in yet.
            throw Diagnostic.unsupported("extensions of generic types", at: d.pos)
        }
        let n = try extensionTarget(d)
        if n.kind == .protocolType, let r = d.whereClause.first(where: { if case .named("Self", _) = $0.subject { return false }; return true }) {
            // `extension Container where Item: Equatable`: the members would need the associated
            // type bound per conformer, which protocol extensions here do not do.
            throw Diagnostic.unsupported("'where' clauses on associated types in protocol extensions", at: r.pos)
        }
        for t in d.inherited {
            guard case .named(let name, let pos) = t else { continue }
            if ["Equatable", "Hashable", "CaseIterable", "CustomStringConvertible", "Comparable", "Error", "ExpressibleByArrayLiteral"].contains(name) {
                n.conformances.insert(name)
            } else if let proto = globals.types[name], proto.kind == .protocolType {
                try checkClassBound(proto, conformer: n, at: d.namePos)
                n.protocols.append(proto)
            } else if let missing = missingImport(name, at: pos, asType: true) {
                throw missing
            } else {
                throw Diagnostic.unsupported("conforming to '\(name)'", at: pos)
            }
        }
        recordPrivateMembers(d, in: n)
        let saved = memberContext
        memberContext = MemberContext(type: n)
        defer { memberContext = saved }
        let snapshot = MemberSnapshot(n)
        defer { pushExtensionMembersToSubclasses(of: n, before: snapshot) }
        for m in d.members {
            switch m {
            case .property(let p):
                if !p.isComputed && !(p.modifiers.has("static")) {
                    throw Diagnostic("extensions must not contain stored properties", at: p.namePos)
                }
                try declareProperty(p, in: n, decl: d)
            case .method(let f, let mods): try declareMethod(f, mods, in: n, decl: d)
            case .initializer(let f, let mods): try declareInitializer(f, mods, in: n)
            case .deinitializer(_, let pos):
                throw Diagnostic("deinitializers may only be declared within a class, actor, or noncopyable type", at: pos, length: 6)
            case .enumCases(_, _):
                throw Diagnostic.unsupported("enum cases in extensions", at: d.pos)
            }
        }
        try checkConformances(n, at: d.namePos)
    }

    /// swiftc's error when a declared conformance lacks its requirement.
    func checkConformances(_ n: NominalType, at pos: SourcePos) throws(Diagnostic) {
        if n.conformances.contains("CustomStringConvertible") {
            guard case .computed(.string, _, _)? = n.properties["description"] else {
                throw Diagnostic("type '\(n.name)' does not conform to protocol 'CustomStringConvertible'", at: pos,
                                 notes: [DiagnosticNote(message: "add stubs for conformance", pos: pos)])
            }
        }
    }

    private func declareProperty(_ p: PropertyDecl, in n: NominalType, decl d: TypeDecl) throws(Diagnostic) {
        if n.kind == .protocolType, d.kind == .extensionDecl, n.properties[p.name] != nil {
            // A default implementation of a requirement: declared aside, used by conformers that lack one.
            let saved = n.properties[p.name]
            n.properties[p.name] = nil
            defer { n.defaultProperties[p.name] = n.properties[p.name]; n.properties[p.name] = saved }
            return try declarePropertyBody(p, in: n, decl: d)
        }
        try declarePropertyBody(p, in: n, decl: d)
    }

    private func declarePropertyBody(_ p: PropertyDecl, in n: NominalType, decl d: TypeDecl) throws(Diagnostic) {
        let mods = p.modifiers
        if mods.has("lazy") {
            // Lazy properties of classes: the field starts empty and its first read runs the initializer.
            guard n.kind == .classType || n.kind == .structure, !p.isLet, p.value != nil, p.accessors.isEmpty, !mods.has("static") else {
                throw Diagnostic.unsupported(n.kind == .classType ? "this 'lazy' property" : "'lazy' properties outside classes and structs",
                                             at: mods.words["lazy"] ?? p.pos)
            }
        }
        if mods.has("static") || mods.has("class") {
            try refuseStaticProtocolExtensionMember(n, at: p.pos)
            if p.isComputed {
                guard let getter = p.accessors.first(where: { $0.kind == "get" }), let ts = p.type else {
                    throw Diagnostic.unsupported("this static property", at: p.namePos)
                }
                let type = try resolveType(ts)
                let f = FunctionSymbol(name: p.name, labels: [], paramNames: [], paramTypes: [], defaults: [],
                                       returnType: type, box: FunctionBox(name: p.name), namePos: p.namePos)
                let m = MethodSymbol(function: f, owner: n, keywordPos: getter.pos)
                m.isStatic = true
                n.staticComputed[p.name] = m
                return
            }
            guard p.accessors.isEmpty else { throw Diagnostic.unsupported("observers on static properties", at: p.namePos) }
            // Static stored properties are globals with a type-qualified home; set when the declaration runs.
            let type: SType
            if let ts = p.type { type = try resolveType(ts) } else if let v = p.value {
                let savedScopes = scopes
                type = try expression(v, nil).type
                scopes = savedScopes
            } else { throw Diagnostic("type annotation missing in pattern", at: p.namePos) }
            let v = VariableSymbol(name: p.name, type: type, isLet: p.isLet, slot: allocateGlobalSlot(), namePos: p.namePos,
                                   keywordPos: p.pos, initialized: true, functionLevel: 0)
            v.declarationLine = Compiler.line(in: source, at: p.pos.offset)
            n.staticProperties[p.name] = v
            return
        }
        if n.kind == .enumeration && !p.isComputed {
            throw Diagnostic("enums must not contain stored properties", at: p.pos, length: 3)
        }
        if n.properties[p.name] != nil, !mods.has("override") {
            let isInherited = n.superclass?.properties[p.name] != nil
            if isInherited {
                throw Diagnostic("overriding declaration requires an 'override' keyword", at: p.namePos)
            }
            throw Diagnostic("invalid redeclaration of '\(p.name)'", at: p.namePos)
        }
        if p.isComputed {
            guard let ts = p.type else {
                throw Diagnostic("computed property must have an explicit type", at: p.namePos)
            }
            if p.isLet { throw Diagnostic("'let' declarations cannot be computed properties", at: p.pos, length: 3) }
            let type = try resolveType(ts)
            guard let g = p.accessors.first(where: { $0.kind == "get" }) else {
                throw Diagnostic("variable with a setter must also have a getter", at: p.namePos)
            }
            let getter = makeMethodSymbol(name: p.name, labels: [], paramNames: [], types: [], returnType: type,
                                          pos: p.namePos, keywordPos: g.pos, owner: n)
            getter.isMutating = false
            var setter: MethodSymbol?
            if let s = p.accessors.first(where: { $0.kind == "set" }) {
                setter = makeMethodSymbol(name: p.name, labels: [nil], paramNames: [s.parameter], types: [type],
                                          returnType: .void, pos: p.namePos, keywordPos: s.pos, owner: n)
                setter?.isMutating = n.kind != .classType
            }
            if mods.has("override") {
                guard case .computed(let oldType, let og, let os)? = n.superclass?.properties[p.name] else {
                    if case .stored(let index, _)? = n.superclass?.properties[p.name], let sup = n.superclass,
                       index < sup.fields.count, sup.fields[index].isLet {
                        throw Diagnostic("cannot override immutable 'let' property '\(p.name)' with the getter of a 'var'", at: p.namePos)
                    }
                    throw Diagnostic("property does not override any property from its superclass", at: p.namePos)
                }
                _ = oldType
                getter.vtableIndex = og.vtableIndex
                setter?.vtableIndex = os?.vtableIndex
            }
            // An extension's members cannot be overridden: called directly (ExtensionInheritance.swift).
            if n.kind == .classType, d.kind != .extensionDecl || mods.has("override") {
                assignVtableSlot(getter, in: n)
                if let setter { assignVtableSlot(setter, in: n) }
            }
            // `var tableView: UITableView! { … }` reads like a stored `!` property.
            if case .implicitlyUnwrapped? = p.type { n.implicitlyUnwrappedProperties.insert(p.name) }
            n.properties[p.name] = .computed(type: type, getter: getter, setter: setter)
            return
        }
        if mods.has("override") {
            // `override var x = 2`: never valid; observers over an inherited property would be (refused).
            if p.accessors.isEmpty { throw Diagnostic("cannot override with a stored property '\(p.name)'", at: p.namePos, length: p.name.utf8.count) }
            throw Diagnostic.unsupported("overriding a property with observers", at: p.namePos)
        }
        let type: SType
        if let ts = p.type { type = try resolveType(ts) } else if let v = p.value, mods.has("lazy") {
            // A lazy initializer may use `self`: its type is found as a member body would see it.
            let saved = (function, scopes)
            defer { (function, scopes) = saved }
            function = FunctionContext(returnType: .void, frameSize: 0, scopeBase: 0, level: 1, isNested: false, name: p.name)
            scopes = [Scope()]
            _ = try declareVariable("self", type: .nominal(n), isLet: true, namePos: p.pos, keywordPos: nil, initialized: true)
            type = try expression(v, nil).type
        } else if let v = p.value {
            type = try expression(v, nil).type
        } else {
            throw Diagnostic("type annotation missing in pattern", at: p.namePos)
        }
        if case .implicitlyUnwrapped? = p.type { n.implicitlyUnwrappedProperties.insert(p.name) }
        let isWeak = mods.has("weak"), isUnowned = mods.has("unowned")
        if isWeak || isUnowned {
            let word = isWeak ? "weak" : "unowned"
            var inner = type
            if case .optional(let w) = type { inner = w } else if isWeak {
                throw Diagnostic("'weak' variable should have optional type '\(type.name)?'", at: p.namePos)
            }
            if case .nominal(let c) = inner, c.kind == .protocolType, !c.isClassBound {
                throw Diagnostic("'\(word)' must not be applied to non-class-bound '\(inner.name)'; consider adding a protocol conformance that has a class bound",
                                 at: p.namePos)
            }
            guard case .nominal(let c) = inner, c.kind == .classType || c.isClassBound else {
                throw Diagnostic("'\(word)' may only be applied to class and class-bound protocol types, not '\(inner.name)'",
                                 at: p.pos)
            }
            if isUnowned, type.isOptional { throw Diagnostic.unsupported("optional 'unowned' properties", at: p.pos) }
        }
        var observer: MethodSymbol?
        if !p.accessors.isEmpty {
            if p.isLet { throw Diagnostic("'let' declarations cannot be observing properties", at: p.pos, length: 3) }
            observer = makeMethodSymbol(name: p.name, labels: [nil], paramNames: ["newValue"], types: [type],
                                        returnType: .void, pos: p.namePos, keywordPos: p.pos, owner: n)
            observer?.isMutating = n.kind != .classType
        }
        var contained = type
        while case .optional(let w) = contained { contained = w }
        if n.kind != .classType, contained == .nominal(n) {
            throw Diagnostic("value type '\(n.name)' cannot have a stored property that recursively contains it", at: p.namePos)
        }
        let implicitNil = !p.isLet && type.isOptional && p.value == nil
        n.fields.append(StoredField(name: p.name, type: type, isLet: p.isLet, defaultCode: nil,
                                    hasDefault: p.value != nil || implicitNil, isWeak: isWeak, isUnowned: isUnowned,
                                    namePos: p.namePos, keywordPos: p.pos,
                                    declarationLine: Compiler.line(in: source, at: p.pos.offset)))
        if implicitNil { n.fields[n.fields.count - 1].defaultCode = isWeak ? { _ in Value.weak(.none, isUnowned: false) } : { _ in .none } }
        n.properties[p.name] = .stored(index: n.fields.count - 1, observer: observer)
        if mods.has("lazy") {
            n.fields[n.fields.count - 1].hasDefault = true
            n.fields[n.fields.count - 1].lazyInit = makeMethodSymbol(name: p.name, labels: [], paramNames: [], types: [],
                                                                     returnType: type, pos: p.namePos, keywordPos: p.pos, owner: n)
        }
    }

    func allocateGlobalSlot() -> Slot {
        let s = globals.slotCount
        globals.slotCount += 1
        return .global(s)
    }

    private func makeMethodSymbol(name: String, labels: [String?], paramNames: [String], types: [SType], returnType: SType,
                                  pos: SourcePos, keywordPos: SourcePos, owner: NominalType) -> MethodSymbol {
        let f = FunctionSymbol(name: name, labels: labels, paramNames: paramNames, paramTypes: types,
                               defaults: Array(repeating: { _ in .void }, count: types.count), returnType: returnType,
                               box: FunctionBox(name: name), namePos: pos)
        f.declaredDefaults = Array(repeating: false, count: types.count)
        f.defaultExprs = Array(repeating: nil, count: types.count)
        f.box.releasesLocals = globals.hasClasses
        return MethodSymbol(function: f, owner: owner, keywordPos: keywordPos)
    }

    private func assignVtableSlot(_ m: MethodSymbol, in n: NominalType) {
        if let k = m.vtableIndex, k < n.vtable.count {
            n.vtable[k] = m.box
        } else {
            m.vtableIndex = n.vtable.count
            n.vtable.append(m.box)
        }
    }

    private func functionSymbol(for f: FuncDecl) throws(Diagnostic) -> FunctionSymbol {
        // `Element...` is an array inside the body (ArrayLiteralConformance.swift passes one).
        let paramTypes = try f.params.map { (p) throws(Diagnostic) -> SType in
            p.isVariadic ? .array(try resolveType(p.type)) : try resolveType(p.type)
        }
        let returnType = try f.returnType.map { (t) throws(Diagnostic) -> SType in try resolveType(t) } ?? .void
        let sym = FunctionSymbol(name: f.name, labels: f.params.map { $0.label }, paramNames: f.params.map { $0.name },
                                 paramTypes: paramTypes, defaults: Array(repeating: { _ in .void }, count: f.params.count),
                                 returnType: returnType, box: FunctionBox(name: f.name), namePos: f.namePos)
        sym.declaredDefaults = f.params.map { $0.defaultValue != nil }
        sym.escapingParameters = Set(f.params.indices.filter { f.params[$0].isEscaping })
        sym.defaultExprs = f.params.map { $0.defaultValue }
        if f.params.contains(where: { $0.isVariadic }) { sym.variadicParams = f.params.map { $0.isVariadic } }
        // `&x` arguments are copied back after the call (InoutMethodArguments.swift).
        if f.params.contains(where: { $0.isInout }) { sym.inoutParams = f.params.map { $0.isInout } }
        sym.box.releasesLocals = globals.hasClasses
        sym.isThrowing = f.isThrowing
        sym.isAsync = f.isAsync
        sym.thrownType = try thrownType(of: f)
        return sym
    }

    private func declareMethod(_ f: FuncDecl, _ mods: MemberModifiers, in n: NominalType, decl d: TypeDecl) throws(Diagnostic) {
        if !f.genericParams.isEmpty { throw Diagnostic.unsupported("generic methods", at: f.namePos) }
        let sym = try functionSymbol(for: f)
        let m = MethodSymbol(function: sym, owner: n, keywordPos: f.pos)
        m.declarationLine = Compiler.line(in: source, at: f.namePos.offset)
        m.isStatic = mods.has("static") || mods.has("class")
        // A struct's subscript setter changes `self`, like a computed property's `set`.
        m.isMutating = mods.has("mutating") || (f.name == SubscriptSetter.name && n.kind != .classType)
        m.isFinal = mods.has("final")
        m.isOverride = mods.has("override")
        if m.isMutating && n.kind == .classType {
            throw Diagnostic("'mutating' is not valid on instance methods in classes", at: mods.words["mutating"] ?? f.pos, length: 8)
        }
        if m.isStatic {
            try refuseStaticProtocolExtensionMember(n, at: f.pos)
            // A subclass's own static method replaces the one it inherited.
            n.staticMethods[f.name]?.removeAll { $0.owner !== n && $0.function.labels == sym.labels }
            if n.staticMethods[f.name, default: []].contains(where: { $0.function.labels == sym.labels }) {
                throw Diagnostic("invalid redeclaration of '\(sym.fullName)'", at: f.namePos)
            }
            n.staticMethods[f.name, default: []].append(m)
            return
        }
        if n.kind == .protocolType, d.kind == .extensionDecl,
           n.methods[f.name]?.contains(where: { $0.function.labels == sym.labels }) == true {
            n.defaultMethods[f.name, default: []].append(m)
            return
        }
        try checkOverrideOfExtensionMethod(f, fullName: sym.fullName, in: n, d)
        let inherited = n.superclass?.methods[f.name]?.first { $0.function.labels == sym.labels }
        if let inherited {
            if !m.isOverride {
                throw Diagnostic("overriding declaration requires an 'override' keyword", at: f.namePos,
                                 notes: [DiagnosticNote(message: "overridden declaration is here", pos: inherited.function.namePos,
                                                        lineText: inherited.declarationLine)])
            }
            if inherited.isFinal {
                throw Diagnostic("instance method overrides a 'final' instance method", at: f.namePos,
                                 notes: [DiagnosticNote(message: "overridden declaration is here", pos: inherited.function.namePos,
                                                        lineText: inherited.declarationLine)])
            }
            m.vtableIndex = inherited.vtableIndex
            n.methods[f.name, default: []].removeAll { $0.function.labels == sym.labels }
        } else if m.isOverride {
            throw Diagnostic("method does not override any method from its superclass", at: f.namePos)
        } else if n.methods[f.name, default: []].contains(where: { $0.function.labels == sym.labels && $0.owner === n }) {
            throw Diagnostic("invalid redeclaration of '\(sym.fullName)'", at: f.namePos)
        }
        if n.kind == .classType, d.kind != .extensionDecl || m.isOverride { assignVtableSlot(m, in: n) }
        n.methods[f.name, default: []].append(m)
    }

    private func declareInitializer(_ f: FuncDecl, _ mods: MemberModifiers, in n: NominalType) throws(Diagnostic) {
        let sym = try functionSymbol(for: f)
        let m = MethodSymbol(function: sym, owner: n, keywordPos: f.pos)
        m.declarationLine = Compiler.line(in: source, at: f.pos.offset)
        m.isConvenience = mods.has("convenience")
        m.isRequired = mods.has("required")
        m.isFailable = f.name == "init?"
        if m.isConvenience && n.kind != .classType {
            throw Diagnostic("delegating initializers in structs are not marked with 'convenience'",
                             at: mods.words["convenience"] ?? f.pos, length: 11)
        }
        if n.initializers.contains(where: { $0.owner === n && $0.function.labels == sym.labels }) {
            throw Diagnostic("invalid redeclaration of '\(sym.fullName)'", at: f.pos)
        }
        if n.kind == .classType, !m.isConvenience, let base = n.superclass {
            let overriddenInit = base.initializers.first { !$0.isConvenience && $0.function.labels == sym.labels }
            let overridden = overriddenInit != nil
            if let overriddenInit, !mods.has("override") && !mods.has("required") {
                throw Diagnostic("overriding declaration requires an 'override' keyword", at: f.pos,
                                 notes: [DiagnosticNote(message: "overridden declaration is here", pos: overriddenInit.keywordPos,
                                                        lineText: overriddenInit.declarationLine)])
            }
            if !overridden && mods.has("override") {
                throw Diagnostic("initializer does not override a designated initializer from its superclass", at: f.pos)
            }
        }
        n.initializers.append(m)
    }

    /// Memberwise initializers for structs; `init()` for classes whose properties all have defaults;
    /// a subclass without designated initializers inherits its superclass's.
    private func synthesizeInitializers(_ n: NominalType, _ d: TypeDecl) throws(Diagnostic) {
        let own = n.initializers.filter { $0.owner === n }
        switch n.kind {
        case .enumeration, .protocolType:
            return
        case .structure:
            guard own.isEmpty else { return }
            let params = n.fields.enumerated().filter { !($0.element.isLet && $0.element.hasDefault) }
            let m = makeMethodSymbol(name: "init", labels: params.map { $0.element.name }, paramNames: params.map { $0.element.name },
                                     types: params.map { $0.element.type }, returnType: .void, pos: n.namePos,
                                     keywordPos: n.namePos, owner: n)
            m.function.declaredDefaults = params.map { $0.element.hasDefault }
            let indices = params.map { $0.offset }
            let weak = params.map { $0.element.isWeak || $0.element.isUnowned }
            m.box.frameSize = indices.count + 1
            m.box.body = { i throws(RuntimeFailure) in
                guard case .record(var fields) = i.stack[i.fp] else { return .normal }
                i.stack[i.fp] = .void
                for (k, index) in indices.enumerated() {
                    let v = i.stack[i.fp + 1 + k]
                    fields[index] = weak[k] ? Value.weak(v, isUnowned: false) : v
                }
                i.stack[i.fp] = .record(fields)
                return .normal
            }
            n.initializers = [m]
        case .classType:
            let designated = own.filter { !$0.isConvenience }
            if designated.isEmpty {
                let ownFieldsWithoutDefault = n.fields.dropFirst(n.superclass?.fields.count ?? 0).filter { !$0.hasDefault }
                if let missing = ownFieldsWithoutDefault.first {
                    if own.isEmpty {
                        throw Diagnostic("class '\(n.name)' has no initializers", at: d.namePos, notes: [
                            DiagnosticNote(message: "stored property '\(missing.name)' without initial value prevents synthesized initializers",
                                           pos: missing.namePos)])
                    }
                }
                if let base = n.superclass {
                    n.initializers = base.initializers.filter { !$0.isConvenience || true } + own
                } else {
                    let m = makeMethodSymbol(name: "init", labels: [], paramNames: [], types: [], returnType: .void,
                                             pos: n.namePos, keywordPos: n.namePos, owner: n)
                    m.box.frameSize = 1
                    m.box.body = { _ in .normal }
                    n.initializers = [m] + own
                }
            } else {
                n.initializers = own
            }
        }
    }

    private func declareEnumCases(_ cases: [EnumCaseDecl], in n: NominalType) throws(Diagnostic) {
        for c in cases {
            if n.caseIndex(c.name) != nil {
                throw Diagnostic("invalid redeclaration of '\(c.name)'", at: c.pos)
            }
            var raw: Value?
            if let rt = n.rawType {
                if !c.associated.isEmpty {
                    throw Diagnostic("enum with raw type cannot have cases with arguments", at: c.pos)
                }
                if let e = c.rawValue {
                    let t = try expression(e, rt)
                    if t.constant != nil, t.type != rt {
                        throw Diagnostic("cannot convert value of type '\(t.type.name)' to raw type '\(rt.name)'", at: e.pos)
                    }
                    guard let v = t.constant, t.type == rt else {
                        throw Diagnostic("raw value for enum case must be a literal", at: e.pos)
                    }
                    raw = v
                } else if case .integer = rt {
                    var next = 0
                    if let last = n.cases.last?.rawValue, case .int(let x) = last { next = x + 1 }
                    raw = .int(next)
                } else if rt == .string {
                    raw = .string(c.name)
                } else {
                    throw Diagnostic("enum case must declare a raw value when the preceding raw value is not an integer", at: c.pos)
                }
                if let raw, n.cases.contains(where: { $0.rawValue.map { Value.equal($0, raw) } ?? false }) {
                    throw Diagnostic("raw value for enum case is not unique", at: c.rawValue?.pos ?? c.pos)
                }
            } else if let e = c.rawValue {
                throw Diagnostic("enum case cannot have a raw value if the enum does not have a raw type", at: e.pos)
            }
            let assoc = try c.associated.map { (a) throws(Diagnostic) -> (label: String?, type: SType) in (a.label, try resolveType(a.type)) }
            n.cases.append(EnumCaseInfo(name: c.name, pos: c.pos, rawValue: raw, associated: assoc))
        }
    }
}

extension Compiler {
    /// The type name an expression starts from: `X` in `X()`, `X(a: 1)`, `X.shared`, `X.make()`.
    static func typeNameStarting(_ e: Expr) -> String? {
        switch e.kind {
        case .name(let n): return n.first?.isUppercase == true ? n : nil
        case .call(let callee, _, _): return typeNameStarting(callee)
        case .member(let base, _, _): return typeNameStarting(base)
        default: return nil
        }
    }
}
