/// Changes through a range of positions: `list[4...6] = ["x", "y"]` (any range kind, one-sided ones
/// included), `removeSubrange(_:)` and `replaceSubrange(_:with:)` on arrays and strings, and
/// `String.insert(contentsOf:at:)`.
///
/// A range argument is checked once into code that yields its bounds as written (`.range(lo, hi)`,
/// half-open, a missing side `.none`); the bounds meet the collection's length only inside the
/// change, where the collection is at hand, so one-sided ranges end where the collection ends.
/// Each change moves the collection out of its place first, so its storage stays uniquely
/// referenced and is changed in place.
extension Compiler {
    /// Code giving a range argument's half-open bounds, or nil when `arg` is not a range of `index`
    /// (`.int` for arrays, `.stringIndex` for strings: both are `Int` positions at run time).
    func subrangeArgument(_ arg: Expr, index: SType) throws(Diagnostic) -> Code? {
        switch arg.kind {
        case .partialRangeUpTo(let bound, let closed):
            let b = try convert(try expression(bound, index), to: index, bound, context: .argument)
            return { i throws(RuntimeFailure) in
                let hi = (try b(i)).asInt
                if closed {
                    let (end, overflow) = hi.addingReportingOverflow(1)
                    return .range(.none, .int(overflow ? Int.max : end))
                }
                return .range(.none, .int(hi))
            }
        case .partialRangeFrom(let bound):
            let b = try convert(try expression(bound, index), to: index, bound, context: .argument)
            return { i throws(RuntimeFailure) in .range(.int((try b(i)).asInt), .none) }
        default:
            guard let probe = try? expression(arg, nil) else { return nil }
            let closed: Bool
            switch probe.type {
            case .range(index): closed = false
            case .closedRange(index): closed = true
            default: return nil
            }
            let code = try expression(arg, nil).code
            return { i throws(RuntimeFailure) in
                guard case .range(let lo, let hi) = try code(i) else { return .range(.int(0), .int(0)) }
                guard closed else { return .range(lo, hi) }
                let (end, overflow) = hi.asInt.addingReportingOverflow(1)
                return .range(lo, .int(overflow ? Int.max : end))
            }
        }
    }

    /// The positions `bounds` (from `subrangeArgument`) covers in a collection of `count` elements;
    /// nil when they reach outside it.
    static func subrange(_ bounds: Value, count: Int) -> Range<Int>? {
        guard case .range(let lo, let hi) = bounds else { return nil }
        let start: Int, end: Int
        switch lo { case .int(let l): start = l; case .none: start = 0; default: return nil }
        switch hi { case .int(let h): end = h; case .none: end = count; default: return nil }
        guard start >= 0, end <= count, start <= end else { return nil }
        return start..<end
    }

    /// `list[r] = newElements` for an array variable or path: nil when the target is not an array
    /// subscripted with a range (then the ordinary assignment handles it).
    func subrangeAssignment(target: Expr, value: Expr, opPos: SourcePos) throws(Diagnostic) -> Code? {
        guard case .subscriptAccess(let base, let args) = target.kind, args.count == 1, args[0].label == nil,
              let probe = try? expression(base, nil), case .array(let el) = probe.type,
              let bounds = try subrangeArgument(args[0].value, index: .int) else { return nil }
        var lv = try lvalue(base, kind: .assign, opPos: opPos)
        // swiftc points at the '[' of the first subscript.
        if lv.steps.isEmpty { lv.rootPos = SourcePos(line: base.pos.line, column: base.pos.column + base.length, offset: base.end) }
        // swiftc words a `let` array's slice like an element: "cannot assign through subscript".
        var asElement = lv
        asElement.steps.append(.index(bounds))
        try checkMutable(asElement, kind: .assign, opPos: opPos, allowFirstAssignment: false)
        lv.rootPos = asElement.rootPos
        let items = try convert(try expression(value, .array(el)), to: .array(el), value, context: .assignment)
        let line = opPos.line
        let operand: Code = { i throws(RuntimeFailure) in .tuple([try bounds(i), try items(i)]) }
        return mutation(lv, line: line, operand: operand) { (place: inout Value, x: Value) throws(RuntimeFailure) -> Value in
            guard case .array(var a) = place, case .tuple(let parts) = x, parts.count == 2 else { return .void }
            guard let r = Compiler.subrange(parts[0], count: a.count) else { throw .fatal("Array index is out of range", line: line) }
            place = .void
            a.replaceSubrange(r, with: parts[1].asArray)
            place = .array(a)
            return .void
        }
    }

    /// `removeSubrange(_:)`, `replaceSubrange(_:with:)` on arrays and strings and
    /// `insert(contentsOf:at:)` on strings; nil for other members.
    func subrangeMutation(_ type: SType, _ name: String, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> MutationParts? {
        let line = e.pos.line
        switch (type, name) {
        case (.string, "insert") where args.first?.label == "contentsOf":
            let text = try characterCollection(args, 0, label: "contentsOf", e)
            let at = try methodArgument(args, 1, .stringIndex, label: "at", call: e)
            return MutationParts(resultType: .void, operand: { i throws(RuntimeFailure) in .tuple([try text(i), try at(i)]) },
                                 change: { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .string(var s) = v, case .tuple(let parts) = x, parts.count == 2 else { return .void }
                let k = parts[1].asInt
                guard k >= 0, k <= s.count else { throw .fatal(Compiler.indexOutOfBounds, line: line) }
                v = .void
                s.insert(contentsOf: parts[0].asString, at: s.index(s.startIndex, offsetBy: k))
                v = .string(s)
                return .void
            })
        case (.string, "removeSubrange"), (.string, "replaceSubrange"):
            let replacing = name == "replaceSubrange"
            let bounds = try subrangeOperand(args, index: .stringIndex, name: name, e)
            let text: Code = replacing ? try characterCollection(args, 1, label: "with", e) : { _ in .string("") }
            return MutationParts(resultType: .void, operand: { i throws(RuntimeFailure) in .tuple([try bounds(i), try text(i)]) },
                                 change: { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .string(var s) = v, case .tuple(let parts) = x, parts.count == 2 else { return .void }
                guard let r = Compiler.subrange(parts[0], count: s.count) else { throw .fatal(Compiler.indexOutOfBounds, line: line) }
                v = .void
                let lo = s.index(s.startIndex, offsetBy: r.lowerBound)
                let hi = s.index(lo, offsetBy: r.count)
                s.replaceSubrange(lo..<hi, with: parts[1].asString)
                v = .string(s)
                return .void
            })
        case (.array(let el), "removeSubrange"), (.array(let el), "replaceSubrange"):
            let replacing = name == "replaceSubrange"
            let bounds = try subrangeOperand(args, index: .int, name: name, e)
            let items: Code = replacing ? try methodArgument(args, 1, .array(el), label: "with", call: e) : { _ in .array([]) }
            return MutationParts(resultType: .void, operand: { i throws(RuntimeFailure) in .tuple([try bounds(i), try items(i)]) },
                                 change: { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .array(var a) = v, case .tuple(let parts) = x, parts.count == 2 else { return .void }
                guard let r = Compiler.subrange(parts[0], count: a.count) else {
                    throw .fatal("Array replace: subrange extends past the end", line: line)
                }
                v = .void
                a.replaceSubrange(r, with: parts[1].asArray)
                v = .array(a)
                return .void
            })
        default:
            return nil
        }
    }

    /// The first, unlabelled argument of `removeSubrange` / `replaceSubrange`, a range of `index`.
    private func subrangeOperand(_ args: [Argument], index: SType, name: String, _ e: Expr) throws(Diagnostic) -> Code {
        guard let first = args.first else { throw Diagnostic("missing argument in call", at: e.pos) }
        if let label = first.label {
            throw Diagnostic("extraneous argument label '\(label):' in call", at: first.labelPos ?? first.value.pos)
        }
        let expectedArgs = name == "replaceSubrange" ? 2 : 1
        if args.count > expectedArgs { throw Diagnostic("extra argument in call", at: args[expectedArgs].value.pos) }
        guard let bounds = try subrangeArgument(first.value, index: index) else {
            throw Diagnostic("no exact matches in call to instance method '\(name)'", at: e.pos)
        }
        return bounds
    }

    /// A `String`, `Substring` or `[Character]` argument, as a `String` value.
    private func characterCollection(_ args: [Argument], _ index: Int, label: String, _ e: Expr) throws(Diagnostic) -> Code {
        guard index < args.count else { throw Diagnostic("missing argument for parameter '\(label)' in call", at: e.pos) }
        let a = args[index]
        guard a.label == label else { throw Diagnostic("missing argument label '\(label):' in call", at: a.value.pos) }
        var isArrayLiteral = false
        if case .array = a.value.kind { isArrayLiteral = true }
        let t = try expression(a.value, isArrayLiteral ? .array(.character) : .string)
        switch t.type {
        case .string, .substring:
            return t.code
        case .array(.character), .arraySlice(.character):
            let c = t.code
            return { i throws(RuntimeFailure) in .string(String((try c(i)).asArray.map { $0.asCharacter })) }
        default:
            return try convert(t, to: .string, a.value, context: .argument)
        }
    }
}
