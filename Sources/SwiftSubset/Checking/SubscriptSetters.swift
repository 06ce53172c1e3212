/// Assigning through a custom subscript with a `set` block: `board[1, 2] = "x"`, `tally[k] += 1`,
/// `rows[0].append(5)` through a subscript that returns an array. The parser gives the setter as a
/// method named `SubscriptSetter.name` whose last parameter is the new value; here a path step
/// calls the getter, changes its result, and hands it to the setter, with the index arguments
/// evaluated once for both calls, as Swift does.
enum SubscriptSetter {
    /// The setter's method name: not an identifier a program can write, so it never collides.
    static let name = "subscript(set)"
}

extension PathStep {
    /// Evaluates a subscript step's arguments, then reads and writes through the getter and setter.
    static func subscriptAccess(_ args: [Code], get: @escaping FunctionBoxPicker, set: @escaping FunctionBoxPicker, isClass: Bool,
                                line: Int) -> PathStep {
        .evaluated { (i: Interpreter) throws(RuntimeFailure) -> ResolvedStep in
            var values: [Value] = []
            values.reserveCapacity(args.count)
            for a in args { values.append(try a(i)) }
            let thunks: [Code] = values.map { v in { _ in v } }
            return .accessor(i, { i, v throws(RuntimeFailure) in
                try i.invoke(get(v), receiver: v, thunks, line: line).0
            }, { i, place, new throws(RuntimeFailure) in
                let receiver = place
                // A struct's receiver is moved out while the mutating setter runs, so it changes in place.
                if !isClass { place = .void }
                place = try i.invoke(set(receiver), receiver: receiver, thunks + [{ _ in new }], line: line).1
            })
        }
    }
}

/// Picks the method body for a receiver (a subclass's override through the vtable).
typealias FunctionBoxPicker = (Value) -> FunctionBox

extension Compiler {
    /// The path step for `base[args]` on a type with custom subscripts; swiftc's errors when the
    /// chosen subscript has no setter.
    func customSubscriptStep(_ n: NominalType, _ lv: inout LValue, base: Expr, _ args: [Argument], _ e: Expr,
                             kind: MutationKind, opPos: SourcePos) throws(Diagnostic) {
        let bracket = SourcePos(line: base.pos.line, column: base.pos.column + base.length, offset: base.end)
        guard let getters = n.methods["subscript"], let getter = pickOverload(getters, args) else {
            throw Diagnostic("value of type '\(n.name)' has no subscripts", at: base.pos)
        }
        let setter = n.methods[SubscriptSetter.name]?.first {
            Array($0.function.labels.dropLast()) == getter.function.labels
                && Array($0.function.paramTypes.dropLast()) == getter.function.paramTypes
        }
        guard let setter else {
            switch kind {
            case .assign:
                throw Diagnostic("cannot assign through subscript: subscript is get-only", at: bracket)
            case .compound:
                throw Diagnostic("left side of mutating operator isn't mutable: subscript is get-only", at: opPos)
            case .mutatingMember:
                throw Diagnostic.unsupported("mutating members through get-only custom subscripts", at: e.pos)
            }
        }
        let codes = try memberArguments(getter.function, args, callee: e, rparen: e.pos, e)
        let isClass = n.kind == .classType
        if isClass {
            // A class's subscript setter changes the instance through the reference: a `let` is fine.
            lv.mutabilityChecked = true
        } else if lv.steps.isEmpty {
            lv.rootPos = bracket
        }
        lv.steps.append(.subscriptAccess(codes, get: invoker(getter), set: invoker(setter), isClass: isClass, line: e.pos.line))
        lv.type = getter.function.returnType
    }
}
