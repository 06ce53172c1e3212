import Testing
@testable import SwiftSubset

/// Structs, classes, enums, protocols and errors in the REPL, where entries run one by one.
@Suite("User-defined types")
struct UserTypesTests {
    @Test("a struct echoes its stored properties, as lldb does")
    func structEcho() {
        let repl = SwiftREPL()
        _ = repl.evaluate("struct Point { var x: Int; var y: Int }")
        #expect(repl.evaluate("let p = Point(x: 1, y: 2)").output == "p: Point = {\n  x = 1\n  y = 2\n}\n")
        #expect(repl.evaluate("print(p)").output == "Point(x: 1, y: 2)\n")
    }

    @Test("deinit runs when the last reference goes, also across REPL entries")
    func deinitTiming() {
        let repl = SwiftREPL()
        _ = repl.evaluate("class R { let n: Int; init(_ n: Int) { self.n = n }; deinit { print(\"bye \\(n)\") } }")
        _ = repl.evaluate("var r: R? = R(1)")
        #expect(repl.evaluate("r = nil").output == "bye 1\n")
        #expect(repl.evaluate("do { let t = R(2); print(t.n) }\nprint(\"after\")").output == "2\nbye 2\nafter\n")
    }

    @Test("a weak property becomes nil when its instance is freed")
    func weakReference() {
        let source = """
        class Node { weak var next: Node? }
        var a: Node? = Node()
        let b = Node()
        b.next = a
        print(b.next == nil)
        a = nil
        print(b.next == nil)
        """
        #expect(SwiftProgram.run(source: source, fileName: "main.swift").stdout == "false\ntrue\n")
    }

    @Test("a runtime error in a method leaves the REPL usable")
    func runtimeErrorInMethod() {
        let repl = SwiftREPL()
        _ = repl.evaluate("struct S { var a = [1]; func at(_ i: Int) -> Int { a[i] } }")
        #expect(repl.evaluate("S().at(5)").output.contains("Fatal error: Index out of range"))
        #expect(repl.evaluate("S().at(0)").output == "$R0: Int = 1\n")
    }

    @Test("an uncaught error in the REPL is reported and the session goes on")
    func uncaughtError() {
        let repl = SwiftREPL()
        _ = repl.evaluate("enum E: Error { case bad }")
        _ = repl.evaluate("func f() throws { throw E.bad }")
        #expect(repl.evaluate("try f()").output.contains("Error raised at top level"))
        #expect(repl.evaluate("print(1)").output == "1\n")
    }
}

@Suite("User-defined types: limits")
struct UserTypesLimitTests {
    @Test("freeing a 200,000-node linked list does not overflow the host's stack")
    func longChain() {
        let source = """
        class Node { var value: Int; var next: Node?
          init(_ v: Int, _ n: Node?) { value = v; next = n } }
        var head: Node? = nil
        for i in 0..<200000 { head = Node(i, head) }
        print(head!.value)
        head = nil
        print("freed")
        """
        #expect(SwiftProgram.run(source: source, fileName: "main.swift").stdout == "199999\nfreed\n")
    }

    @Test("long operator and method chains are checked in polynomial time when types are declared")
    func longChains() {
        let sum = Array(repeating: "1", count: 120).joined(separator: " + ")
        let calls = String(repeating: ".lowercased()", count: 40)
        let source = "struct P { var x = 1 }\nprint(\(sum))\nlet s = \"A\"\nprint(s\(calls))\n"
        #expect(SwiftProgram.run(source: source, fileName: "main.swift").stdout == "120\na\n")
    }
}
