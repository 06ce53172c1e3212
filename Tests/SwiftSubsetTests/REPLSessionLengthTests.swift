import Testing
@testable import SwiftSubset

/// The REPL's cost per entry must not grow with the session (issue 11, item 11). It used to copy
/// the whole list of entries and every declared name on each entry; now failed entries are undone
/// by a journal of the few names they changed. These tests check that structure and that undoing
/// still forgets exactly what a failed entry declared; the timing is in `make bench`.
@Suite("REPL session length")
struct REPLSessionLengthTests {
    @Test("a journal undoes writes newest first, and commit keeps them")
    func journal() {
        var table = JournaledTable<Int>()
        table["a"] = 1
        table.beginJournal()
        table["a"] = 2
        table["b"] = 3
        table["a"] = nil
        table.rollback()
        #expect(table["a"] == 1)
        #expect(table["b"] == nil)
        #expect(table.count == 1)
        table.beginJournal()
        table["c", default: 0] += 5
        table.commit()
        table.rollback()  // nothing left to undo
        #expect(table["c"] == 5)
    }

    @Test("outside a journal the table records nothing (local scopes)")
    func noJournalOutsideEntries() {
        var table = JournaledTable<Int>()
        for k in 0..<1000 { table["v\(k)"] = k }
        table.rollback()
        #expect(table.count == 1000)
    }

    @Test("a failed entry forgets its declarations and restores what it shadowed")
    func rollback() {
        let repl = SwiftREPL()
        _ = repl.evaluate("let a = 1")
        _ = repl.evaluate("func f() -> Int { 1 }")
        // A compile error after a redeclaration, then a runtime error after one.
        _ = repl.evaluate("let a = \"text\"\nfunc f() -> Int { 2 }\nlet b: Int = \"no\"")
        _ = repl.evaluate("let a = \"text\"\nfunc f() -> Int { 3 }\nlet c = [1][5]")
        #expect(repl.evaluate("a + f()").output == "$R0: Int = 2\n")
        #expect(repl.declaredNames == ["a", "f"])
        #expect(repl.acceptedEntries == ["let a = 1", "func f() -> Int { 1 }", "a + f()"])
        #expect(repl.evaluate("let a = 10\nlet d = a * 2").output == "a: Int = 10\nd: Int = 20\n")
    }

    @Test("thousands of declarations are all kept and reachable")
    func declarationsAreNotCopied() {
        let repl = SwiftREPL()
        for k in 0..<2000 { _ = repl.evaluate("let v\(k) = \(k)") }
        #expect(repl.declaredNames.count == 2000)
        #expect(repl.evaluate("v0 + v1999").output == "$R0: Int = 1999\n")
        #expect(repl.acceptedEntries.count == 2001)
    }
}
