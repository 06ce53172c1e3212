import Testing
import SwiftSubset

@Suite("Returns inside do/catch")
struct DoCatchReturnTests {
    @Test("a function that returns from its do block and every catch needs no return after them")
    func returnsFromEveryBranch() {
        let repl = SwiftREPL()
        _ = repl.evaluate("enum E: Error { case a, b }\nfunc f(_ x: Int) throws -> Int { if x == 0 { throw E.a }; if x == 1 { throw E.b }; return x }")
        let declared = repl.evaluate("""
            func g(_ x: Int) -> String {
                do {
                    return "got \\(try f(x))"
                } catch E.a {
                    return "a"
                } catch {
                    return "other"
                }
            }
            """)
        #expect(!declared.failed, "\(declared.output)")
        #expect(repl.evaluate("print(g(0), g(1), g(5))").output == "a other got 5\n")
    }

    @Test("a catch that falls through still needs a return after the do statement")
    func catchWithoutReturn() {
        let repl = SwiftREPL()
        _ = repl.evaluate("enum E: Error { case a }\nfunc f() throws -> Int { throw E.a }")
        let result = repl.evaluate("func g() -> Int {\n    do {\n        return try f()\n    } catch {\n        print(error)\n    }\n}")
        #expect(result.failed)
        #expect(result.output.hasPrefix("error: missing return in global function expected to return 'Int'"))
    }
}
