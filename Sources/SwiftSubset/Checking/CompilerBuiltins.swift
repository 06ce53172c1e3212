/// Free functions of the standard library that the subset offers.
extension Compiler {
    /// Dispatches a call of a free function by name to its own checker below.
    func builtin(_ name: String, _ args: [Argument], _ expected: SType?, _ e: Expr, callee: Expr) throws(Diagnostic) -> Typed {
        switch name {
        case "_performSelector": return try performSelectorCall(args, e)
        case "_hostCall": return try hostCall(args, e)
        case "_hostNumbers": return try hostNumbersCall(args, e)
        case "AnyHashable": return try anyHashableInit(args, e)
        case "print", "debugPrint":
            return try printCall(name, args)
        case "type":
            return try typeOfCall(args, e)
        case "min", "max":
            return try minMaxCall(name, args, e, callee: callee)
        case "abs":
            return try absCall(args, expected, e, callee: callee)
        case "stride":
            return try strideCall(args, e, callee: callee)
        case "fatalError", "preconditionFailure", "assertionFailure":
            // All three stop with `Fatal error: message` in a debug build (`swift FILE.swift`);
            // only `assertionFailure` returns `Void` rather than `Never` (NeverReturning.swift).
            return try fatalErrorCall(args, e)
        case "precondition", "assert":
            return try assertionCall(name, args, e)
        case "zip":
            return try zipCall(args, e)
        case "readLine":
            throw Diagnostic.unsupported("readLine() (keylab has no standard input)", at: e.pos)
        case _ where importsFoundation && ["sqrt", "pow", "floor", "ceil", "round"].contains(name):
            if let found = try foundationFunction(name, args, expected, e, callee: callee) { return found }
            throw Diagnostic.unsupported("Foundation's '\(name)'", at: callee.pos)
        case _ where Compiler.foundationFunctions.contains(name) && importsFoundation:
            throw Diagnostic.unsupported("Foundation's '\(name)' (use x.squareRoot(), x.rounded(...) or a loop)", at: callee.pos)
        case _ where Compiler.concurrencyNames.contains(name):
            throw Diagnostic.unsupported("concurrency ('\(name)')", at: callee.pos)
        default:
            if let missing = missingImport(name, at: callee.pos, asType: false) { throw missing }
            throw Diagnostic("cannot find '\(name)' in scope", at: callee.pos, length: name.utf8.count)
        }
    }

    /// The standard library's concurrency names: a program using them is refused by name, not
    /// told that `Task` does not exist.
    static let concurrencyNames: Set<String> = [
        "Task", "TaskGroup", "ThrowingTaskGroup", "AsyncStream", "AsyncThrowingStream", "MainActor",
        "withTaskGroup", "withThrowingTaskGroup", "withCheckedContinuation", "withCheckedThrowingContinuation",
        "withUnsafeContinuation", "withTaskCancellationHandler", "CheckedContinuation", "TaskPriority",
    ]

    /// print(…) and debugPrint(…): the items described as Swift prints them, then the terminator.
    private func printCall(_ name: String, _ args: [Argument]) throws(Diagnostic) -> Typed {
        var items: [(Code, SType)] = []
        var separator: Code = { _ in .string(" ") }
        var terminator: Code = { _ in .string("\n") }
        for a in args {
            switch a.label {
            case nil:
                if Compiler.isLazySequenceCall(a.value) {
                    throw Diagnostic.unsupported("printing a zip(...) or enumerated() sequence directly (wrap it in Array(...))", at: a.value.pos)
                }
                let t: Typed
                if case .binary(.nilCoalescing, let l, let r, _) = a.value.kind, let asAny = try coalescingAsAny(l, r) {
                    t = asAny
                } else {
                    t = try expression(a.value, nil)
                }
                if t.isNilLiteral { throw Diagnostic("'nil' is not compatible with expected argument type 'Any'", at: a.value.pos) }
                try checkPrintable(t, a.value)
                items.append((t.code, t.type))
            case "separator"?:
                separator = try convert(try expression(a.value, .string), to: .string, a.value, context: .argument)
            case "terminator"?:
                terminator = try convert(try expression(a.value, .string), to: .string, a.value, context: .argument)
            case let other?:
                throw Diagnostic("extraneous argument label '\(other):' in call", at: a.labelPos ?? a.value.pos)
            }
        }
        let debug = name == "debugPrint"
        return Typed(type: .void, code: { i throws(RuntimeFailure) in
            var text = ""
            let sep = (try separator(i)).asString
            for (n, (code, type)) in items.enumerated() {
                if n > 0 { text += sep }
                let v = try code(i)
                text += debug ? ValueFormatter.debugDescribe(v, type, i) : ValueFormatter.describe(v, type, i)
            }
            text += (try terminator(i)).asString
            try i.reserve(text.utf8.count, line: 0)
            i.output += text
            return .void
        })
    }

    /// type(of:): the dynamic type's name.
    private func typeOfCall(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        let arg = try singleArgument(args, e, label: "of")
        let t = try expression(arg, nil)
        let n = t.type.runtimeName
        let code = t.code
        // The argument is evaluated (its effects happen) and the dynamic type is shown: a subclass
        // instance in a superclass variable, the value inside an `Any`.
        return Typed(type: .metatype(t.type), code: { i throws(RuntimeFailure) in
            .string(ValueFormatter.dynamicTypeName(try code(i), staticName: n))
        })
    }

    /// min(…) and max(…) of two or more Comparable values of one type.
    private func minMaxCall(_ name: String, _ args: [Argument], _ e: Expr, callee: Expr) throws(Diagnostic) -> Typed {
        guard args.count >= 2 else {
            throw Diagnostic("missing argument for parameter #2 in call", at: e.pos)
        }
        var typed: [Typed] = []
        let anchor = args.first { literalDefault($0.value) == nil }?.value
        let anchorType = try anchor.map { (a) throws(Diagnostic) -> SType in try expression(a, nil).type }
        let useDouble = anchorType == nil && args.contains { literalDefault($0.value) == .double }
        for a in args {
            if let l = a.label { throw Diagnostic("extraneous argument label '\(l):' in call", at: a.labelPos ?? a.value.pos) }
            typed.append(try expression(a.value, anchorType ?? (useDouble ? .double : nil)))
        }
        let type = typed[0].type
        for t in typed where t.type != type {
            throw Diagnostic("conflicting arguments to generic parameter 'T' ('\(type.name)' vs. '\(t.type.name)')",
                             at: callee.pos)
        }
        guard type.isComparable else {
            try refuseUserComparable(type, name, at: callee.pos)
            throw Diagnostic("global function '\(name)' requires that '\(type.name)' conform to 'Comparable'", at: callee.pos)
        }
        let codes = typed.map { $0.code }
        let isMin = name == "min"
        return Typed(type: type, code: { i throws(RuntimeFailure) in
            var best = try codes[0](i)
            for c in codes.dropFirst() {
                let v = try c(i)
                if isMin ? Value.less(v, best) : Value.less(best, v) { best = v }
            }
            return best
        })
    }

    /// abs(_:), trapping on Int.min as Swift does.
    private func absCall(_ args: [Argument], _ expected: SType?, _ e: Expr, callee: Expr) throws(Diagnostic) -> Typed {
        let line = e.pos.line
        let arg = try singleArgument(args, e)
        let t = try expression(arg, expected)
        guard t.type.isNumeric else {
            throw Diagnostic("global function 'abs' requires that '\(t.type.name)' conform to 'Comparable'", at: callee.pos)
        }
        let code = t.code
        return Typed(type: t.type, code: { i throws(RuntimeFailure) in
            switch try code(i) {
            case .int(let x):
                if x == Int.min { throw Interpreter.overflow(line) }
                return .int(abs(x))
            case .double(let x): return .double(abs(x))
            case .float(let x): return .float(abs(x))
            case let v: return v
            }
        })
    }

    /// stride(from:to:by:) and stride(from:through:by:).
    private func strideCall(_ args: [Argument], _ e: Expr, callee: Expr) throws(Diagnostic) -> Typed {
        guard args.count == 3, args[0].label == "from", args[1].label == "to" || args[1].label == "through",
              args[2].label == "by" else {
            throw Diagnostic("no exact matches in call to global function 'stride'", at: callee.pos)
        }
        let exprs = args.map { $0.value }
        let anchor = exprs.first { literalDefault($0) == nil }
        var type: SType = exprs.contains { literalDefault($0) == .double } ? .double : .int
        if let anchor { type = try expression(anchor, nil).type }
        guard type.isInteger || type.isFloatingPoint else {
            throw Diagnostic("cannot convert value of type '\(type.name)' to expected argument type 'Int'", at: e.pos)
        }
        var codes: [Code] = []
        for x in exprs { codes.append(try convert(try expression(x, type), to: type, x, context: .argument)) }
        let through = args[1].label == "through"
        return Typed(type: .stride(type), code: { i throws(RuntimeFailure) in
            .stride(try codes[0](i), try codes[1](i), try codes[2](i), through)
        })
    }

    /// fatalError(_:): stops the program with the message.
    private func fatalErrorCall(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        let line = e.pos.line
        var message: Code = { _ in .string("") }
        if let a = args.first {
            message = try convert(try expression(a.value, .string), to: .string, a.value, context: .argument)
        }
        return Typed(type: .void, code: { i throws(RuntimeFailure) in
            let m = (try message(i)).asString
            throw .fatal(m, line: line)
        })
    }

    /// precondition(_:_:) and assert(_:_:): stop the program when the condition is false.
    private func assertionCall(_ name: String, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        let line = e.pos.line
        guard let first = args.first else { throw Diagnostic("missing argument in call", at: e.pos) }
        let cond = try boolCondition(first.value)
        var message: Code = { _ in .string("") }
        if args.count > 1 {
            message = try convert(try expression(args[1].value, .string), to: .string, args[1].value, context: .argument)
        }
        let label = name == "assert" ? "Assertion failed" : "Precondition failed"
        return Typed(type: .void, code: { i throws(RuntimeFailure) in
            if try cond(i) { return .void }
            let m = (try message(i)).asString
            throw .fatal(m.isEmpty ? label : "\(label): \(m)", line: line)
        })
    }
}
