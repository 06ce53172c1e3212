/// Compiled forms of the class-property statements a class-heavy loop is made of, for an instance
/// held in a plain local or global variable (`self` in a method, `account` at the top level):
/// `self.balance = balance`, `balance += amount`, `transactions -= 1`. They change the field
/// through an unretained reference to the instance (Runtime/ClassFieldAccess.swift); the operand
/// is evaluated first, as in the general path, and the change itself runs no learner code.
extension Compiler {
    /// `x.name = value` for a stored class property, or nil for any other shape.
    static func classFieldStore(_ lv: LValue, value: @escaping Code) -> Code? {
        guard lv.steps.count == 1, case .classField(let k) = lv.steps[0] else { return nil }
        switch lv.root.slot {
        case .local(let l):
            return { i throws(RuntimeFailure) in
                let new = try value(i)
                guard let object = i.borrowedObject(local: l) else { return .void }
                try i.changeField(object, k) { $0 = new }
                return .void
            }
        case .global(let g):
            return { i throws(RuntimeFailure) in
                let new = try value(i)
                guard let object = i.borrowedObject(global: g) else { return .void }
                try i.changeField(object, k) { $0 = new }
                return .void
            }
        default:
            return nil
        }
    }

    /// `x.count += n` / `-= n` on a stored `Int` class property, or nil for any other shape.
    /// Same traps and messages as the general path (`Compiler.assignment`).
    static func classFieldIntUpdate(_ lv: LValue, operand: @escaping Code, baseOp: String, line: Int) -> Code? {
        guard lv.steps.count == 1, case .classField(let k) = lv.steps[0], lv.type == .int,
              baseOp == "+" || baseOp == "-" else { return nil }
        let isAdd = baseOp == "+"
        let type = lv.type
        switch lv.root.slot {
        case .local(let l):
            return { i throws(RuntimeFailure) in
                let r = try operand(i)
                guard let object = i.borrowedObject(local: l) else { return .void }
                try i.changeField(object, k) { (place: inout Value) throws(RuntimeFailure) in
                    try intUpdate(&place, r, isAdd: isAdd, baseOp: baseOp, type: type, line: line)
                }
                return .void
            }
        case .global(let g):
            return { i throws(RuntimeFailure) in
                let r = try operand(i)
                guard let object = i.borrowedObject(global: g) else { return .void }
                try i.changeField(object, k) { (place: inout Value) throws(RuntimeFailure) in
                    try intUpdate(&place, r, isAdd: isAdd, baseOp: baseOp, type: type, line: line)
                }
                return .void
            }
        default:
            return nil
        }
    }

    @inline(__always)
    private static func intUpdate(_ place: inout Value, _ r: Value, isAdd: Bool, baseOp: String, type: SType,
                                  line: Int) throws(RuntimeFailure) {
        guard case .int(let x) = place, case .int(let y) = r else {
            place = try Interpreter.arithmetic(baseOp, place, r, type, line: line)
            return
        }
        let (s, o) = isAdd ? x.addingReportingOverflow(y) : x.subtractingReportingOverflow(y)
        if o { throw Interpreter.overflow(line) }
        place = .int(s)
    }
}
