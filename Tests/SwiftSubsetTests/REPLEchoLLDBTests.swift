import Testing
import SwiftSubset

/// The echo of numbers, enum cases with associated values and functions, line for line as the
/// lldb Swift REPL (Swift 6.3.1, `swift repl` on this machine) printed them for the same input.
@Suite("REPL echo as lldb writes it")
struct REPLEchoLLDBTests {
    /// Each line was typed into the real `swift repl`; the expected echo is what it printed.
    @Test("Doubles: 17 significant digits of the exact value, trailing zeros dropped, E±x past six zeros",
          arguments: [
              ("let a = 0.1", "a: Double = 0.10000000000000001"),
              ("let a = 3.0", "a: Double = 3"),
              ("let a = 100.0", "a: Double = 100"),
              ("let a = 1.5", "a: Double = 1.5"),
              ("let a = 0.1 + 0.2", "a: Double = 0.30000000000000004"),
              ("let a = 2.0 / 3", "a: Double = 0.66666666666666663"),
              ("let a = Double.pi", "a: Double = 3.1415926535897931"),
              ("let a = 1e6", "a: Double = 1000000"),
              ("let a = 1e7", "a: Double = 1.0E+7"),
              ("let a = 1.5e7", "a: Double = 15000000"),
              ("let a = 12345678901234567.0", "a: Double = 12345678901234568"),
              ("let a = 1e-5", "a: Double = 0.000010000000000000001"),
              ("let a = 1.5e-6", "a: Double = 0.0000015"),
              ("let a = 1e-6", "a: Double = 9.9999999999999995E-7"),
              ("let a = 2.5e-7", "a: Double = 2.4999999999999999E-7"),
              ("let a = 1e300", "a: Double = 1.0000000000000001E+300"),
              ("let a = 5e-324", "a: Double = 4.9406564584124654E-324"),
              ("let a = -0.0", "a: Double = -0"),
              ("let a = -2.5", "a: Double = -2.5"),
              ("let a = Double.infinity", "a: Double = +Inf"),
              ("let a = Double.nan", "a: Double = NaN"),
              ("let a: Double? = 0.1", "a: Double? = 0.10000000000000001"),
          ])
    func doubles(input: String, echo: String) {
        #expect(SwiftREPL().evaluate(input).output == echo + "\n")
    }

    @Test("Floats: 9 digits, after lldb's truncating first cut",
          arguments: [
              ("let f: Float = 0.1", "f: Float = 0.100000001"),
              ("let f: Float = 1.1", "f: Float = 1.10000002"),
              ("let f: Float = 3", "f: Float = 3"),
              ("let f: Float = 1e10", "f: Float = 1.0E+10"),
              ("let f: Float = 16777216", "f: Float = 16777216"),
              // Exactly -818.573974609375: lldb cuts six digits before rounding, so not …975.
              ("let f: Float = -818.5739733122699", "f: Float = -818.573974"),
              ("let f: Float = -557.83636474609375", "f: Float = -557.836365"),
          ])
    func floats(input: String, echo: String) {
        #expect(SwiftREPL().evaluate(input).output == echo + "\n")
    }

    @Test("print keeps Swift's shortest form; only the echo uses lldb's")
    func printIsUnchanged() {
        let repl = SwiftREPL()
        #expect(repl.evaluate("let d = 0.1\nprint(d, 3.0, [0.1])").output == "0.1 3.0 [0.1]\nd: Double = 0.10000000000000001\n")
    }

    @Test("numbers inside collections and instances are echoed the same way")
    func nested() {
        let repl = SwiftREPL()
        #expect(repl.evaluate("let xs = [1.5, 0.1]").output == "xs: [Double] = 2 values {\n  [0] = 1.5\n  [1] = 0.10000000000000001\n}\n")
        #expect(repl.evaluate("struct P { var x = 375.0 }\nP()").output == "$R0: P = {\n  x = 375\n}\n")
    }

    @Test("a case with associated values is a block named after the case")
    func enumCases() {
        let repl = SwiftREPL()
        _ = repl.evaluate("enum M { case p(Int, String), q(Double), r, w(name: String) }")
        #expect(repl.evaluate("M.p(1, \"a\")").output == "$R0: M = p {\n  p = {\n    0 = 1\n    1 = \"a\"\n  }\n}\n")
        #expect(repl.evaluate("M.q(2.5)").output == "$R1: M = q {\n  q = 2.5\n}\n")
        #expect(repl.evaluate("M.w(name: \"q\")").output == "$R2: M = w {\n  w = {\n    name = \"q\"\n  }\n}\n")
        #expect(repl.evaluate("[M.r, M.q(1)]").output == "$R3: [M] = 2 values {\n  [0] = r\n  [1] = q {\n    q = 1\n  }\n}\n")
        #expect(repl.evaluate("let om: M? = .q(0.1)").output == "om: M? = q {\n  q = 0.10000000000000001\n}\n")
    }

    @Test("a function value shows its function and context parts")
    func functions() {
        let repl = SwiftREPL()
        #expect(repl.evaluate("let isTall = { (h: Double) -> Bool in h > 300 }").output
                == "isTall: (Double) -> Bool = {\n  function = {}\n  context = 0x0000000000000000\n}\n")
    }

    @Test("a value held in an Any is echoed with its dynamic type, as lldb does; Any? keeps its name")
    func anyEchoesDynamicType() {
        let repl = SwiftREPL()
        #expect(repl.evaluate("let a: Any = 0.25").output == "a: Double = 0.25\n")
        #expect(repl.evaluate("let q: Any = [1, 2]").output == "q: [Int] = 2 values {\n  [0] = 1\n  [1] = 2\n}\n")
        #expect(repl.evaluate("let r: Any? = 5").output == "r: Any? = 5\n")
    }
}
