import Testing
import SwiftSubset

/// An overload declared in a later REPL entry at the same line and column as
/// an earlier one (every entry starts at line 1): its body is its own. Before,
/// the checker compiled the later body against the earlier function, which
/// crashed keylab (an index out of range) or gave a made-up type error.
@Suite("overloads across REPL entries")
struct OverloadAcrossEntriesTests {
    @Test("a later overload with more parameters and a default compiles and runs")
    func moreParameters() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("func greet(_ name: String = \"a\") -> String { name }").failed)
        let second = repl.evaluate("func greet(a: Int, times: Int = 2) -> Int { a * times }")
        #expect(!second.failed, "\(second.output)")
        #expect(repl.evaluate("print(greet(a: 3), greet())").output == "6 a\n")
    }

    @Test("a later overload's body is checked against its own return type")
    func ownReturnType() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("func size(_ name: String) -> String { name }").failed)
        let second = repl.evaluate("func size(of count: Int) -> Int { count * 2 }")
        #expect(!second.failed, "\(second.output)")
        #expect(repl.evaluate("print(size(of: 4), size(\"b\"))").output == "8 b\n")
    }
}
