import Testing
import SwiftSubset

@Suite("Exhaustive switch over tuples")
struct TupleSwitchExhaustivenessTests {
    @Test("cases that together cover a tuple need no default, as in swiftc")
    func coveringCases() {
        let repl = SwiftREPL()
        let bools = repl.evaluate("""
            func f(_ p: (Bool, Bool)) -> Int {
                switch p {
                case (true, true): return 3
                case (true, false): return 2
                case (false, _): return 0
                }
            }
            """)
        #expect(!bools.failed, "\(bools.output)")
        let mixed = repl.evaluate("""
            func g(_ up: Bool, _ h: Double) -> String {
                switch (up, h) {
                case (false, _): return "no"
                case (true, let x) where x < 100: return "bar"
                case let (true, x): return "lift \\(x)"
                }
            }
            """)
        #expect(!mixed.failed, "\(mixed.output)")
        #expect(repl.evaluate("print(f((true, false)), f((false, true)), g(true, 50), g(true, 300), g(false, 1))").output
                == "2 0 bar lift 300.0 no\n")
    }

    @Test("a value left out, or covered only under a where clause, still needs a case")
    func missingValue() {
        let repl = SwiftREPL()
        let gap = repl.evaluate("func f(_ p: (Bool, Bool)) -> Int {\n    switch p {\n    case (true, true): return 1\n    case (false, false): return 0\n    }\n}")
        #expect(gap.failed && gap.output.hasPrefix("error: switch must be exhaustive"))
        _ = repl.evaluate("enum Ev { case show(Double), hide }")
        let guarded = repl.evaluate("func g(_ p: (Bool, Ev)) -> Int {\n    switch p {\n    case (_, .show(let h)) where h > 0: return 1\n    case (_, .hide): return 0\n    }\n}")
        #expect(guarded.failed && guarded.output.hasPrefix("error: switch must be exhaustive"))
    }
}
