/// `&x` arguments of methods and initializers (`store(in: &cancellables)`, `counter.add(&total)`).
///
/// A free function's call copies its inout places back itself (CompilerCallsExtended.swift); a
/// method's arguments are evaluated inside the many invocation paths (dynamic dispatch, protocol
/// witnesses, mutating receivers, initializers), so here the argument reads its place into a box
/// and leaves a copy-back on the interpreter; the call expression around it runs the copy-backs
/// when the call returns, in argument order, as Swift writes inout arguments back.
extension Compiler {
    /// The argument code for an inout parameter of a method or initializer.
    func inoutMemberArgument(_ a: Expr, _ type: SType, line: Int) throws(Diagnostic) -> Code {
        let lv = try inoutArgument(a, type)
        extras.inoutMemberArguments += 1
        return { i throws(RuntimeFailure) in
            let steps = try Compiler.resolve(lv.steps, i)
            var current = Value.void
            try Compiler.modifySlot(i, lv.root.slot) { (v: inout Value) throws(RuntimeFailure) in
                current = try Compiler.read(v, steps[...], line: line)
            }
            let box = Box(current)
            i.inoutWriteBacks.append(InoutWriteBack(place: lv, steps: steps, box: box, line: line))
            return .box(box)
        }
    }

    static func runWriteBacks(_ i: Interpreter, from mark: Int) throws(RuntimeFailure) {
        guard i.inoutWriteBacks.count > mark else { return }
        let pending = Array(i.inoutWriteBacks[mark...])
        i.inoutWriteBacks.removeSubrange(mark...)
        for w in pending { try w.run(i) }
    }

    /// A call whose arguments (or whose arguments' calls) pass `&x` to a method: after it returns,
    /// the places it borrowed get their new values.
    static func writingBackInout(_ t: Typed) -> Typed {
        let code = t.code
        return Typed(type: t.type, code: { i throws(RuntimeFailure) in
            let mark = i.inoutWriteBacks.count
            let frames = (i.fp, i.sp, i.depth)
            let result: Value
            do throws(RuntimeFailure) {
                result = try code(i)
            } catch {
                // A thrown error still copies back what the method changed before `throw`, as Swift does.
                // A throw leaves the callee's frame in place (`catchingThrown` restores it): the
                // caller's locals are written in the caller's frame.
                if error.kind == .thrown {
                    (i.fp, i.sp, i.depth) = frames
                    try Compiler.runWriteBacks(i, from: mark)
                }
                if i.inoutWriteBacks.count > mark { i.inoutWriteBacks.removeSubrange(mark...) }
                throw error
            }
            try Compiler.runWriteBacks(i, from: mark)
            return result
        })
    }
}

extension Compiler {
    /// The value at the end of a path, read with getters only: the copy-in of an inout argument
    /// runs no setter and no observer (Swift runs `didSet` once, at the copy-back).
    static func read(_ v: Value, _ steps: ArraySlice<ResolvedStep>, line: Int) throws(RuntimeFailure) -> Value {
        guard let first = steps.first else { return v }
        let rest = steps.dropFirst()
        switch first {
        case .index(let idx):
            guard case .array(let arr) = v else { return .void }
            guard idx >= 0 && idx < arr.count else { throw .fatal("Index out of range", line: line) }
            return try read(arr[idx], rest, line: line)
        case .key(let k):
            guard case .dictionary(let d) = v else { return .void }
            return try read(d.lookup(k).map { .some($0) } ?? .none, rest, line: line)
        case .keyWithDefault(let k, let def):
            guard case .dictionary(let d) = v else { return .void }
            return try read(d.lookup(k) ?? def, rest, line: line)
        case .field(let k):
            if case .tuple(let items) = v, k < items.count { return try read(items[k], rest, line: line) }
            guard case .record(let fields) = v, k < fields.count else { return .void }
            return try read(fields[k], rest, line: line)
        case .classField(let k):
            guard case .object(let r) = v, k < r.storage.fields.count else { return .void }
            return try read(r.storage.fields[k], rest, line: line)
        case .accessor(let i, let get, _):
            return try read(try get(i, v), rest, line: line)
        case .unwrapped(let failure, let at):
            if case .some(let w) = v { return try read(w, rest, line: line) }
            if case .void = v { return v }
            if let failure { throw .fatal(failure, line: at) }
            return .none
        }
    }
}

/// One borrowed place of a method call and the box the method changed.
struct InoutWriteBack {
    let place: LValue
    let steps: [ResolvedStep]
    let box: Box
    let line: Int

    func run(_ i: Interpreter) throws(RuntimeFailure) {
        let box = self.box, steps = self.steps, line = self.line
        try Compiler.modifySlot(i, place.root.slot) { (v: inout Value) throws(RuntimeFailure) in
            try Compiler.modify(&v, steps[...], line: line) { (place: inout Value) throws(RuntimeFailure) in place = box.value }
        }
    }
}
