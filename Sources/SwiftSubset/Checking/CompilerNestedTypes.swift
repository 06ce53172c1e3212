/// Nested types. The parser gives a nested type its qualified name (`Outer.Inner`, `Int.Kind`) and
/// lifts it to the top level (ParserNestedTypes.swift), so here a nested type is an ordinary declared
/// type; what is left is Swift's name lookup: inside `Outer` (and its extensions) a bare `Inner`
/// means `Outer.Inner`, the innermost enclosing type first, and `Outer.Inner` in an expression names
/// the type, not a member of `Outer`.
extension Compiler {
    /// The declared type a bare type name means where the checker is: the enclosing types' nested
    /// types first (`Outer.Inner.X`, then `Outer.X`), then the top level.
    func scopedNominal(_ name: String, inside scope: String? = nil) -> NominalType? {
        if var prefix = scope ?? memberContext?.type.name, !prefix.contains("<") {
            // In `extension Outer.Inner`, only `Inner`'s own nested types (swiftc does not look in `Outer`).
            if scope == nil, extras.inExtension { return globals.types[prefix + "." + name] ?? globals.types[name] }
            while !prefix.isEmpty {
                if let n = globals.types[prefix + "." + name] { return n }
                guard let dot = prefix.lastIndex(of: ".") else { break }
                prefix = String(prefix[..<dot])
            }
        }
        return globals.types[name]
    }

    /// The qualified name of the type an expression such as `Outer.Inner` or `Int.Kind` names, or nil
    /// when it is not a (nested) type name; a variable of the same name hides a type.
    func nestedTypePath(_ e: Expr) -> String? {
        switch e.kind {
        case .name(let n):
            if lookupVariable(n) != nil { return nil }
            return scopedNominal(n)?.name ?? (SType.namedTypes[n] != nil ? n : nil)
        case .typeExpr(.named(let n, _)):
            return globals.types[n]?.name ?? scopedNominal(n)?.name ?? (SType.namedTypes[n] != nil ? n : nil)
        case .member(let base, let m, _):
            guard let b = nestedTypePath(base) else { return nil }
            return globals.types[b + "." + m] != nil ? b + "." + m : nil
        default:
            return nil
        }
    }

    /// swiftc's error for `Outer.Missing` in a type, or nil when the part before the dot is no type either.
    func missingMemberType(_ name: String, at pos: SourcePos) -> Diagnostic? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let prefix = String(name[..<dot]), member = String(name[name.index(after: dot)...])
        let at = SourcePos(line: pos.line, column: pos.column + prefix.utf8.count + 1, offset: pos.offset + prefix.utf8.count + 1)
        if let outer = scopedNominal(prefix) ?? (prefix.contains(".") ? nil : globals.extensionHosts[prefix]) {
            let word = outer.kind == .classType ? "class" : outer.kind == .enumeration ? "enum"
                : outer.kind == .protocolType ? "protocol" : "struct"
            let module = outer.extendedType != nil ? "Swift" : outer.moduleName
            return Diagnostic("'\(member)' is not a member type of \(word) '\(module).\(outer.name)'", at: at,
                              length: member.utf8.count)
        }
        if SType.namedTypes[prefix] != nil || Compiler.knownUnsupportedTypes.contains(prefix) {
            return Diagnostic.unsupported("the type '\(name)'", at: pos)
        }
        return nil
    }
}

extension NominalType {
    /// A type nested in an extension of a standard type prints as Swift prints it:
    /// `(extension in main):Swift.Int.Kind`.
    var nestedQualifiedName: String? {
        guard let dot = name.firstIndex(of: "."), SType.namedTypes[String(name[..<dot])] != nil else { return nil }
        return "(extension in \(moduleName)):Swift.\(name)"
    }
}

extension NominalType {
    /// `AnyObject` itself, or a protocol declared `: AnyObject` (or inheriting from one): only
    /// classes conform, and its values may be held `weak` (`weak var delegate: Delegate?`,
    /// `weak var target: AnyObject?`).
    var isClassBound: Bool {
        kind == .protocolType && (self === NominalType.anyObjectProtocol || conformances.contains("AnyObject"))
    }
}

extension Compiler {
    /// swiftc's error for a struct or enum that declares conformance to a class-only protocol.
    func checkClassBound(_ proto: NominalType, conformer n: NominalType, at pos: SourcePos) throws(Diagnostic) {
        guard proto.isClassBound, n.kind != .classType else { return }
        let shown = n.extendedType?.name ?? n.name
        throw Diagnostic("non-class type '\(shown)' cannot conform to class protocol '\(proto.name)'", at: pos,
                         length: n.name.utf8.count)
    }
}
