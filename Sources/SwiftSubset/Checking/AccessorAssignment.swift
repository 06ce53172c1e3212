/// `p.area = 4`, `grid[0, 1] = 2`: a plain assignment whose last step is a setter (a computed
/// property's or a subscript's). Swift calls only the setter there; reading the old value first
/// would run the getter's side effects (a `print` in it) where Swift runs none.
extension Compiler {
    func setterOnlyAssignment(_ lv: LValue, line: Int, operand: @escaping Code) -> Code? {
        guard let last = lv.steps.last else { return nil }
        switch last {
        case .accessor, .evaluated: break
        default: return nil
        }
        let steps = lv.steps
        let slot = lv.root.slot
        return { i throws(RuntimeFailure) in
            // Swift evaluates the target's subscript arguments before the new value.
            let resolved = try Compiler.resolve(steps, i)
            let r = try operand(i)
            try i.reserveStorage(of: r, line: line)
            guard case .accessor(let interpreter, _, let set) = resolved[resolved.count - 1] else { return .void }
            try Compiler.modifySlot(i, slot) { (v: inout Value) throws(RuntimeFailure) in
                try Compiler.modify(&v, resolved.dropLast(), line: line) { (place: inout Value) throws(RuntimeFailure) in
                    try set(interpreter, &place, r)
                }
            }
            return .void
        }
    }
}
