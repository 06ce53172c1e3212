/// One step from a variable into the part being changed: an array element or a dictionary value.
enum PathStep {
    case index(Code)
    case key(Code)
    case keyWithDefault(Code, Code)
    /// A struct's stored property, by index (Checking/CompilerMemberAssignment.swift).
    case field(Int)
    /// A class instance's stored property: changed through the reference, whatever holds it.
    case classField(Int)
    /// A computed property, an observed or weak property: read, change, write back through code.
    case accessor(MemberGetter, MemberSetter)
    /// The value inside an optional: `groups[k]!.append(x)` (nil traps with `failure`) or
    /// `scores[k]?.append(x)` (no `failure`: nil stays nil). Moved out of the optional while it
    /// changes, so its storage stays unique (OptionalPayloadSteps.swift).
    case unwrapped(failure: String?, line: Int)
    /// A step whose own arguments are evaluated when the path is (a custom subscript's indices,
    /// SubscriptSetters.swift).
    case evaluated((Interpreter) throws(RuntimeFailure) -> ResolvedStep)
}

/// A `PathStep` with its index or key evaluated: the checker's plan for an assignment becomes
/// this at run time, so each subscript is evaluated once, before the value is read and written back.
enum ResolvedStep {
    case index(Int)
    case key(Value)
    case keyWithDefault(Value, Value)
    case field(Int)
    case classField(Int)
    case accessor(Interpreter, MemberGetter, MemberSetter)
    case unwrapped(failure: String?, line: Int)
}

/// A place that can be assigned to: a variable and a path of subscripts.
struct LValue {
    var root: VariableSymbol
    var steps: [PathStep]
    var type: SType
    /// The variable's name position, for diagnostics.
    var rootPos: SourcePos
    /// Set when a member step already reported (or ruled out) swiftc's error for a `let` root.
    var mutabilityChecked = false
}

/// How an lvalue is about to be changed; it picks swiftc's wording when the target is a `let`.
enum MutationKind { case assign, compound, mutatingMember }

extension Compiler {
    func lvalue(_ e: Expr, kind: MutationKind, opPos: SourcePos) throws(Diagnostic) -> LValue {
        switch e.kind {
        case .paren(let inner):
            return try lvalue(inner, kind: kind, opPos: opPos)
        case .name(let name):
            if let rewritten = implicitSelfExpr(name, at: e) {
                try checkImplicitSelf(name, rewritten: rewritten, call: false, at: e)
                return try lvalue(rewritten, kind: kind, opPos: opPos)
            }
            guard let v = lookupVariable(name) else {
                if lookupFunctions(name) != nil { throw Diagnostic("cannot assign to value: '\(name)' is a function", at: e.pos) }
                throw Diagnostic("cannot find '\(name)' in scope", at: e.pos, length: e.length)
            }
            let root = try capturedVariable(v, at: e.pos)
            if root.isWeak { return Compiler.weakVariableLValue(root, at: e.pos) }
            return LValue(root: root, steps: [], type: v.type, rootPos: e.pos)
        case .subscriptAccess(let base, let args):
            var lv = try lvalue(base, kind: kind, opPos: opPos)
            if case .nominal(let n) = lv.type, n.methods["subscript"] != nil {
                try customSubscriptStep(n, &lv, base: base, args, e, kind: kind, opPos: opPos)
                return lv
            }
            if let host = extensionHost(for: lv.type), let ms = host.methods["subscript"],
               ms.contains(where: { labelsMatch($0.function, args) }) {
                throw Diagnostic.unsupported("changing a value through a subscript declared in an extension of a standard type",
                                             at: e.pos)
            }
            // swiftc points at the '[' of the first subscript.
            if lv.steps.isEmpty {
                lv.rootPos = SourcePos(line: base.pos.line, column: base.pos.column + base.length, offset: base.end)
            }
            switch lv.type {
            case .array(let element):
                guard args.count == 1, args[0].label == nil else {
                    throw Diagnostic("array subscripts take one Int index", at: e.pos)
                }
                let idx = try expression(args[0].value, .int)
                let code = try convert(idx, to: .int, args[0].value, context: .argument)
                lv.steps.append(.index(code))
                lv.type = element
            case .dictionary(let k, let v):
                guard args.first?.label == nil, !args.isEmpty else {
                    throw Diagnostic("no exact matches in call to subscript", at: e.pos)
                }
                let key = try expression(args[0].value, k)
                let keyCode = try convert(key, to: k, args[0].value, context: .argument)
                if args.count == 2, args[1].label == "default" {
                    let d = try expression(args[1].value, v)
                    lv.steps.append(.keyWithDefault(keyCode, try convert(d, to: v, args[1].value, context: .argument)))
                    lv.type = v
                } else {
                    lv.steps.append(.key(keyCode))
                    lv.type = .optional(v)
                }
            default:
                throw Diagnostic("value of type '\(lv.type.name)' has no subscripts", at: base.pos)
            }
            return lv
        case .member(let base, let name, let namePos):
            return try memberLValue(base, name, namePos: namePos, e, kind: kind, opPos: opPos)
        case .forceUnwrap(let inner):
            return try forceUnwrapLValue(inner, e, kind: kind, opPos: opPos)
        case .optionalChain(let inner):
            // `scores["a"]?.append(3)`, `rects?[0].x = 5` (OptionalChainAssignment.swift).
            return try optionalValueRoot(inner, kind: kind, opPos: opPos)
        case .tupleIndex(let base, let index, let indexPos):
            let lv = try lvalue(base, kind: kind, opPos: opPos)
            guard case .tuple(let ts, _) = lv.type, index >= 0, index < ts.count else {
                throw Diagnostic("value of tuple type '\(lv.type.name)' has no member '\(index)'", at: indexPos)
            }
            return try tupleElementLValue(lv, index, kind: kind, opPos: opPos, namePos: indexPos)
        case .tuple(let items) where kind == .assign:
            throw Diagnostic.unsupported("this tuple assignment (\(items.count) elements)", at: e.pos)
        default:
            throw Diagnostic("cannot assign to this expression; keylab can only change variables, array elements and dictionary values",
                             at: e.pos)
        }
    }

    /// Reports swiftc's error when a `let` (or a loop variable or parameter) would be changed.
    func checkMutable(_ lv: LValue, kind: MutationKind, opPos: SourcePos, allowFirstAssignment: Bool) throws(Diagnostic) {
        let v = lv.root
        guard v.isLet, !lv.mutabilityChecked else { return }
        if allowFirstAssignment && !v.initialized && lv.steps.isEmpty { return }
        var notes: [DiagnosticNote] = []
        // A `[v]` capture-list copy is "an immutable capture" in swiftc's words, with no fix-it.
        let isCapture = extras.captureListCopies.contains(v)
        let constant = isCapture ? "an immutable capture" : "a 'let' constant"
        if let kw = v.keywordPos, !isCapture {
            notes.append(DiagnosticNote(message: "change 'let' to 'var' to make it mutable", pos: kw, fixIt: "var", length: 3,
                                        lineText: v.declarationLine))
        }
        // In a non-mutating method `self` is immutable rather than a constant.
        let reason = v.name == "self" ? "'self' is immutable" : "'\(v.name)' is \(constant)"
        switch kind {
        case .assign:
            let what = lv.steps.isEmpty ? "value" : "subscript"
            let verb = lv.steps.isEmpty ? "cannot assign to" : "cannot assign through"
            throw Diagnostic("\(verb) \(what): \(reason)", at: lv.rootPos,
                             length: v.name.utf8.count, notes: notes)
        case .compound:
            throw Diagnostic("left side of mutating operator isn't mutable: '\(v.name)' is \(constant)", at: opPos,
                             notes: notes)
        case .mutatingMember:
            throw Diagnostic("cannot use mutating member on immutable value: '\(v.name)' is \(constant)",
                             at: lv.rootPos, length: v.name.utf8.count, notes: notes)
        }
    }

    func assignment(op: String, target: Expr, value: Expr, opPos: SourcePos) throws(Diagnostic) -> Code {
        if op == "=", case .tuple(let items) = target.kind { return try tupleAssignment(items, value, opPos: opPos) }
        if op == "=", case .name("_") = target.kind {
            // `_ = f()`: evaluated for its effects, the value discarded.
            let code = try expression(value, nil).code
            return { i throws(RuntimeFailure) in _ = try code(i); return .void }
        }
        if let guarded = try chainGuardedAssignment(op: op, target: target, value: value, opPos: opPos) { return guarded }
        if op == "=", let sliced = try subrangeAssignment(target: target, value: value, opPos: opPos) { return sliced }
        let kind: MutationKind = op == "=" ? .assign : .compound
        let lv = try changedPlace(target, kind: kind, opPos: opPos)
        if kind == .compound && !lv.root.initialized {
            let what = lv.root.isLet ? "constant" : "variable"
            throw Diagnostic("\(what) '\(lv.root.name)' passed by reference before being initialized", at: opPos,
                             notes: [DiagnosticNote(message: "\(what) defined here", pos: lv.root.namePos)])
        }
        if kind == .assign { try checkForceUnwrapTarget(target, lv) }
        try checkMutable(lv, kind: kind, opPos: opPos, allowFirstAssignment: kind == .assign)
        let line = opPos.line
        if op == "=" {
            let t = try expression(value, lv.type)
            if case .optional(let w) = lv.type, !lv.steps.isEmpty, case .key = lv.steps[lv.steps.count - 1],
               t.type != lv.type, t.type != w, !t.isNilLiteral, !convertsImplicitly(t, to: w) {
                throw Diagnostic("cannot assign value of type '\(t.type.name)' to subscript of type '\(w.name)'",
                                 at: value.pos, length: value.length)
            }
            let code = try convert(t, to: lv.type, value, context: .assignment)
            lv.root.initialized = true
            if lv.steps.isEmpty {
                let key = ObjectIdentifier(lv.root)
                let isLiteral = literalDefault(value) != nil
                knownConstants[key] = (isStraightLine && isLiteral && lv.root.type.isInteger ? t.constant : nil).map { (lv.root, $0) }
                let set = Compiler.setter(lv.root.slot)
                return { i throws(RuntimeFailure) in set(i, try code(i)); return .void }
            }
            if let fast = Compiler.classFieldStore(lv, value: code) { return fast }
            if let setOnly = setterOnlyAssignment(lv, line: line, operand: code) { return setOnly }
            if let keyed = Compiler.keyAssignment(lv, line: line, value: code) { return keyed }
            return mutation(lv, line: line, operand: code) { (place: inout Value, new: Value) throws(RuntimeFailure) -> Value in
                place = new
                return .void
            }
        }
        let baseOp = String(op.dropLast())
        guard Compiler.arithmeticOperators.contains(baseOp) else {
            throw Diagnostic("operator '\(op)' is not supported in keylab", at: opPos)
        }
        let t = try expression(value, lv.type)
        if t.type != lv.type {
            if case .optional = lv.type { throw unwrapDiagnostic(lv.type, target) }
            throw Diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(lv.type.name)' and '\(t.type.name)'",
                             at: opPos, length: op.utf8.count)
        }
        let type = lv.type
        if baseOp == "%" && type.isFloatingPoint {
            throw Diagnostic("'%=' is unavailable: For floating point numbers use formTruncatingRemainder instead", at: opPos)
        }
        guard supports(baseOp, type) else {
            throw Diagnostic("binary operator '\(op)' cannot be applied to two '\(type.name)' operands", at: opPos,
                             length: op.utf8.count)
        }
        let rhs = t.code
        if lv.steps.isEmpty {
            let key = ObjectIdentifier(lv.root)
            if isStraightLine {
                let operand = literalDefault(value) != nil ? t.constant : nil
                knownConstants[key] = try foldConstants(baseOp, knownConstants[key]?.value, operand, type, opPos: opPos).map { (lv.root, $0) }
            } else {
                knownConstants[key] = nil
            }
        }
        if lv.steps.isEmpty, type == .int, baseOp == "+" || baseOp == "-" {
            let get = Compiler.getter(lv.root.slot), set = Compiler.setter(lv.root.slot)
            let isAdd = baseOp == "+"
            return { i throws(RuntimeFailure) in
                let r = try rhs(i)
                guard case .int(let x) = try get(i), case .int(let y) = r else { return .void }
                let (s, o) = isAdd ? x.addingReportingOverflow(y) : x.subtractingReportingOverflow(y)
                if o { throw Interpreter.overflow(line) }
                set(i, .int(s))
                return .void
            }
        }
        if let fast = Compiler.classFieldIntUpdate(lv, operand: rhs, baseOp: baseOp, line: line) { return fast }
        if type == .int, baseOp == "+" || baseOp == "-" {
            // `self.balance += n`, `a[i] -= 1`: the operator is decided here, not compared as a string per use.
            let isAdd = baseOp == "+"
            return mutation(lv, line: line, operand: rhs) { (place: inout Value, r: Value) throws(RuntimeFailure) -> Value in
                guard case .int(let x) = place, case .int(let y) = r else {
                    place = try Interpreter.arithmetic(baseOp, place, r, type, line: line)
                    return .void
                }
                let (s, o) = isAdd ? x.addingReportingOverflow(y) : x.subtractingReportingOverflow(y)
                if o { throw Interpreter.overflow(line) }
                place = .int(s)
                return .void
            }
        }
        if baseOp == "+", let append = Compiler.appendInPlace(type, line: line) {
            return mutation(lv, line: line, operand: rhs, append)
        }
        return mutation(lv, line: line, operand: rhs) { (place: inout Value, r: Value) throws(RuntimeFailure) -> Value in
            place = try Interpreter.arithmetic(baseOp, place, r, type, line: line)
            return .void
        }
    }

    /// `s += t` on a String and `a += b` on an array: appended in place, as Swift does, so a loop of
    /// them is linear. (`place = place + r` made a new string or array each time: quadratic.)
    static func appendInPlace(_ type: SType, line: Int) -> ((inout Value, Value) throws(RuntimeFailure) -> Value)? {
        switch type {
        case .string:
            return { (place: inout Value, r: Value) throws(RuntimeFailure) -> Value in
                guard case .string(var s) = place else { return .void }
                let extra = r.asString
                let total = s.utf8.count + extra.utf8.count
                if total > RuntimeFailure.maxElements { throw .tooLarge(total, line: line) }
                place = .void
                s += extra
                place = .string(s)
                return .void
            }
        case .array:
            return { (place: inout Value, r: Value) throws(RuntimeFailure) -> Value in
                guard case .array(var a) = place else { return .void }
                let extra = r.asArray
                if a.count + extra.count > RuntimeFailure.maxElements { throw .tooLarge(a.count + extra.count, line: line) }
                place = .void
                a.append(contentsOf: extra)
                place = .array(a)
                return .void
            }
        default:
            return nil
        }
    }

    /// Code that evaluates the operand and the subscript path, then changes the place in situ.
    func mutation(_ lv: LValue, line: Int, operand: @escaping Code,
                  _ change: @escaping (inout Value, Value) throws(RuntimeFailure) -> Value) -> Code {
        let steps = lv.steps
        let slot = lv.root.slot
        if let fast = Compiler.propertyMutation(lv, operand: operand, change) { return fast }
        if let plain = Compiler.plainPathMutation(lv, line: line, operand: operand, change) { return plain }
        if let direct = Compiler.slotMutation(lv, line: line, operand: operand, change) { return direct }
        if let one = Compiler.oneStepMutation(lv, line: line, operand: operand, change) { return one }
        return { i throws(RuntimeFailure) in
            // Swift evaluates the target's subscripts first, then the operand (`a[f()] += g()`).
            var resolved: [ResolvedStep] = []
            resolved.reserveCapacity(steps.count)
            for s in steps { resolved.append(try Compiler.resolve(s, i)) }
            let r = try operand(i)
            // What an append, `+=` or assignment adds: the operand's own storage.
            try i.reserveStorage(of: r, line: line)
            var result = Value.void
            try Compiler.modifySlot(i, slot) { (v: inout Value) throws(RuntimeFailure) in
                try Compiler.modify(&v, resolved[...], line: line) { (place: inout Value) throws(RuntimeFailure) in
                    result = try change(&place, r)
                }
            }
            return result
        }
    }

    /// One step of a path with its subscript or key evaluated.
    static func resolve(_ s: PathStep, _ i: Interpreter) throws(RuntimeFailure) -> ResolvedStep {
        switch s {
        case .index(let c): return .index((try c(i)).asInt)
        case .key(let c): return .key(try c(i))
        case .keyWithDefault(let c, let d): return .keyWithDefault(try c(i), try d(i))
        default: return try Compiler.resolveMemberStep(s, i)
        }
    }

    static func modifySlot(_ i: Interpreter, _ slot: Slot,
                           _ body: (inout Value) throws(RuntimeFailure) -> Void) throws(RuntimeFailure) {
        switch slot {
        case .global(let g): try body(&i.globals[g])
        case .local(let l): try body(&i.stack[i.fp + l])
        case .boxedLocal(let l):
            guard case .box(let b) = i.stack[i.fp + l] else { return }
            try body(&b.value)
        case .boxedGlobal(let g):
            guard case .box(let b) = i.globals[g] else { return }
            try body(&b.value)
        }
    }

    /// Walks a subscript path, keeping each container uniquely referenced so changes happen in place.
    static func modify(_ v: inout Value, _ steps: ArraySlice<ResolvedStep>, line: Int,
                       _ body: (inout Value) throws(RuntimeFailure) -> Void) throws(RuntimeFailure) {
        guard let first = steps.first else {
            try body(&v)
            return
        }
        try modifyStep(&v, first, steps.dropFirst(), line: line, body)
    }

    /// `modify` for a path whose first step is `first`.
    static func modifyStep(_ v: inout Value, _ first: ResolvedStep, _ rest: ArraySlice<ResolvedStep>, line: Int,
                           _ body: (inout Value) throws(RuntimeFailure) -> Void) throws(RuntimeFailure) {
        switch first {
        case .index(let idx):
            guard case .array(var arr) = v else { return }
            v = .void
            defer { v = .array(arr) }
            guard idx >= 0 && idx < arr.count else { throw .fatal("Index out of range", line: line) }
            try modify(&arr[idx], rest, line: line, body)
        case .key(let k):
            guard case .dictionary(var d) = v else { return }
            v = .void
            defer { v = .dictionary(d) }
            try d.modifyValue(k) { (current: inout Value) throws(RuntimeFailure) in
                try modify(&current, rest, line: line, body)
            }
        case .keyWithDefault(let k, let def):
            guard case .dictionary(var d) = v else { return }
            v = .void
            defer { v = .dictionary(d) }
            // `counts[w, default: 0] += 1`: changed where it is stored.
            try d.modifyValue(k, default: def) { (w: inout Value) throws(RuntimeFailure) in
                try modify(&w, rest, line: line, body)
            }
        case .field, .classField, .accessor:
            try modifyMember(&v, first, rest, line: line, body)
        case .unwrapped(let failure, let at):
            try modifyPayload(&v, failure: failure, line: at) { (w: inout Value) throws(RuntimeFailure) in
                try modify(&w, rest, line: line, body)
            }
        }
    }
}
