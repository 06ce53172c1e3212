/// Assigning through `!` (`s!.y = 4`, `d["a"]!.y += 2`, `x! = v`) and through an implicitly unwrapped
/// optional (`var s: S!` then `s.y = 4`, or `self?.view.frame.origin.y -= h` with `var view: UIView!`).
/// The path gets an unwrapping step: nil traps with Swift's message, a value is changed and wrapped
/// again. Inside an optional chain the step is only reached when the chain so far is non-nil (the
/// steps before it find no instance and stop), so `self?.v!.y = 1` does nothing when `self` is nil.
extension Compiler {
    func forceUnwrapLValue(_ inner: Expr, _ e: Expr, kind: MutationKind, opPos: SourcePos) throws(Diagnostic) -> LValue {
        var lv = try lvalue(inner, kind: kind, opPos: opPos)
        guard case .optional(let wrapped) = lv.type else {
            throw Diagnostic("cannot force unwrap value of non-optional type '\(lv.type.name)'",
                             at: SourcePos(line: e.pos.line, column: e.pos.column + e.length - 1, offset: e.end - 1))
        }
        let line = e.pos.line
        // A `T!` unwrapped implicitly has no `!` of its own (same end as its operand).
        let how = e.end == inner.end ? "implicitly unwrapping" : "unwrapping"
        lv.steps.append(.unwrapped(failure: "Unexpectedly found nil while \(how) an Optional value", line: line))
        lv.type = wrapped
        return lv
    }

    /// `s! = v` with `let s`: swiftc's words, at the `!`.
    func checkForceUnwrapTarget(_ target: Expr, _ lv: LValue) throws(Diagnostic) {
        guard case .forceUnwrap = target.kind, lv.steps.count == 1, lv.root.isLet, !lv.mutabilityChecked else { return }
        throw Diagnostic("cannot assign through '!': '\(lv.root.name)' is a 'let' constant",
                         at: SourcePos(line: target.pos.line, column: target.pos.column + target.length - 1, offset: target.end - 1),
                         notes: changeLetNote(lv.root.keywordPos, lv.root.declarationLine))
    }
}
