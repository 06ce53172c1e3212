/// Variadic parameters (`Int...`) of functions and methods: which arguments fill which parameter
/// (a variadic parameter takes a run of unlabeled ones), and the array they make. Free functions
/// (`extendedUserCall`, CompilerCallsExtended.swift) and methods share the grouping.
extension Compiler {
    func variadicGroups(_ f: FunctionSymbol, _ args: [Argument], rparen: SourcePos) throws(Diagnostic) -> [[Int]] {
        var groups: [[Int]] = Array(repeating: [], count: f.labels.count)
        var a = 0
        for j in 0..<f.labels.count {
            let variadic = j < f.variadicParams.count && f.variadicParams[j]
            if a < args.count, args[a].label == f.labels[j] {
                groups[j].append(a)
                a += 1
                if variadic {
                    while a < args.count, args[a].label == nil, !(j + 1 < f.labels.count && f.labels[j + 1] == nil && !variadic) {
                        groups[j].append(a)
                        a += 1
                    }
                }
            } else if !variadic && !hasDefault(f, j) {
                if a < args.count, let l = f.labels[j] {
                    throw Diagnostic("missing argument label '\(l):' in call", at: args[a].value.pos)
                }
                throw missingArgument(f, j, rparen: rparen,
                                      note: DiagnosticNote(message: "'\(f.fullName)' declared here", pos: f.namePos))
            }
        }
        if a < args.count { throw Diagnostic("extra argument in call", at: args[a].value.pos) }
        return groups
    }

    /// The argument cells of a call to a method with a variadic parameter.
    func variadicMemberArgumentCells(_ f: FunctionSymbol, _ args: [Argument], rparen: SourcePos,
                                     _ e: Expr) throws(Diagnostic) -> [CodeCell] {
        let groups = try variadicGroups(f, args, rparen: rparen)
        markEscapingArguments(f, args, groups.map { $0.first })
        var cells: [CodeCell] = []
        for (j, type) in f.paramTypes.enumerated() {
            if j < f.variadicParams.count, f.variadicParams[j], groups[j].count == 1, args[groups[j][0]].value === e {
                // An array literal made into an `ExpressibleByArrayLiteral` type: the literal itself is
                // `init(arrayLiteral:)`'s one argument, already the array (ArrayLiteralConformance.swift).
                cells.append(CodeCell(try convert(try expression(e, type), to: type, e, context: .argument)))
            } else if j < f.variadicParams.count, f.variadicParams[j], case .array(let element) = type {
                var codes: [Code] = []
                for ai in groups[j] {
                    let a = args[ai].value
                    let t = try expression(a, element)
                    if groups[j].count == 1, let d = arrayPassedToVariadic(a, t, arrayType: type, element: element) { throw d }
                    codes.append(try convert(t, to: element, a, context: .argument))
                }
                cells.append(CodeCell({ i throws(RuntimeFailure) in
                    var out: [Value] = []
                    out.reserveCapacity(codes.count)
                    for c in codes { out.append(try c(i)) }
                    return .array(out)
                }))
            } else if let ai = groups[j].first {
                let a = args[ai].value
                cells.append(CodeCell(try convert(try expression(a, type), to: type, a, context: .argument)))
            } else if let d = f.defaultExprs.count > j ? f.defaultExprs[j] : nil, case .magic(let name) = d.kind {
                cells.append(CodeCell(try convert(magic(name, at: e), to: type, d, context: .argument)))
            } else {
                let fn = f, index = j
                cells.append(CodeCell({ i throws(RuntimeFailure) in try fn.defaults[index](i) }))
            }
        }
        return cells
    }
}

extension Compiler {
    /// swiftc's error for an array passed where a variadic parameter takes its elements
    /// (`average([216, 291])` for `Double...`: the literal is typed as the parameter's array).
    func arrayPassedToVariadic(_ a: Expr, _ t: Typed, arrayType: SType, element: SType) -> Diagnostic? {
        guard case .array = t.type, t.type != element else { return nil }
        // A literal is typed as the parameter's array whatever its elements; a variable must be one.
        var isLiteral = false
        if case .array = a.kind { isLiteral = true }
        guard isLiteral || t.type == arrayType else { return nil }
        let shown = arrayType
        var notes: [DiagnosticNote] = []
        if case .array = a.kind { notes = [DiagnosticNote(message: "remove brackets to pass array elements directly", pos: a.pos)] }
        return Diagnostic("cannot pass array of type '\(shown.name)' as variadic arguments of type '\(element.name)'",
                          at: a.pos, notes: notes)
    }
}
