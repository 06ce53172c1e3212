import Testing
@testable import SwiftSubset

/// Tuples, closures and patterns: the REPL echo lldb gives them, captures that outlive their
/// function and the interpreter's fast paths (which must agree with the general ones).
@Suite("Tuples, closures and patterns")
struct ClosureTupleTests {
    private func run(_ source: String) -> ProgramResult {
        SwiftProgram.run(source: source, fileName: "main.swift")
    }

    @Test("tuples echo as blocks of their elements, by position or label")
    func tupleEcho() {
        let repl = SwiftREPL()
        #expect(repl.evaluate("let t = (1, \"a\")").output == "t: (Int, String) = {\n  0 = 1\n  1 = \"a\"\n}\n")
        #expect(repl.evaluate("let p = (x: 1, y: 2)").output == "p: (x: Int, y: Int) = {\n  x = 1\n  y = 2\n}\n")
        #expect(repl.evaluate("let (a, b) = (5, 6)").output == "a: Int = 5\nb: Int = 6\n")
        #expect(repl.evaluate("p.x + a").output == "$R0: Int = 6\n")
    }

    @Test("closures made in one entry keep their captured variables in the next")
    func closureAcrossEntries() {
        let repl = SwiftREPL()
        _ = repl.evaluate("func makeCounter() -> () -> Int { var n = 0; return { n += 1; return n } }")
        #expect(repl.evaluate("let c = makeCounter()").output == "c: () -> Int = {\n  function = {}\n  context = 0x0000000000000000\n}\n")
        #expect(repl.evaluate("c()").output == "$R0: Int = 1\n")
        #expect(repl.evaluate("c()").output == "$R1: Int = 2\n")
    }

    @Test("each loop iteration's variable is captured separately")
    func perIterationCapture() {
        let r = run("var fs: [() -> Int] = []\nfor i in 1...3 { fs.append { i } }\nfunc g() { for j in 0..<2 { fs.append { j * 10 } } }\ng()\nprint(fs.map { $0() })")
        #expect(r.stdout == "[1, 2, 3, 0, 10]\n")
    }

    @Test("a nested function sees later changes of the variables it captured")
    func nestedFunctionCapturesByReference() {
        let r = run("func f() -> Int {\n var x = 1\n func show() -> Int { x }\n x = 5\n return show()\n}\nprint(f())")
        #expect(r.stdout == "5\n")
    }

    @Test("sorted(by: <) takes the comparator fast path and agrees with a closure")
    func comparatorFastPath() {
        let r = run("let xs = [3, 1, 2, 3, 0]\nprint(xs.sorted(by: <) == xs.sorted { $0 < $1 }, xs.sorted(by: >))")
        #expect(r.stdout == "true [3, 3, 2, 1, 0]\n")
    }

    @Test("a runtime error inside a closure is reported and the REPL goes on")
    func errorInsideClosure() {
        let repl = SwiftREPL()
        let out = repl.evaluate("let xs = [1]\nprint(xs.map { $0 / ($0 - 1) })").output
        #expect(out == "Fatal error: Division by zero\n")
        #expect(repl.evaluate("print([1, 2].map { $0 + 1 })").output == "[2, 3]\n")
    }

    @Test("constructs still outside the subset are refused by name")
    func refusedByName() {
        #expect(run("let f = { x in x * 2 }").stderr.contains("keylab does not support closures whose parameter types"))
        #expect(run("print(zip([1], [2]))").stderr.contains("keylab does not support printing a zip"))
        #expect(run("let s = \"a b\"\nprint(s.split { $0 == \" \" })").stderr.contains("keylab does not support 'split' with a closure"))
        #expect(run("func f() { g() \n func g() { } }").stderr.contains("keylab does not support using a local function before its declaration"))
    }

    @Test("a raw string with quotes and a backslash is a complete REPL entry")
    func rawStringCompleteness() {
        #expect(!SwiftREPL.needsMoreInput("print(#\"She said \"hi\" and \\\"#)"))
        #expect(SwiftREPL.needsMoreInput("let s = #\"\"\"\nline"))
        let repl = SwiftREPL()
        #expect(repl.evaluate("print(#\"a \\n \"q\" \\#(1 + 1)\"#)").output == "a \\n \"q\" 2\n")
    }

    @Test("labeled break and continue leave the right loop")
    func labels() {
        let r = run("outer: for i in 0..<3 {\n var j = 0\n while true {\n  j += 1\n  if j == 2 { continue outer }\n  if i == 2 { break outer }\n  print(i, j)\n }\n}\nprint(\"done\")")
        #expect(r.stdout == "0 1\n1 1\ndone\n")
    }
}
