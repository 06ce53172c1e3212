import Testing
import SwiftSubset

@Suite("Interpreter")
struct InterpreterTests {
    private func run(_ source: String) -> ProgramResult {
        SwiftProgram.run(source: source, fileName: "main.swift")
    }

    @Test("Double and Float print as Swift prints them")
    func doubles() {
        #expect(run("print(0.1 + 0.2, 1000.0, 1e16, 2.5e-5, Float(0.1))").stdout == "0.30000000000000004 1000.0 1e+16 2.5e-05 0.1\n")
    }

    @Test("print with separator and terminator, and optionals")
    func printing() {
        #expect(run("print(1, 2, 3, separator: \"-\", terminator: \"!\\n\")").stdout == "1-2-3!\n")
        #expect(run("let o: Int? = 42\nprint(o as Any)\nlet s: String? = \"hi\"\nprint(s as Any)").stdout == "Optional(42)\nOptional(\"hi\")\n")
        #expect(run("print([\"a\": 1], [1, 2], [\"x\"], type(of: [1]))").stdout == "[\"a\": 1] [1, 2] [\"x\"] Array<Int>\n")
    }

    @Test("control flow: loops, stride, break and continue")
    func loops() {
        let source = """
        var total = 0
        for i in stride(from: 0, to: 10, by: 3) { total += i }
        var n = 0
        while true {
            n += 1
            if n % 2 == 0 { continue }
            if n > 7 { break }
        }
        repeat { n -= 1 } while n > 5
        print(total, n)
        """
        #expect(run(source).stdout == "18 5\n")
    }

    @Test("switch over integers and strings with ranges and fallthrough")
    func switches() {
        let source = """
        func kind(_ age: Int) -> String {
            switch age {
            case 0..<13: return "child"
            case 13...19: return "teen"
            default: return "adult"
            }
        }
        print(kind(5), kind(15), kind(40))
        let s = "b"
        switch s {
        case "a", "b":
            print("early")
            fallthrough
        case "c":
            print("c too")
        default:
            print("other")
        }
        """
        #expect(run(source).stdout == "child teen adult\nearly\nc too\n")
    }

    @Test("recursion, default arguments and nested scopes")
    func functions() {
        let source = """
        func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
        func greet(_ name: String, punctuation: String = "!") -> String { "Hi \\(name)\\(punctuation)" }
        let x = 1
        do { let x = 2; print(x) }
        print(fib(20), greet("Ana"), greet("Bo", punctuation: "?"), x)
        """
        #expect(run(source).stdout == "2\n6765 Hi Ana! Hi Bo? 1\n")
    }

    @Test("collections keep value semantics")
    func valueSemantics() {
        let source = """
        var a = [1, 2, 3]
        var b = a
        b[0] = 99
        b.append(4)
        var d = ["k": 1]
        d["k", default: 0] += 5
        d["new"] = 7
        d["gone"] = nil
        print(a, b, d.count, d["k"] ?? 0)
        """
        #expect(run(source).stdout == "[1, 2, 3] [99, 2, 3, 4] 2 6\n")
    }

    @Test("runtime errors use Swift's wording and exit status 132")
    func runtimeErrors() {
        let index = run("let a = [1, 2]\nprint(\"before\")\nprint(a[5])")
        #expect(index.stdout == "before\n")
        #expect(index.stderr == "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n")
        #expect(index.exitCode == 132)
        #expect(run("let z = 0\nprint(5 / z)").stderr.contains("Fatal error: Division by zero"))
        #expect(run("let s = \"x\"\nprint(Int(s)!)").stderr.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
        #expect(run("let big = Int.max\nprint(big + 1)").stderr.contains("Fatal error:"))
        #expect(run("let d = Double.infinity\nprint(Int(d))").stderr.contains("Fatal error: Double value cannot be converted to Int because it is either infinite or NaN"))
    }

    @Test("a step budget stops an endless loop")
    func stepBudget() {
        let result = SwiftProgram.run(source: "var i = 0\nwhile true { i += 1 }", fileName: "loop.swift",
                                      limits: EvaluationLimits(maxSteps: 100_000))
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("execution stopped after 100000 steps"))
    }

    @Test("endless recursion stops with a clear error, not a crash")
    func recursionLimit() {
        let result = run("func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))")
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("function calls nested"))
    }

    @Test("interrupting stops the evaluation")
    func interrupt() {
        let result = SwiftProgram.run(source: "while true {}", fileName: "x.swift", interrupt: { true })
        #expect(result.stderr == "error: execution interrupted\n")
    }

    @Test("strings: count, case, characters and conversions")
    func strings() {
        let source = """
        let s = "Hello"
        var out = ""
        for c in s where c != "l" { out.append(c) }
        print(s.count, s.uppercased(), out, String(s.reversed()), Int("12")! + 1, Double("x") == nil, String(42) + "!")
        """
        #expect(run(source).stdout == "5 HELLO Heo olleH 13 true 42!\n")
    }

    @Test("#function and #line, also as default arguments at the call site")
    func magicLiterals() {
        let source = """
        func log(_ message: String, function: String = #function, line: Int = #line) {
            print("\\(function):\\(line) \\(message)")
        }
        func keyboardWillShow(height: Double) {
            log("height \\(height)")
        }
        keyboardWillShow(height: 258)
        print(#function, MemoryLayout<Int>.size, MemoryLayout<Float>.size)
        """
        #expect(SwiftProgram.run(source: source, fileName: "demo.swift").stdout == "keyboardWillShow(height:):5 height 258.0\ndemo 8 4\n")
    }

    @Test("runaway memory use is stopped, not left to exhaust the host")
    func hugeCollections() {
        let doubling = run("var s = \"ab\"\nfor _ in 0..<40 { s += s }")
        #expect(doubling.exitCode == 1)
        #expect(doubling.stderr.contains("more than keylab allows"))
        let lazyStride = run("var n = 0\nfor _ in stride(from: 0, to: Int.max, by: 1) { n += 1; if n == 3 { break } }\nprint(n)")
        #expect(lazyStride.stdout == "3\n")
    }
}
