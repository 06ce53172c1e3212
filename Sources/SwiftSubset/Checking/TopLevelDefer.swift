/// A top-level `defer` runs when the program's top-level code ends. keylab checks and runs top-level
/// statements one by one, so a `defer` followed by more statements would run too early (a silently
/// wrong order): it is refused by name. One that ends the unit runs at once, which is the same.
extension Compiler {
    func checkTopLevelDefer(_ stmts: [Stmt]) throws(Diagnostic) {
        guard let k = stmts.firstIndex(where: { if case .deferStmt = $0.kind { return true }; return false }),
              k < stmts.count - 1 else { return }
        throw Diagnostic.unsupported("'defer' in top-level code followed by other statements", at: stmts[k].pos)
    }
}
