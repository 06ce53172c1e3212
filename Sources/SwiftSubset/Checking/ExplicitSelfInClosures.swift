/// swiftc's rule (SE-0269) that an escaping closure inside a class names `self` explicitly: a bare
/// `count` or `bump()` there is an error unless the closure captures `self` (`[self]`, or `[weak self]`
/// with `guard let self`). keylab's closures may always escape, so the checker learns which literals
/// escape from where they are written: stored (`let f = { … }`, `x.handler = { … }`,
/// `handlers.append { … }`, an array or dictionary literal), returned, or passed for a parameter the
/// callee declares `@escaping` (the resolved function, method or initializer: `UIView.animate`).
/// A closure keylab cannot prove escaping is treated as non-escaping, so no error is made up.
struct EscapingClosureMarks {
    private var closures: Set<ObjectIdentifier> = []
    /// Keeps the marked literals alive so their identifiers are not reused.
    private var retained: [ClosureExpr] = []

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
}

extension Compiler {
    /// Marks the closure literals of a unit stored by assignment, `append` or a collection literal
    /// (called once per unit, before checking; variables' values and returns are marked as their
    /// statements are compiled, arguments as their call is resolved).
    func markEscapingClosures(_ stmts: [Stmt]) {
        var found: [Expr] = []
        var walker = SyntaxWalker(visit: { e, _ in
            switch e.kind {
            case .call(let callee, let args, _):
                if case .member(_, "append", _) = callee.kind, args.count == 1 { found.append(args[0].value) }
            case .assign("=", _, let value, _): found.append(value)
            case .array(let xs): found += xs
            case .dictionary(let pairs): found += pairs.map { $0.1 }
            default: break
            }
            return true
        })
        walker.entersClosures = true
        walker.walk(stmts, depth: 0, functionDepth: 0)
        for e in found { extras.escapingClosures.mark(e) }
    }

    /// Marks closure literals passed to parameters the callee declares `@escaping`.
    func markEscapingArguments(_ f: FunctionSymbol, _ args: [Argument], _ mapping: [Int?]) {
        guard !f.escapingParameters.isEmpty else { return }
        for (j, a) in mapping.enumerated() where f.escapingParameters.contains(j) {
            if let a, a < args.count { extras.escapingClosures.mark(args[a].value) }
        }
    }

    /// swiftc's error for `name` read or called without `self.` (the checker wrote the implicit
    /// `self` of `rewritten`) in an escaping closure of a class, or in any closure whose
    /// `[weak self]` is not unwrapped yet.
    func checkImplicitSelf(_ name: String, rewritten: Expr, call: Bool, at e: Expr) throws(Diagnostic) {
        guard case .member(let base, _, _) = rewritten.kind, case .name("self") = base.kind,
              let me = lookupVariable("self") else { return }
        let what = call ? "call to method" : "reference to property"
        let error = Diagnostic("\(what) '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit",
                               at: e.pos, length: name.utf8.count,
                               notes: [DiagnosticNote(message: "reference 'self.' explicitly", pos: e.pos, fixIt: "self.", length: 1)])
        // `[weak self]` not unwrapped yet: `self` is optional, swiftc asks for it explicitly.
        if case .optional(.nominal(let c)) = me.type, c.kind == .classType,
           extras.captureStack.last?.weakNames["self"] != nil {
            throw error
        }
        guard case .nominal(let n) = me.type, n.kind == .classType else { return }
        var escaping = false
        for ctx in extras.captureStack where ctx.isClosure && ctx.level > me.functionLevel {
            if ctx.copiedNames.contains("self") { return }
            if ctx.escapes && !ctx.allowsImplicitSelf { escaping = true }
        }
        if escaping { throw error }
    }
}

extension Compiler {
    /// swiftc's error for an escaping closure that captures the `self` of a mutating method (or
    /// initializer) of a struct or enum: that `self` is an `inout` parameter, which cannot outlive
    /// the call. `v` is the variable a closure is about to capture.
    func checkMutatingSelfCapture(_ v: VariableSymbol, at pos: SourcePos) throws(Diagnostic) {
        guard v.name == "self", !v.isLet, case .nominal(let n) = v.type, n.kind != .classType else { return }
        for ctx in extras.captureStack where ctx.isClosure && ctx.level > v.functionLevel && ctx.escapes {
            let start = ctx.closurePos ?? pos
            throw Diagnostic("escaping closure captures mutating 'self' parameter", at: start,
                             notes: [DiagnosticNote(message: "captured here", pos: pos)])
        }
    }
}
