/// Extensions of the standard sequence protocols: `extension Sequence { func total() … }`,
/// `extension Collection { var second: Element? }`, `extension Sequence where Element: Numeric`.
///
/// keylab gives their members to arrays, as an `extension Array` with the same body and `where`
/// clause (CompilerGenericExtensions.swift): `Element` is the array's element type, and `self`,
/// `count`, `first`, `dropFirst()`, `reduce` and the rest are the array's. Used on another
/// sequence (a String, a range, a set, a dictionary), such a member is refused by name rather than
/// reported as missing, which Swift would never say.
extension Compiler {
    static let sequenceProtocols: Set<String> = ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"]

    /// The `extension Array` standing for `d` when `d` extends a sequence protocol; nil otherwise.
    func sequenceExtensionAsArrayExtension(_ d: TypeDecl) -> TypeDecl? {
        guard d.kind == .extensionDecl, Compiler.sequenceProtocols.contains(d.name), globals.types[d.name] == nil,
              d.inherited.isEmpty else { return nil }
        for m in d.members {
            switch m {
            case .property(let p): globals.sequenceExtensionMembers[p.name] = d.name
            case .method(let f, _): globals.sequenceExtensionMembers[f.name] = d.name
            default: break
            }
        }
        return TypeDecl(kind: .extensionDecl, name: "Array", pos: d.pos, namePos: d.namePos, inherited: [],
                        members: d.members, isFinal: false, closingBrace: d.closingBrace, whereClause: d.whereClause)
    }

    /// Refuses by name a sequence-protocol extension's member used on anything but an array.
    func checkSequenceExtensionMember(_ base: Expr, _ name: String, namePos: SourcePos) throws(Diagnostic) {
        guard let proto = globals.sequenceExtensionMembers[name], nominalTypeNamed(base) == nil else { return }
        let type = try probeType(base)
        switch type {
        case .array: return
        case .nominal(let n) where n.properties[name] != nil || n.methods[name] != nil: return
        default:
            throw Diagnostic.unsupported("members of 'extension \(proto)' used on '\(type.name)' (keylab gives them to arrays only)",
                                         at: namePos)
        }
    }
}
