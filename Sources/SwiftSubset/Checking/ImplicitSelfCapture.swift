/// swiftc's error for the keyboard handler's classic slip: a stored closure inside a class that uses
/// a property or method without `self.` (`onShow = { h in bottom.constant = -h }`, `let g = { name }`).
/// An escaping closure must make capturing `self` explicit: `self.name`, `[self]`, or `[weak self]`
/// with `guard let self`. keylab knows a closure escapes when it is stored — assigned or given as a
/// variable's value — or passed to a parameter written `@escaping`; other closures passed as
/// arguments are never reported (no made-up error).
extension Compiler {
    /// Marks closure literals passed to parameters written `@escaping`.
    func markEscapingArguments(_ f: FunctionSymbol, _ args: [Argument], _ mapping: [Int?]) {
        guard !f.escapingParameters.isEmpty else { return }
        for (j, a) in mapping.enumerated() where f.escapingParameters.contains(j) {
            if let a, a < args.count { markEscaping(args[a].value) }
        }
    }

    /// Marks a closure literal that is being stored.
    func markEscaping(_ value: Expr) {
        if case .closure(let c) = value.kind { extras.escapingClosures.insert(ObjectIdentifier(c)) }
    }

    /// Called for the implicit `self` the checker writes in front of a bare member name (`pos` is the
    /// member name's position).
    func checkImplicitSelfCapture(_ name: String, isCall: Bool, at pos: SourcePos) throws(Diagnostic) {
        guard let me = lookupVariable("self") else { return }
        let what = isCall ? "call to method '\(name)'" : "reference to property '\(name)'"
        let message = "\(what) in closure requires explicit use of 'self' to make capture semantics explicit"
        // `[weak self]` not unwrapped yet: `self` is optional, swiftc asks for it explicitly.
        if case .optional(.nominal(let c)) = me.type, c.kind == .classType,
           extras.captureStack.last?.weakNames["self"] != nil {
            throw Diagnostic(message, at: pos, length: name.utf8.count)
        }
        guard case .nominal(let n) = me.type, n.kind == .classType else { return }
        var escaping = false
        for ctx in extras.captureStack where ctx.isClosure && ctx.level > me.functionLevel {
            if ctx.copiedNames.contains("self") { return }
            if ctx.escapes { escaping = true }
        }
        guard escaping else { return }
        throw Diagnostic(message, at: pos, length: name.utf8.count)
    }
}
