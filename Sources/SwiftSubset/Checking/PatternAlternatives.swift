/// `case (let x, 0), (0, let x):` and `case .a(let n), .b(let n):` — several patterns in one `case`
/// that bind the same names. Every pattern after the first binds into the variables the first one
/// declared (declareVariable asks `sharedAlternativeBinding`), so whichever pattern matches fills
/// them; swiftc's errors for a name missing from a pattern or bound with another type.
extension Compiler {
    /// Runs `compile` for pattern `index` of `patterns`, with the names of the first pattern shared.
    func compileAlternative<T>(_ patterns: [Expr], _ index: Int,
                               _ compile: () throws(Diagnostic) -> T) throws(Diagnostic) -> T {
        guard patterns.count > 1 else { return try compile() }
        let firstNames = Compiler.boundNamePositions(patterns[0])
        guard index > 0 else { return try compile() }
        let mine = Compiler.boundNamePositions(patterns[index])
        if firstNames.isEmpty && mine.isEmpty { return try compile() }
        for (name, pos) in mine where !firstNames.contains(where: { $0.0 == name }) {
            throw Diagnostic("'\(name)' must be bound in every pattern", at: pos, length: name.utf8.count)
        }
        for (name, pos) in firstNames where !mine.contains(where: { $0.0 == name }) {
            throw Diagnostic("'\(name)' must be bound in every pattern", at: pos, length: name.utf8.count)
        }
        let saved = extras.alternativePatternNames
        extras.alternativePatternNames = Set(firstNames.map(\.0))
        defer { extras.alternativePatternNames = saved }
        return try compile()
    }

    /// The variable a later pattern of a `case` binds: the one the first pattern declared.
    func sharedAlternativeBinding(_ name: String, type: SType, at pos: SourcePos) throws(Diagnostic) -> VariableSymbol? {
        guard let names = extras.alternativePatternNames, names.contains(name), !scopes.isEmpty,
              let v = scopes[scopes.count - 1].variables[name] else { return nil }
        guard v.type == type else {
            throw Diagnostic("pattern variable bound to type '\(type.name)', expected type '\(v.type.name)'", at: pos,
                             length: name.utf8.count)
        }
        return v
    }

    /// The names a pattern binds with the position of each.
    static func boundNamePositions(_ p: Expr) -> [(String, SourcePos)] {
        var names: [(String, SourcePos)] = []
        func walk(_ e: Expr, _ binding: Bool) {
            switch e.kind {
            case .name(let n) where binding && n != "_": names.append((n, e.pos))
            case .patternBinding(let x, _): walk(x, true)
            case .bindingPattern(let n, _):
                // `let a` is written before the name: the name ends the expression.
                let offset = max(e.pos.offset, e.end - n.utf8.count)
                names.append((n, SourcePos(line: e.pos.line, column: e.pos.column + offset - e.pos.offset, offset: offset)))
            case .castPattern(let n?, _): names.append((n, e.pos))
            case .tuple(let items): for a in items { walk(a.value, binding) }
            case .paren(let x), .optionalPattern(let x): walk(x, binding)
            case .call(_, let args, _): for a in args { walk(a.value, binding) }
            default: break
            }
        }
        walk(p, false)
        return names
    }
}
