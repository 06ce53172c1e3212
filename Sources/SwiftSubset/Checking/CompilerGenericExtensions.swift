/// Extensions of generic types (`extension Stack { var topItem: Element? }`), also with a `where`
/// clause (`extension Stack where Element: Equatable`), and of `Array` (`extension Array where
/// Element == Int { func sum() -> Int }`, `extension Array { var second: Element? }`).
///
/// Generic types are specialized per use (CompilerGenericTypes.swift), so their extensions are
/// kept as written and each specialization (`Stack<Int>`, or the host of `[Int]`'s extension
/// members) declares and compiles those whose `where` clause its type arguments meet, with the
/// generic parameters bound as type aliases. A member left out so is reported with swiftc's words
/// when used (`referencing instance method 'isTop' on 'Stack' requires that 'Thing' conform to
/// 'Equatable'`).
extension Compiler {
    /// Takes the extensions of generic types and of `Array` out of a unit's declarations.
    func collectGenericExtensions(_ decls: inout [TypeDecl]) {
        decls.removeAll { d in
            if let copy = sequenceExtensionAsArrayExtension(d) {
                globals.genericExtensions["Array", default: []].append(copy)
                return true
            }
            guard d.kind == .extensionDecl, globals.genericTypes[d.name] != nil || d.name == "Array" else { return false }
            globals.genericExtensions[d.name, default: []].append(d)
            return true
        }
    }

    /// Declares the extensions that apply to the specialization `n` of `base`; returns them, for
    /// their bodies to be compiled once the type's own are.
    func declareGenericExtensions(of base: String, into n: NominalType) throws(Diagnostic) -> [TypeDecl] {
        var applied: [TypeDecl] = []
        for ext in globals.genericExtensions[base] ?? [] {
            if let unmet = try unmetRequirement(ext.whereClause) {
                for m in ext.members {
                    if case .method(let f, _) = m {
                        let label = base == "Array" ? f.name + "(" + f.params.map { ($0.label ?? "_") + ":" }.joined() + ")" : f.name
                        // A subscript is "subscript 'subscript(safe:)'" in swiftc's words.
                        let kind = f.name == "subscript" ? "subscript" : "instance method"
                        globals.conditionalMembers[n.name + "." + f.name] = "referencing \(kind) '\(label)' on '\(base)' \(unmet)"
                    }
                }
                continue
            }
            let copy = TypeDecl(kind: .extensionDecl, name: n.name, pos: ext.pos, namePos: ext.namePos, inherited: ext.inherited,
                                members: try membersMeetingTheirRequirements(ext.members, base: base, host: n),
                                isFinal: false, closingBrace: ext.closingBrace)
            try declareExtensionMembers(copy)
            applied.append(copy)
        }
        return applied
    }

    /// The first requirement of a `where` clause the current type arguments do not meet, as the
    /// end of swiftc's message ("requires that 'Thing' conform to 'Equatable'"); nil when all hold.
    func unmetRequirement(_ clause: [WhereRequirement]) throws(Diagnostic) -> String? {
        for r in clause {
            let subject = try resolveType(r.subject)
            if let same = r.sameType {
                let other = try resolveType(same)
                if subject != other { return "requires the types '\(subject.name)' and '\(other.name)' be equivalent" }
                continue
            }
            for c in r.conformances {
                guard case .named(let name, let pos) = c else { throw Diagnostic.unsupported("this 'where' requirement", at: r.pos) }
                let holds: Bool
                switch name {
                case "Equatable": holds = subject.isEquatable
                case "Comparable": holds = subject.isComparable
                case "Hashable": holds = subject.isHashable
                case "Numeric", "AdditiveArithmetic": holds = subject.isNumeric
                case "BinaryInteger", "SignedInteger", "FixedWidthInteger": holds = subject.isInteger
                case "FloatingPoint", "BinaryFloatingPoint": holds = subject.isFloatingPoint
                case "CustomStringConvertible":
                    if case .nominal(let n) = subject { holds = n.conformsToDescription } else { holds = true }
                default:
                    guard let p = scopedNominal(name), p.kind == .protocolType else {
                        throw Diagnostic.unsupported("'where' clauses requiring '\(name)'", at: pos)
                    }
                    holds = conforms(subject, to: p)
                }
                if !holds { return "requires that '\(subject.name)' conform to '\(name)'" }
            }
        }
        return nil
    }

    /// The host of `Array` extension members for `t` (`[Int]`), declared and compiled on first use.
    func instantiateStandardExtensions(_ t: SType) throws(Diagnostic) {
        guard case .array(let element) = t, globals.genericExtensions["Array"] != nil, globals.extensionHosts[t.name] == nil else { return }
        // An extension member calling itself on ever deeper arrays (`map { [$0] }.f()`) would
        // specialize forever; Swift compiles it once, generically.
        var depth = 0
        var inner = element
        while case .array(let e) = inner { depth += 1; inner = e }
        if depth > 4 { throw Diagnostic.unsupported("extensions of 'Array' used on arrays nested this deep", at: .start) }
        let host = NominalType(name: t.name, kind: .structure, namePos: .start, moduleName: "Swift")
        host.extendedType = t
        host.isResolved = true
        globals.extensionHosts[t.name] = host
        let saved = enterFreshDeclarationContext()
        defer { restoreContext(saved) }
        extras.typeAliases["Element"] = element
        do throws(Diagnostic) {
            let applied = try declareGenericExtensions(of: "Array", into: host)
            for d in applied { _ = try compileTypeDeclaration(d) }
        } catch {
            globals.extensionHosts[t.name] = nil
            throw error
        }
    }

    /// swiftc's error for a member an extension's unmet `where` clause left out, if `name` is one.
    func conditionalMemberDiagnostic(_ n: NominalType, _ name: String, at pos: SourcePos) -> Diagnostic? {
        guard let message = globals.conditionalMembers[n.name + "." + name] else { return nil }
        return Diagnostic(message, at: pos)
    }
}

extension Compiler {
    /// Before a member of an array is looked up: its `Array` extension members are ready, and one
    /// an unmet `where` clause left out gets swiftc's error.
    func standardExtensionMember(_ t: SType, _ name: String, at pos: SourcePos) throws(Diagnostic) {
        // Only a member an `Array` extension declares makes the host: `self.enumerated().count`
        // inside one must not specialize the extensions for `[(offset: Int, element: Element)]`.
        guard case .array = t, let extensions = globals.genericExtensions["Array"],
              extensions.contains(where: { Compiler.declares($0, name) }) else { return }
        try instantiateStandardExtensions(t)
        if let host = globals.extensionHosts[t.name], host.methods[name] == nil, host.properties[name] == nil,
           let d = conditionalMemberDiagnostic(host, name, at: pos) {
            throw d
        }
    }
}

extension Compiler {
    /// The initializers extensions without a `where` clause add to generic type `name`, for
    /// inferring the type arguments of `Stack(one: 3)`.
    func extensionInitializers(of name: String) -> [FuncDecl] {
        (globals.genericExtensions[name] ?? []).filter { $0.whereClause.isEmpty }.flatMap { ext in
            ext.members.compactMap { m -> FuncDecl? in if case .initializer(let f, _) = m { return f }; return nil }
        }
    }
}

extension Compiler {
    /// Whether extension `d` declares a member named `name`.
    static func declares(_ d: TypeDecl, _ name: String) -> Bool {
        d.members.contains { m in
            switch m {
            case .property(let p): return p.name == name
            case .method(let f, _): return f.name == name
            default: return false
            }
        }
    }
}
