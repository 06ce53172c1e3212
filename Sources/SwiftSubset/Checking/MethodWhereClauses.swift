/// A method's own `where` clause on its type's generic parameters:
/// `extension Container { func total() -> Int where Item == Int { … } }`.
///
/// Generic types are specialized per use, so each specialization keeps the methods whose
/// requirements its type arguments meet, as it keeps whole extensions (CompilerGenericExtensions.swift);
/// a method left out is reported with swiftc's words when it is called
/// (`referencing instance method 'total()' on 'Container' requires the types 'String' and 'Int' be equivalent`).
extension Compiler {
    /// `members` without the methods whose `where` clause the current type arguments do not meet.
    func membersMeetingTheirRequirements(_ members: [MemberDecl], base: String, host n: NominalType) throws(Diagnostic) -> [MemberDecl] {
        guard members.contains(where: { if case .method(let f, _) = $0 { return !f.whereClause.isEmpty }; return false }) else {
            return members
        }
        var kept: [MemberDecl] = []
        for m in members {
            if case .method(let f, _) = m, let unmet = try unmetRequirement(f.whereClause) {
                let label = f.name + "(" + f.params.map { ($0.label ?? "_") + ":" }.joined() + ")"
                // swiftc names the method alone here (a whole extension's member is "referencing … on 'Type'").
                globals.conditionalMembers[n.name + "." + f.name] = "instance method '\(label)' \(unmet)"
                continue
            }
            kept.append(m)
        }
        return kept
    }
}
