import Testing
@testable import SwiftSubset

/// The total memory budget of an evaluation (Runtime/MemoryBudget.swift): runaway programs stop
/// with a clear error, real programs (shared rows, short-lived arrays) never meet it, and the
/// REPL session goes on with its memory back.
@Suite("Memory budget")
struct MemoryBudgetTests {
    static func limits(megabytes: Int) -> EvaluationLimits { EvaluationLimits(maxMemoryBytes: megabytes << 20) }

    static func run(_ source: String, megabytes: Int) -> ProgramResult {
        SwiftProgram.run(source: source, fileName: "memory.swift", limits: limits(megabytes: megabytes))
    }

    static func message(_ megabytes: Int) -> String {
        "error: execution stopped: the program's values use more than \(megabytes) MB of memory, keylab's limit; raise it with --max-memory\n"
    }

    @Test("200 large arrays stop at the budget, not in the host's allocator")
    func manyLargeArrays() {
        let result = Self.run("""
        var arrays: [[Int]] = []
        for i in 0..<200 { arrays.append(Array(repeating: i, count: 1_000_000)) }
        print(arrays.count)
        """, megabytes: 64)
        #expect(result.stderr == Self.message(64))
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
    }

    @Test("a string doubling in a loop stops at the budget")
    func stringDoubling() {
        let result = Self.run("var s = \"ab\"\nwhile true { s += s }", megabytes: 8)
        #expect(result.stderr == Self.message(8))
        let concatenation = Self.run("var s = \"ab\"\nwhile true { s = s + s }", megabytes: 8)
        #expect(concatenation.stderr == Self.message(8))
    }

    @Test("nested arrays grown row by row stop at the budget")
    func nestedArrays() {
        let result = Self.run("""
        var grid: [[Int]] = []
        while true {
            var row: [Int] = []
            for j in 0..<1000 { row.append(j) }
            grid.append(row)
        }
        """, megabytes: 16)
        #expect(result.stderr == Self.message(16))
    }

    @Test("small pieces added one step at a time are caught too: a dictionary, printing")
    func gradualGrowth() {
        let dictionary = Self.run("var d: [Int: String] = [:]\nvar i = 0\nwhile true { d[i] = \"value number \\(i)\"; i += 1 }", megabytes: 8)
        #expect(dictionary.stderr == Self.message(8))
        let printing = Self.run("while true { print(\"all work and no play\") }", megabytes: 2)
        #expect(printing.stderr == Self.message(2))
    }

    @Test("shared rows count once and short-lived arrays are not added up: real programs pass")
    func realProgramsPass() {
        // 10,000 rows sharing one buffer, as in Swift; counted row by row this would be 3 GB.
        let shared = Self.run("""
        let grid = Array(repeating: Array(repeating: 0, count: 10_000), count: 10_000)
        var churn = 0
        for _ in 0..<100_000 { let t = [1, 2, 3, 4, 5, 6, 7, 8]; churn += t.count }
        var text = ""
        for i in 0..<20_000 { text += "\\(i)," }
        print(grid.count, churn, text.count)
        """, megabytes: 16)
        #expect(shared.stderr == "")
        #expect(shared.stdout == "10000 800000 108890\n")
    }

    @Test("after the budget stops an entry the session goes on and its memory is back")
    func sessionGoesOn() {
        let repl = SwiftREPL(limits: Self.limits(megabytes: 64))
        let failed = repl.evaluate("var hog: [[Int]] = []\nfor _ in 0..<100 { hog.append(Array(repeating: 0, count: 1_000_000)) }")
        #expect(failed.failed)
        #expect(failed.output == "error: execution stopped: the program's values use more than 64 MB of memory, keylab's limit; raise it with --max-memory\n")
        // The forgotten `hog` no longer holds its arrays: 48 MB fit again.
        #expect(repl.evaluate("let big = Array(repeating: 1, count: 1_500_000)\nprint(big.count)").output.hasPrefix("1500000\n"))
        #expect(repl.evaluate("1 + 1").output == "$R0: Int = 2\n")
    }

    @Test("values kept by earlier entries count: the budget is the session's")
    func sessionTotal() {
        let repl = SwiftREPL(limits: Self.limits(megabytes: 64))
        var outputs: [String] = []
        for k in 0..<5 {
            outputs.append(repl.evaluate("let a\(k) = Array(repeating: \(k), count: 700_000)\nprint(a\(k).count)").output)
        }
        #expect(outputs[0].hasPrefix("700000\n"))
        #expect(outputs.contains { $0.hasPrefix("error: execution stopped: the program's values use more than 64 MB") })
    }

    @Test("the meter counts a string's bytes and an array's slots")
    func meter() {
        var meter = MemoryMeter()
        meter.add(.string(String(repeating: "x", count: 1000)))
        meter.add(.array(Array(repeating: .int(1), count: 100)))
        #expect(meter.bytes >= 1000 + 100 * MemoryMeter.valueSize)
        #expect(meter.bytes < 1000 + 200 * MemoryMeter.valueSize + 128)
    }

    /// Programs whose memory is held by structs, class instances, enum payloads, tuples, closures
    /// and sets, each in a container that is small itself: the meter must look inside them.
    static let valueKindPrograms: [String] = [
        // Structs in an array, each holding a 100-element array.
        """
        struct Bag { var items: [Int] }
        var bags: [Bag] = []
        var i = 0
        while true { bags.append(Bag(items: Array(repeating: i, count: 100))); i += 1 }
        """,
        // A linked list of class instances, reached only through one optional.
        """
        final class Node {
            let payload: [Int]
            let next: Node?
            init(payload: [Int], next: Node?) { self.payload = payload; self.next = next }
        }
        var head: Node? = nil
        var i = 0
        while true { head = Node(payload: Array(repeating: i, count: 100), next: head); i += 1 }
        """,
        // Enum cases with an array payload.
        """
        enum Shape { case polygon([Int]) }
        var shapes: [Shape] = []
        var i = 0
        while true { shapes.append(.polygon(Array(repeating: i, count: 100))); i += 1 }
        """,
        // Tuples holding arrays.
        """
        var pairs: [(Int, [Int])] = []
        var i = 0
        while true { pairs.append((i, Array(repeating: i, count: 100))); i += 1 }
        """,
        // Closures capturing arrays.
        """
        var makers: [() -> Int] = []
        var i = 0
        while true {
            let captured = Array(repeating: i, count: 100)
            makers.append({ captured.count })
            i += 1
        }
        """,
        // A set of strings.
        """
        var names: Set<String> = []
        var i = 0
        while true { names.insert("a name long enough for the heap \\(i)"); i += 1 }
        """,
    ]

    @Test("programs built of structs, instances, enums, tuples, closures and sets stop at the budget",
          arguments: valueKindPrograms)
    func valueKinds(_ source: String) {
        let result = Self.run(source, megabytes: 16)
        #expect(result.stderr == Self.message(16))
        #expect(result.exitCode == 1)
    }

    @Test("the meter looks inside class instances once each, so a cycle ends")
    func meterInstances() {
        var meter = MemoryMeter()
        let n = NominalType(name: "Node", kind: .classType, namePos: .start, moduleName: "main")
        let storage = ObjectStorage(type: n, fields: [.array(Array(repeating: .int(1), count: 1000)), .void], interpreter: nil)
        let ref = ObjectRef(storage: storage)
        storage.fields[1] = .object(ref)  // the instance refers to itself
        meter.add(.object(ref))
        meter.add(.some(.object(ref)))
        #expect(meter.bytes >= 1000 * MemoryMeter.valueSize)
        #expect(meter.bytes < 1100 * MemoryMeter.valueSize + 512)
        storage.fields[1] = .void
    }
}
