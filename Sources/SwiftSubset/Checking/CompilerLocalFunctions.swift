/// Local functions (a `func` inside a function, closure or block) and `inout` parameters.
///
/// A local function may capture the variables around it, so it is a function value held in a
/// hidden variable of the enclosing scope, made when its declaration statement runs. Inside its
/// own body the function finds itself in a "self" slot (FunctionValue.selfSlot), so recursion
/// works although the value does not exist yet when its captures are read.
extension Compiler {
    func declareLocalFunctionValue(_ f: FunctionSymbol) {
        let hidden = VariableSymbol(name: "$func:\(f.name)", type: .function(f.paramTypes, f.returnType), isLet: true,
                                    slot: allocateSlot(), namePos: f.namePos, keywordPos: nil, initialized: true,
                                    functionLevel: functionLevel)
        if case .global = hidden.slot { extras.scopedGlobals.insert(hidden) }
        extras.localFunctionValues[ObjectIdentifier(f)] = hidden
        extras.retained.append(f)
    }

    func compileLocalFunctionBody(_ decl: FuncDecl, _ f: FunctionSymbol, _ hidden: VariableSymbol) throws(Diagnostic) {
        let ctx = try withCaptureContext(level: functionLevel + 1) { (ctx) throws(Diagnostic) -> CaptureContext in
            try compileFunctionBodyCore(decl, f, local: (hidden, ctx))
            return ctx
        }
        resumeEnclosingFrame()
        extras.compiledLocalFunctions.insert(ObjectIdentifier(f))
        extras.pendingLocalFunctions[ObjectIdentifier(f)] = (captureReaders(ctx), ctx.slots,
                                                       ctx.proxies[ObjectIdentifier(hidden)].flatMap { p -> Int? in
                                                           if case .local(let k) = p.slot { return k }
                                                           return nil
                                                       })
    }

    /// Inside its own body, a local function's hidden variable is the frame's self slot.
    func registerSelfSlot(_ hidden: VariableSymbol, _ ctx: CaptureContext) {
        let index = function?.frameSize ?? 0
        function?.frameSize += 1
        let p = VariableSymbol(name: hidden.name, type: hidden.type, isLet: true, slot: .local(index),
                               namePos: hidden.namePos, keywordPos: nil, initialized: true, functionLevel: ctx.level)
        ctx.proxies[ObjectIdentifier(hidden)] = p
    }

    /// The statement code of a `func` declaration: makes the local function's value, if local.
    func localFunctionCreation(_ decl: FuncDecl) -> StmtCode {
        guard let f = lookupFunctions(decl.name)?.last(where: { $0.namePos == decl.namePos }),
              let hidden = extras.localFunctionValues[ObjectIdentifier(f)],
              let pending = extras.pendingLocalFunctions[ObjectIdentifier(f)] else { return { _ in .normal } }
        let make = Compiler.functionValueCode(f.box, readers: pending.readers, slots: pending.slots, selfSlot: pending.selfSlot)
        return storeCode(hidden.slot, make)
    }

    /// Calls before the declaration ran would find no function value: refused by name.
    func checkLocalFunctionReady(_ f: FunctionSymbol, _ hidden: VariableSymbol, at pos: SourcePos) throws(Diagnostic) {
        if extras.compiledLocalFunctions.contains(ObjectIdentifier(f)) { return }
        // Inside its own body the self slot is there.
        if let ctx = extras.captureStack.last, ctx.proxies[ObjectIdentifier(hidden)] != nil { return }
        if extras.captureStack.contains(where: { $0.proxies[ObjectIdentifier(hidden)] != nil }) { return }
        throw Diagnostic.unsupported("using a local function before its declaration", at: pos)
    }

    /// An `inout` parameter lives in a box the caller made; the caller copies it back after the call.
    func declareInoutParameter(_ name: String, type: SType, namePos: SourcePos) throws(Diagnostic) {
        if let prev = previousDeclaration(name) {
            throw Diagnostic("invalid redeclaration of '\(name)'", at: namePos,
                             notes: [DiagnosticNote(message: "'\(name)' previously declared here", pos: prev)])
        }
        guard case .local(let k) = allocateSlot() else { return }
        let v = VariableSymbol(name: name, type: type, isLet: false, slot: .boxedLocal(k), namePos: namePos,
                               keywordPos: nil, initialized: true, functionLevel: functionLevel)
        scopes[scopes.count - 1].variables[name] = v
    }
}
