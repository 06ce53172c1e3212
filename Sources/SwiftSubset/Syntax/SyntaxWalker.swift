/// Visits every expression of a piece of syntax, telling the visitor how many closures and local
/// functions enclose it. Used before compiling to decide which variables closures capture, and
/// which `$0`, `$1` a closure uses.
struct SyntaxWalker {
    /// Called with each expression and its closure depth; return false to skip its children.
    var visit: (Expr, Int) -> Bool
    /// Whether to look inside closures at all.
    var entersClosures = true

    func walk(_ stmts: [Stmt], depth: Int, functionDepth: Int) {
        for s in stmts { walk(s, depth: depth, functionDepth: functionDepth) }
    }

    func walk(_ s: Stmt, depth: Int, functionDepth: Int) {
        let d = depth
        switch s.kind {
        case .variable(_, _, _, _, let value): if let value { walk(value, d) }
        case .function(let f):
            // A function inside a function (or inside a block of top-level code) is local: its
            // body may capture. A top-level function's body is not inside anything.
            let inner = functionDepth > 0 ? d + 1 : d
            for p in f.params { if let v = p.defaultValue { walk(v, d) } }
            walk(f.body, depth: inner, functionDepth: functionDepth + 1)
        case .expression(let e): walk(e, d)
        case .ifStmt(let conds, let then, let otherwise):
            walk(conds, d)
            walk(then, depth: d, functionDepth: max(functionDepth, 1))
            walk(otherwise ?? [], depth: d, functionDepth: max(functionDepth, 1))
        case .guardStmt(let conds, let otherwise, _):
            walk(conds, d)
            walk(otherwise, depth: d, functionDepth: max(functionDepth, 1))
        case .whileStmt(let conds, let body):
            walk(conds, d)
            walk(body, depth: d, functionDepth: max(functionDepth, 1))
        case .repeatStmt(let body, let cond):
            walk(body, depth: d, functionDepth: max(functionDepth, 1))
            walk(cond, d)
        case .forIn(_, _, let seq, let whereClause, let body):
            walk(seq, d)
            if let whereClause { walk(whereClause, d) }
            walk(body, depth: d, functionDepth: max(functionDepth, 1))
        case .forPattern(let pattern, _, let seq, let whereClause, let body):
            walk(pattern, d)
            walk(seq, d)
            if let whereClause { walk(whereClause, d) }
            walk(body, depth: d, functionDepth: max(functionDepth, 1))
        case .switchStmt(let subject, let cases, _):
            walk(subject, d)
            for c in cases {
                for p in c.patterns { walk(p, d) }
                if let w = c.whereClause { walk(w, d) }
                walk(c.body, depth: d, functionDepth: max(functionDepth, 1))
            }
        case .block(let body), .labeledBody(_, let body):
            walk(body, depth: d, functionDepth: max(functionDepth, 1))
        case .labeled(_, _, let inner): walk(inner, depth: d, functionDepth: functionDepth)
        case .returnStmt(let e): if let e { walk(e, d) }
        case .destructure(_, let pattern, _, let value):
            walk(pattern, d)
            walk(value, d)
        case .breakStmt, .continueStmt, .fallthroughStmt, .breakLabel, .continueLabel, .typeAlias: break
        case .throwStmt(let e): walk(e, d)
        case .deferStmt(let body): walk(body, depth: d, functionDepth: max(functionDepth, 1))
        case .doCatch(let body, let catches, _):
            walk(body, depth: d, functionDepth: max(functionDepth, 1))
            for c in catches { walk(c.body, depth: d, functionDepth: max(functionDepth, 1)) }
        case .typeDeclaration(let t):
            // Method and accessor bodies are functions of their own; closures in them may capture.
            for m in t.members {
                switch m {
                case .property(let p):
                    if let v = p.value { walk(v, d) }
                    for a in p.accessors { walk(a.body, depth: d, functionDepth: functionDepth + 1) }
                case .method(let f, _), .initializer(let f, _):
                    walk(f.body, depth: d, functionDepth: functionDepth + 1)
                case .deinitializer(let body, _):
                    walk(body, depth: d, functionDepth: functionDepth + 1)
                case .enumCases: break
                }
            }
        }
    }

    func walk(_ conds: [Condition], _ d: Int) {
        for c in conds {
            switch c {
            case .expr(let e): walk(e, d)
            case .binding(_, let name, let namePos, _, let value, _):
                if let value { walk(value, d) } else {
                    walk(Expr(.name(name), namePos, end: namePos.offset + name.utf8.count), d)
                }
            case .pattern(let p, let value, _):
                walk(p, d)
                walk(value, d)
            }
        }
    }

    func walk(_ e: Expr, _ d: Int) {
        guard visit(e, d) else { return }
        switch e.kind {
        case .integer, .float, .bool, .nilLiteral, .name, .implicitMember, .typeExpr, .magic, .unsupported,
             .operatorFunction, .bindingPattern, .castPattern:
            break
        case .switchExpression(let s):
            walk([s], depth: d, functionDepth: 1)
        case .string(let parts):
            for p in parts { if case .expr(let x) = p { walk(x, d) } }
        case .prefix(_, let x), .forceUnwrap(let x), .optionalChain(let x), .paren(let x), .coerce(let x, _),
             .partialRangeFrom(let x), .partialRangeUpTo(let x, _), .member(let x, _, _), .tupleIndex(let x, _, _),
             .inoutArgument(let x), .patternBinding(let x, _), .optionalPattern(let x), .tryExpr(let x, _),
             .typeCast(let x, _, _, _):
            walk(x, d)
        case .binary(_, let a, let b, _), .assign(_, let a, let b, _):
            walk(a, d)
            walk(b, d)
        case .ternary(let a, let b, let c):
            walk(a, d)
            walk(b, d)
            walk(c, d)
        case .call(let f, let args, _), .subscriptAccess(let f, let args):
            walk(f, d)
            for a in args { walk(a.value, d) }
        case .array(let items): for x in items { walk(x, d) }
        case .dictionary(let pairs):
            for (k, v) in pairs {
                walk(k, d)
                walk(v, d)
            }
        case .tuple(let items): for a in items { walk(a.value, d) }
        case .closure(let c):
            if entersClosures { walk(c.body, depth: d + 1, functionDepth: 1) }
        }
    }
}

/// The names closures and local functions use, found before checking so the compiler knows
/// which variables must live in a box that a closure can share.
enum CaptureNames {
    /// Names used inside closures and local functions anywhere in `stmts`.
    static func collect(_ stmts: [Stmt]) -> Set<String> {
        var names: Set<String> = []
        let walker = SyntaxWalker(visit: { e, depth in
            if depth > 0, case .name(let n) = e.kind { names.insert(n) }
            return true
        })
        walker.walk(stmts, depth: 0, functionDepth: 0)
        return names
    }

    /// The highest `$n` a closure body uses directly (not in closures nested in it), or nil.
    static func highestAnonymousArgument(_ body: [Stmt]) -> Int? {
        var highest: Int?
        var walker = SyntaxWalker(visit: { e, _ in
            if case .name(let n) = e.kind, n.hasPrefix("$"), let k = Int(n.dropFirst()) {
                highest = max(highest ?? -1, k)
            }
            return true
        })
        walker.entersClosures = false
        walker.walk(body, depth: 0, functionDepth: 1)
        return highest
    }
}
