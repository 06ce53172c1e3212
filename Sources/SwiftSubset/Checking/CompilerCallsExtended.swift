/// Calls of user functions that need more than the plain path: `inout` arguments (`&x`), variadic
/// parameters (`Int...`) and local functions (called through their function value).
extension Compiler {
    /// A trailing closure fills a parameter whatever its label: give it the label the declaration
    /// expects (the first trailing closure takes the first of the last parameters it may fill).
    func trailingClosureLabels(_ candidates: [FunctionSymbol], _ args: [Argument]) -> [Argument] {
        guard let first = args.firstIndex(where: { $0.isTrailingClosure }), let f = candidates.first,
              args[first].label == nil else { return args }
        let trailing = args.count - first
        let j = f.labels.count - trailing
        guard j >= 0, j < f.labels.count else { return args }
        var out = args
        out[first].label = f.labels[j]
        return out
    }

    func extendedUserCall(_ f: FunctionSymbol, _ args: [Argument], lparen: SourcePos, rparen: SourcePos,
                          _ e: Expr) throws(Diagnostic) -> Typed {
        // Which arguments fill which parameter (a variadic parameter takes a run of them).
        var groups: [[Int]] = Array(repeating: [], count: f.labels.count)
        if f.variadicParams.contains(true) {
            groups = try variadicGroups(f, args, rparen: rparen)
        } else {
            let mapping = try matchArguments(f, args, lparen: lparen, rparen: rparen)
            markEscapingArguments(f, args, mapping)
            for (j, m) in mapping.enumerated() { if let m { groups[j] = [m] } }
        }
        enum Piece { case value(Code), place(LValue) }
        var pieces: [Piece] = []
        for (j, type) in f.paramTypes.enumerated() {
            let isInout = j < f.inoutParams.count && f.inoutParams[j]
            let variadic = j < f.variadicParams.count && f.variadicParams[j]
            if isInout {
                guard let ai = groups[j].first else { throw Diagnostic("missing argument in call", at: rparen) }
                pieces.append(.place(try inoutArgument(args[ai].value, type)))
            } else if variadic {
                guard case .array(let element) = type else { continue }
                var codes: [Code] = []
                for ai in groups[j] {
                    let a = Compiler.autoclosureArgument(f, j, args[ai].value)
                    let t = try expression(a, element)
                    // `total(list)` for `total(_ numbers: Int...)`: Swift has no splat (VariadicArguments.swift).
                    if groups[j].count == 1, let d = arrayPassedToVariadic(a, t, arrayType: type, element: element) { throw d }
                    codes.append(try convert(t, to: element, a, context: .argument))
                }
                pieces.append(.value({ i throws(RuntimeFailure) in
                    var out: [Value] = []
                    out.reserveCapacity(codes.count)
                    for c in codes { out.append(try c(i)) }
                    return .array(out)
                }))
            } else if let ai = groups[j].first {
                let a = Compiler.autoclosureArgument(f, j, args[ai].value)
                pieces.append(.value(try convert(try expression(a, type), to: type, a, context: .argument)))
            } else if let d = f.defaultExprs.count > j ? f.defaultExprs[j] : nil, case .magic(let name) = d.kind {
                pieces.append(.value(try convert(magic(name, at: e), to: type, d, context: .argument)))
            } else {
                let fn = f
                let index = j
                pieces.append(.value({ i throws(RuntimeFailure) in try fn.defaults[index](i) }))
            }
        }
        // The function: a constant for global functions, the hidden variable's value for local ones.
        let callee: Code
        if let hidden = extras.localFunctionValues[ObjectIdentifier(f)] {
            try checkLocalFunctionReady(f, hidden, at: e.pos)
            callee = Compiler.getter(try capturedVariable(hidden, at: e.pos).slot)
        } else {
            let fv = FunctionValue(box: f.box)
            callee = { _ in .function(fv) }
        }
        let line = e.pos.line
        if !pieces.contains(where: { if case .place = $0 { return true }; return false }) {
            let codes = pieces.map { p -> Code in if case .value(let c) = p { return c }; return { _ in .void } }
            return Typed(type: f.returnType, code: { i throws(RuntimeFailure) in
                guard case .function(let fv) = try callee(i) else { return .void }
                return try i.callValue(fv, codes, line: line)
            })
        }
        return Typed(type: f.returnType, code: { i throws(RuntimeFailure) in
            guard case .function(let fv) = try callee(i) else { return .void }
            // Copy-in: each inout place is read once (its subscripts evaluated once) into a box.
            var values: [Value] = []
            var writeBacks: [(LValue, [ResolvedStep], Box)] = []
            for p in pieces {
                switch p {
                case .value(let c): values.append(try c(i))
                case .place(let lv):
                    let steps = try Compiler.resolve(lv.steps, i)
                    var current = Value.void
                    try Compiler.modifySlot(i, lv.root.slot) { (v: inout Value) throws(RuntimeFailure) in
                        current = try Compiler.read(v, steps[...], line: line)
                    }
                    let box = Box(current)
                    writeBacks.append((lv, steps, box))
                    values.append(.box(box))
                }
            }
            let result: Value
            let frames = (i.fp, i.sp, i.depth)
            do throws(RuntimeFailure) {
                result = try i.invoke(fv, values, line: line)
            } catch {
                // A thrown error still copies back what the function changed before `throw`, in the
                // caller's frame (a throw leaves the callee's in place until `catchingThrown`).
                if error.kind == .thrown {
                    (i.fp, i.sp, i.depth) = frames
                    for (lv, steps, box) in writeBacks { try InoutWriteBack(place: lv, steps: steps, box: box, line: line).run(i) }
                }
                throw error
            }
            // Copy-out, in order, as Swift does when the call returns.
            for (lv, steps, box) in writeBacks {
                try Compiler.modifySlot(i, lv.root.slot) { (v: inout Value) throws(RuntimeFailure) in
                    try Compiler.modify(&v, steps[...], line: line) { (place: inout Value) throws(RuntimeFailure) in place = box.value }
                }
            }
            return result
        })
    }

    /// `&x` for an inout parameter of type `type`, with swiftc's errors for the usual mistakes.
    func inoutArgument(_ a: Expr, _ type: SType) throws(Diagnostic) -> LValue {
        guard case .inoutArgument(let inner) = a.kind else {
            let t = try expression(a, type)
            throw Diagnostic("passing value of type '\(t.type.name)' to an inout parameter requires explicit '&'", at: a.pos)
        }
        switch inner.kind {
        case .integer, .float, .string, .bool, .nilLiteral:
            throw Diagnostic("cannot pass immutable value as inout argument: literals are not mutable", at: a.pos, length: a.length)
        default: break
        }
        // `&grid[0, 1]`: a copy-in/copy-back through a custom subscript's accessors is not modelled.
        if case .subscriptAccess(let base, _) = inner.kind, let probe = try? expression(base, nil),
           case .nominal(let n) = probe.type, n.methods["subscript"] != nil {
            throw Diagnostic.unsupported("passing a custom subscript as an inout argument", at: a.pos)
        }
        let lv = try lvalue(inner, kind: .assign, opPos: inner.pos)
        // `&self.items` in a class, `&controller.items` of a `let` reference: the object is mutable.
        if !lv.mutabilityChecked && lv.root.isLet {
            var notes: [DiagnosticNote] = []
            if let kw = lv.root.keywordPos {
                notes.append(DiagnosticNote(message: "change 'let' to 'var' to make it mutable", pos: kw, fixIt: "var", length: 3,
                                            lineText: lv.root.declarationLine))
            }
            throw Diagnostic("cannot pass immutable value as inout argument: '\(lv.root.name)' is a 'let' constant",
                             at: a.pos, length: a.length, notes: notes)
        }
        if lv.type != type {
            throw Diagnostic("cannot convert value of type '\(lv.type.name)' to expected argument type '\(type.name)'",
                             at: a.pos, length: a.length)
        }
        return lv
    }

    /// Evaluates a subscript path once.
    static func resolve(_ steps: [PathStep], _ i: Interpreter) throws(RuntimeFailure) -> [ResolvedStep] {
        var resolved: [ResolvedStep] = []
        resolved.reserveCapacity(steps.count)
        for s in steps {
            switch s {
            case .index(let c): resolved.append(.index((try c(i)).asInt))
            case .key(let c): resolved.append(.key(try c(i)))
            case .keyWithDefault(let c, let d): resolved.append(.keyWithDefault(try c(i), try d(i)))
            default: resolved.append(try Compiler.resolveMemberStep(s, i))
            }
        }
        return resolved
    }
}
