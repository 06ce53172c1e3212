/// `indirect enum` and `indirect case`: keylab stores enum payloads out of line anyway, so the
/// keyword changes nothing at run time; without it, a case that holds its own enum is swiftc's
/// error "recursive enum 'List' is not marked 'indirect'".
extension Parser {
    /// Every case of an `indirect enum` counts as written `indirect case`.
    static func markingIndirect(_ members: [MemberDecl], at pos: SourcePos) -> [MemberDecl] {
        members.map { m in
            guard case .enumCases(let cases, var mods) = m else { return m }
            mods.words["indirect"] = pos
            return .enumCases(cases, mods)
        }
    }
}

extension Compiler {
    func checkRecursiveCases(_ cases: [EnumCaseDecl], _ mods: MemberModifiers, in n: NominalType) throws(Diagnostic) {
        guard !mods.has("indirect") else { return }
        func holds(_ t: SType) -> Bool {
            switch t {
            case .nominal(let m): return m === n
            case .optional(let w): return holds(w)
            case .tuple(let ts, _): return ts.contains(where: holds)
            default: return false
            }
        }
        for c in cases {
            guard let info = n.cases.first(where: { $0.name == c.name }) else { continue }
            if info.associated.contains(where: { holds($0.type) }) {
                let shortName = n.name.split(separator: ".").last.map(String.init) ?? n.name
                throw Diagnostic("recursive enum '\(shortName)' is not marked 'indirect'", at: n.namePos,
                                 length: shortName.utf8.count)
            }
        }
    }
}
