/// Type aliases that types' members use: a top-level `typealias Row = [Character]` and one
/// declared inside a type (`struct Grid { typealias Cell = (Int, Int) }`, named `Grid.Cell`,
/// lifted to the top level by the parser). Members are resolved before top-level statements
/// are compiled, so the aliases are declared first; inside `Grid`, `Cell` finds `Grid.Cell`.
extension Compiler {
    /// Declares the unit's top-level and nested aliases ahead of the types' members. An alias
    /// whose type cannot be resolved yet is left for its statement, which reports the error.
    func declareTypeAliasesEarly(_ stmts: [Stmt]) throws(Diagnostic) {
        for s in stmts {
            guard case .typeAlias(let name, let pos, let type) = s.kind else { continue }
            // A composition copies its protocols' requirements when made, which are not declared
            // yet here: such an alias waits for its statement, as before.
            if Compiler.mentionsComposition(type) { continue }
            do throws(Diagnostic) {
                try declareTypeAlias(name, pos: pos, type)
            } catch {
                if name.contains(".") {
                    // A nested alias naming a sibling nested type (`typealias Row = [Cell]`) would
                    // need the outer type's scope; refused rather than "cannot find type".
                    throw Diagnostic.unsupported("a type alias inside a type whose type keylab cannot resolve there", at: pos)
                }
            }
        }
    }

    static func mentionsComposition(_ t: TypeSyntax) -> Bool {
        switch t {
        case .generic(let name, let args, _):
            return name == TypeSyntax.compositionMarker || name == TypeSyntax.opaqueMarker || args.contains(where: mentionsComposition)
        case .optional(let w), .array(let w), .implicitlyUnwrapped(let w), .autoclosure(let w): return mentionsComposition(w)
        case .dictionary(let k, let v): return mentionsComposition(k) || mentionsComposition(v)
        case .tuple(let ts, _, _): return ts.contains(where: mentionsComposition)
        case .function(let ps, let r, _): return ps.contains(where: mentionsComposition) || mentionsComposition(r)
        case .named, .unsupported: return false
        }
    }

    /// `Cell` inside `Grid` (or a type nested in it): the alias `Grid.Cell`.
    func scopedTypeAlias(_ name: String) -> SType? {
        guard var prefix = memberContext?.type.name, !prefix.contains("<") else { return nil }
        while !prefix.isEmpty {
            if let t = globals.typeAliases[prefix + "." + name] { return t }
            guard let dot = prefix.lastIndex(of: ".") else { break }
            prefix = String(prefix[..<dot])
        }
        return nil
    }
}
