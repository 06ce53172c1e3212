/// `Never`: the return type of functions that never return (`func fail(_ m: String) -> Never {
/// fatalError(m) }`). It is an enum without cases. A call of such a function ends a path as
/// `fatalError(…)` does: a `guard` body, a function that must return a value or a `switch` case may
/// end with it. The functions are found by name before a unit is checked (the path checks are
/// static and see only syntax), through `neverReturningFunctions`, which holds them while it runs.
extension NominalType {
    static let never: NominalType = {
        let n = NominalType(name: "Never", kind: .enumeration, namePos: .start, moduleName: "Swift")
        n.isResolved = true
        return n
    }()
}

extension Compiler {
    static let neverType = SType.nominal(.never)

    /// Names of the functions declared `-> Never` in the unit being checked and the ones before it.
    @TaskLocal static var neverReturningFunctions: Set<String> = []

    /// Whether `e` is a call that never returns: `fatalError(…)`, `preconditionFailure(…)` or a function declared `-> Never`.
    static func isNeverReturningCall(_ e: Expr) -> Bool {
        guard case .call(let callee, _, _) = e.kind else { return false }
        switch callee.kind {
        case .name(let name): return name == "fatalError" || name == "preconditionFailure" || neverReturningFunctions.contains(name)
        default: return false
        }
    }

    /// The functions (at any depth, methods included) declared with the return type `Never`.
    static func neverReturningNames(in stmts: [Stmt]) -> Set<String> {
        var names: Set<String> = []
        func isNever(_ t: TypeSyntax?) -> Bool { if case .named("Never", _)? = t { return true }; return false }
        func walk(_ stmts: [Stmt]) {
            for s in stmts {
                switch s.kind {
                case .function(let f):
                    if isNever(f.returnType) { names.insert(f.name) }
                    walk(f.body)
                case .typeDeclaration(let d):
                    for case .method(let f, _) in d.members where isNever(f.returnType) { names.insert(f.name) }
                default: break
                }
            }
        }
        walk(stmts)
        return names
    }

    /// Checks a unit with the `-> Never` functions it and the earlier units declared known by name.
    func withNeverReturningFunctions<T>(_ stmts: [Stmt], _ body: () throws(Diagnostic) -> T) throws(Diagnostic) -> T {
        globals.neverReturningFunctions.formUnion(Compiler.neverReturningNames(in: stmts))
        let result: Result<T, Diagnostic> = Compiler.$neverReturningFunctions.withValue(globals.neverReturningFunctions) {
            do throws(Diagnostic) { return .success(try body()) } catch { return .failure(error) }
        }
        return try result.get()
    }
}
