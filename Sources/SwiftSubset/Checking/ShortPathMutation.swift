/// Changing a variable itself (`total *= 3`, `text.append(c)`, `line += "…"`) or through one step
/// the other fast paths leave to the general one (`counts[w, default: 0] += 1`, `names[id] = n`).
///
/// The general path (`Compiler.mutation`) builds its `[ResolvedStep]` array on every execution and
/// reaches the place through two closures; with no step, or one, there is nothing to build: the
/// step is resolved into a local and the place changed with the same `modifyStep` walk, so traps,
/// evaluation order (subscript first, then the operand) and in-place changes are the general path's.
extension Compiler {
    /// Nil when the path has a step (see `oneStepMutation`) or the variable lives in a box.
    static func slotMutation(_ lv: LValue, line: Int, operand: @escaping Code,
                             _ change: @escaping (inout Value, Value) throws(RuntimeFailure) -> Value) -> Code? {
        guard lv.steps.isEmpty else { return nil }
        switch lv.root.slot {
        case .global(let g):
            return { i throws(RuntimeFailure) in
                let r = try operand(i)
                try i.reserveStorage(of: r, line: line)
                return try change(&i.globals[g], r)
            }
        case .local(let l):
            return { i throws(RuntimeFailure) in
                let r = try operand(i)
                try i.reserveStorage(of: r, line: line)
                return try change(&i.stack[i.fp + l], r)
            }
        case .boxedLocal, .boxedGlobal:
            return nil
        }
    }

    /// Nil unless the path is exactly one step.
    static func oneStepMutation(_ lv: LValue, line: Int, operand: @escaping Code,
                                _ change: @escaping (inout Value, Value) throws(RuntimeFailure) -> Value) -> Code? {
        guard lv.steps.count == 1 else { return nil }
        let step = lv.steps[0]
        let slot = lv.root.slot
        return { i throws(RuntimeFailure) in
            let resolved = try Compiler.resolve(step, i)
            let r = try operand(i)
            try i.reserveStorage(of: r, line: line)
            var result = Value.void
            try Compiler.modifySlot(i, slot) { (v: inout Value) throws(RuntimeFailure) in
                try Compiler.modifyStep(&v, resolved, [], line: line) { (place: inout Value) throws(RuntimeFailure) in
                    result = try change(&place, r)
                }
            }
            return result
        }
    }
}

extension Compiler {
    /// `d[k] = v` on a dictionary variable: stored (or, for `nil`, removed) directly, without
    /// moving the old value out as an optional and wrapping the new one for `modifyValue`.
    /// Nil for any other path.
    static func keyAssignment(_ lv: LValue, line: Int, value: @escaping Code) -> Code? {
        guard lv.steps.count == 1, case .key(let keyCode) = lv.steps[0] else { return nil }
        switch lv.root.slot {
        case .global, .local: break
        case .boxedLocal, .boxedGlobal: return nil
        }
        let slot = lv.root.slot
        return { i throws(RuntimeFailure) in
            // Swift evaluates the key, then the value (`d[f()] = g()`).
            let key = try keyCode(i)
            let r = try value(i)
            try i.reserveStorage(of: r, line: line)
            try Compiler.modifySlot(i, slot) { (v: inout Value) throws(RuntimeFailure) in
                guard case .dictionary(var d) = v else { return }
                v = .void
                defer { v = .dictionary(d) }
                if case .some(let w) = r { d.set(key, w) } else { d.remove(key) }
            }
            return .void
        }
    }
}
