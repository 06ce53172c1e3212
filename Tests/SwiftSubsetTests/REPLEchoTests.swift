import Testing
import SwiftSubset

@Suite("REPL echo")
struct REPLEchoTests {
    @Test("declarations echo their type and value")
    func declarations() {
        let repl = SwiftREPL()
        #expect(repl.evaluate("let x = 3").output == "x: Int = 3\n")
        #expect(repl.evaluate("let s = \"hi\"").output == "s: String = \"hi\"\n")
        #expect(repl.evaluate("var d = 0.5").output == "d: Double = 0.5\n")
        #expect(repl.evaluate("let o: Int? = 5").output == "o: Int? = 5\n")
        #expect(repl.evaluate("let n: String? = nil").output == "n: String? = nil\n")
        #expect(repl.evaluate("let a = [1, 2]").output == "a: [Int] = 2 values {\n  [0] = 1\n  [1] = 2\n}\n")
    }

    @Test("bare expressions echo $R with a counter; print prints; Void echoes nothing")
    func expressions() {
        let repl = SwiftREPL()
        #expect(repl.evaluate("2 + 3").output == "$R0: Int = 5\n")
        #expect(repl.evaluate("\"a\" + \"b\"").output == "$R1: String = \"ab\"\n")
        #expect(repl.evaluate("print(\"hello\")").output == "hello\n")
        #expect(repl.evaluate("print(\"a\", terminator: \"\")\nlet t = 1").output == "a\nt: Int = 1\n")
        #expect(repl.evaluate("func f() {}").output == "")
        #expect(repl.evaluate("f()").output == "")
        #expect(repl.evaluate("$R0 * 10").output == "$R2: Int = 50\n")
        #expect(repl.declaredNames == ["f", "t"])
    }

    @Test("a compile error runs nothing and declares nothing")
    func compileError() {
        let repl = SwiftREPL()
        let result = repl.evaluate("let y = 1\nprint(\"ran\")\nlet z: Int = \"no\"")
        #expect(result.failed)
        #expect(!result.output.contains("ran"))
        #expect(result.output.hasPrefix("error: cannot convert value of type 'String' to specified type 'Int'\nlet z: Int = \"no\"\n             ^~~~\n"))
        #expect(!repl.declaredNames.contains("y"))
        #expect(repl.acceptedEntries.isEmpty)
    }

    @Test("the let note shows the earlier entry's line")
    func noteFromEarlierEntry() {
        let repl = SwiftREPL()
        _ = repl.evaluate("let limit = 10")
        let result = repl.evaluate("limit = 5")
        #expect(result.output == """
        error: cannot assign to value: 'limit' is a 'let' constant
        limit = 5
        ^~~~~
        note: change 'let' to 'var' to make it mutable
        let limit = 10
        ^~~
        var

        """)
    }

    @Test("runtime errors are reported and the session goes on")
    func runtimeError() {
        let repl = SwiftREPL()
        _ = repl.evaluate("var a = [1]")
        let failed = repl.evaluate("a[3]")
        #expect(failed.failed)
        #expect(failed.output == "Fatal error: Index out of range\n")
        #expect(repl.evaluate("a.count").output == "$R0: Int = 1\n")
    }

    @Test("unfinished input asks for more lines")
    func continuation() {
        #expect(SwiftREPL.needsMoreInput("func f() {"))
        #expect(SwiftREPL.needsMoreInput("print(1,"))
        #expect(SwiftREPL.needsMoreInput("let s = \"\"\"\nabc"))
        #expect(!SwiftREPL.needsMoreInput("let s = \"{\""))
        #expect(!SwiftREPL.needsMoreInput("func f() {}"))
    }

    @Test("conditions are evaluated against the session without echo")
    func conditions() {
        let repl = SwiftREPL()
        #expect(repl.evaluateCondition("limit == 10") != .value(true))
        _ = repl.evaluate("var limit = 10")
        #expect(repl.evaluateCondition("limit == 10") == .value(true))
        #expect(repl.evaluateCondition("limit > 20") == .value(false))
        #expect(repl.evaluate("limit").output == "$R0: Int = 10\n")
        #expect(repl.declaredNames == ["limit"])
        #expect(repl.acceptedEntries == ["var limit = 10", "limit"])
    }

    @Test("an endless loop can be interrupted and the REPL goes on")
    func interrupt() {
        let repl = SwiftREPL()
        let result = repl.evaluate("while true {}", interrupt: { true })
        #expect(result.output == "error: execution interrupted\n")
        #expect(repl.evaluate("1").output == "$R0: Int = 1\n")
    }

    @Test("constructs outside the subset suggest :swiftc")
    func unsupported() {
        let output = SwiftREPL().evaluate("actor A {}").output
        #expect(output.hasPrefix("error: keylab does not support actors yet\n"))
        #expect(output.contains(":swiftc"))
    }
}
