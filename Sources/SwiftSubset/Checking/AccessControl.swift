/// `private` and `private(set)` members, checked as swiftc checks them in one file.
///
/// A `private` member is visible only inside the declaration of its type, the extensions of that
/// type, and the types nested in it; `private(set)` keeps reading open and the setter private.
/// `fileprivate`, `internal`, `public` and `open` change nothing a one-file program can see.
/// swiftc's words: "'secret' is inaccessible due to 'private' protection level" and "cannot
/// assign to property: 'count' setter is inaccessible".
extension Compiler {
    /// Notes the members of `d` (a type or one of its extensions) declared `private` or `private(set)`.
    func recordPrivateMembers(_ d: TypeDecl, in n: NominalType) {
        for m in d.members {
            let name: String, mods: MemberModifiers
            switch m {
            case .property(let p): (name, mods) = (p.name, p.modifiers)
            case .method(let f, let ms): (name, mods) = (f.name, ms)
            default: continue
            }
            if mods.has("private") {
                globals.privateMembers[n.name + "." + name] = true
            } else if mods.has("private(set)") {
                globals.privateMembers[n.name + "." + name] = false
            } else {
                continue
            }
            globals.privateMemberNames.insert(name)
        }
    }

    /// Throws swiftc's error when code outside the type reads or calls a `private` member of
    /// `base`'s type, or assigns to one whose setter is private.
    func checkMemberAccess(_ base: Expr, _ name: String, namePos: SourcePos, assigning: Bool) throws(Diagnostic) {
        guard !ignoresAccessControl, globals.privateMemberNames.contains(name) else { return }
        guard let n = try accessedNominal(base) else { return }
        // The first type up the class chain that declares the name decides.
        var t: NominalType? = n
        while let current = t {
            if let wholly = globals.privateMembers[current.name + "." + name] {
                if isInside(current) { return }
                if wholly {
                    throw Diagnostic("'\(name)' is inaccessible due to 'private' protection level", at: namePos,
                                     length: name.utf8.count)
                }
                if assigning {
                    throw Diagnostic("cannot assign to property: '\(name)' setter is inaccessible", at: namePos,
                                     length: name.utf8.count)
                }
                return
            }
            if current.properties[name] != nil && current.superclass?.properties[name] == nil { return }
            t = current.superclass
        }
    }

    /// The declared type whose member `base.name` names: the type itself for `Type.member`, or the
    /// type of the value (through `?` and `!`); nil for anything else.
    private func accessedNominal(_ base: Expr) throws(Diagnostic) -> NominalType? {
        if let n = nominalTypeNamed(base) { return n }
        if case .name("super") = base.kind { return memberContext?.type.superclass }
        var inner = base
        while true {
            switch inner.kind {
            case .optionalChain(let e), .forceUnwrap(let e), .paren(let e): inner = e; continue
            default: break
            }
            break
        }
        switch try probeType(inner) {
        case .nominal(let n): return n
        case .optional(.nominal(let n)): return n
        default: return nil
        }
    }

    /// Whether the code being compiled is inside `owner`'s declaration, an extension of it, or a
    /// type nested in it.
    private func isInside(_ owner: NominalType) -> Bool {
        guard let here = memberContext?.type.name else { return false }
        return here == owner.name || here.hasPrefix(owner.name + ".")
    }
}
