/// swiftc's rule (SE-0269) that an escaping closure inside a class names `self` explicitly: a bare
/// `count` or `bump()` there is an error unless the closure's capture list holds `self`. keylab's
/// closures may always escape, so the checker learns which literals escape from where they are
/// written: stored (`let f = { … }`, `x.handler = { … }`, `handlers.append { … }`, an array or
/// dictionary literal), returned, or passed for a parameter the program declares `@escaping`.
/// A closure keylab cannot prove escaping is treated as non-escaping, so no error is made up.
struct EscapingClosureMarks {
    private var closures: Set<ObjectIdentifier> = []
    /// Keeps the marked literals alive so their identifiers are not reused.
    private var retained: [ClosureExpr] = []
    /// Function (or type, for initializers) name → labels (`_` for none) of its `@escaping` parameters.
    var escapingLabels: [String: Set<String>] = [:]
    /// Names whose last function-typed parameter is `@escaping` (a trailing closure fills it).
    var escapingTrailing: Set<String> = []
    /// The names above that are methods (only they may follow a `.`: `xs.map { }` never matches a
    /// free function `map`).
    var methodNames: Set<String> = []

    mutating func mark(_ e: Expr?) {
        guard let e else { return }
        switch e.kind {
        case .closure(let c):
            closures.insert(ObjectIdentifier(c))
            retained.append(c)
        case .paren(let inner), .coerce(let inner, _): mark(inner)
        default: break
        }
    }

    func contains(_ c: ClosureExpr) -> Bool { closures.contains(ObjectIdentifier(c)) }

    mutating func record(_ f: FuncDecl, as name: String) {
        for p in f.params where p.isEscaping { escapingLabels[name, default: []].insert(p.label ?? "_") }
        if let last = f.params.last(where: { if case .function = $0.type { return true }; return false }), last.isEscaping {
            escapingTrailing.insert(name)
        }
    }
}

extension Compiler {
    /// Marks the closure literals of a unit that escape (called once per unit, before checking).
    func markEscapingClosures(_ stmts: [Stmt]) {
        var marks = extras.escapingClosures
        for s in stmts {
            switch s.kind {
            case .function(let f): marks.record(f, as: f.name)
            case .typeDeclaration(let t):
                for m in t.members {
                    switch m {
                    case .method(let f, _):
                        marks.record(f, as: f.name)
                        marks.methodNames.insert(f.name)
                    case .initializer(let f, _): marks.record(f, as: t.name)
                    default: break
                    }
                }
            default: break
            }
        }
        let known = marks
        var found: [Expr] = []
        var walker = SyntaxWalker(visit: { e, _ in
            switch e.kind {
            case .call(let callee, let args, _):
                let name: String
                switch callee.kind {
                case .name(let n): name = n
                case .member(_, let n, _) where known.methodNames.contains(n): name = n
                case .member(_, "append", _): name = "append"
                default: return true
                }
                for a in args {
                    let escapes = (name == "append" && args.count == 1)
                        || (a.isTrailingClosure ? known.escapingTrailing.contains(name)
                            : known.escapingLabels[name]?.contains(a.label ?? "_") == true)
                    if escapes { found.append(a.value) }
                }
            case .assign("=", _, let value, _): found.append(value)
            case .array(let xs): found += xs
            case .dictionary(let pairs): found += pairs.map { $0.1 }
            default: break
            }
            return true
        })
        walker.entersClosures = true
        walker.walk(stmts, depth: 0, functionDepth: 0)
        for e in found { marks.mark(e) }
        extras.escapingClosures = marks
    }

    /// swiftc's error for `name` read or called without `self.` in an escaping closure of a class.
    func checkImplicitSelf(_ name: String, rewritten: Expr, call: Bool, at e: Expr) throws(Diagnostic) {
        guard let ctx = memberContext, ctx.type.kind == .classType, !ctx.isStatic,
              case .member(let base, _, _) = rewritten.kind, case .name("self") = base.kind,
              extras.captureStack.contains(where: { $0.requiresExplicitSelf }) else { return }
        let what = call && ctx.type.methods[name] != nil ? "call to method" : "reference to property"
        throw Diagnostic("\(what) '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit",
                         at: e.pos, length: name.utf8.count,
                         notes: [DiagnosticNote(message: "reference 'self.' explicitly", pos: e.pos, fixIt: "self.", length: 1)])
    }
}
