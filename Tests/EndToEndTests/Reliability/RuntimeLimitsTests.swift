import Foundation
import Testing

/// The learner's Swift cannot take keylab down: memory, recursion and huge allocations end in a
/// clear error (exit status 1 for a file), never in a trap of keylab (134), a stack overflow (139)
/// or the OOM killer, and a piped session goes on after the error (issue 11 items 7-8, issue 12).
@Suite("runtime limits, end to end")
struct RuntimeLimitsTests {
    static let memoryError = "error: execution stopped: the program's values use more than"
    static let depthError = "error: execution stopped: function calls nested more than 100000 deep, keylab's recursion depth limit (endless recursion?)"

    static func file(_ source: String, _ arguments: [String] = []) throws -> BinaryRunner.Result {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("limits.swift")
        try Data(source.utf8).write(to: path)
        return try BinaryRunner.run(["run"] + arguments + [path.path], environment: ["NO_COLOR": "1"])
    }

    @Test("200 large arrays stop at the memory budget (default 512 MB), exit 1, no trap")
    func manyLargeArrays() throws {
        let result = try Self.file("""
        var arrays: [[Int]] = []
        for i in 0..<200 { arrays.append(Array(repeating: i, count: 5_000_000)) }
        print(arrays.count)
        """)
        #expect(result.status == 1)
        #expect(result.stderr == Self.memoryError + " 512 MB of memory, keylab's limit; raise it with --max-memory\n")
    }

    @Test("--max-memory sets the budget; a piped session goes on after the error")
    func pipedSessionGoesOn() throws {
        let input = """
        var s = "ab"
        while true { s += s }
        var grid: [[Int]] = []
        for _ in 0..<1000 { grid.append(Array(repeating: 0, count: 100_000)) }
        grid = []
        print("still here")
        """
        let result = try BinaryRunner.run(["run", "-", "--max-memory", "32"], stdin: input + "\n", environment: ["NO_COLOR": "1"])
        // The doubling string meets the per-string cap (20 million) or the budget, whichever comes first.
        #expect(result.stdout.components(separatedBy: "error: execution stopped:").count == 3, "\(result.stdout)")
        #expect(result.stdout.contains(Self.memoryError + " 32 MB of memory"))
        #expect(result.stdout.hasSuffix("still here\n"))
        #expect(result.status == 1)
    }

    @Test("10,000 nested calls work; 1,000,000 stop at the depth limit and the session goes on")
    func recursion() throws {
        let input = """
        func depth(_ n: Int) -> Int {
            if n == 0 { return 0 }
            return 1 + depth(n - 1)
        }
        print(depth(10_000))
        print(depth(1_000_000))
        print(depth(99_999))
        """
        let result = try BinaryRunner.run(["run", "-"], stdin: input + "\n", environment: ["NO_COLOR": "1"])
        #expect(result.stdout == "10000\n\(Self.depthError)\n99999\n")
        #expect(result.status == 1)
        let endless = try Self.file("func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))\n")
        #expect(endless.stderr == Self.depthError + "\n")
        #expect(endless.status == 1)
    }

    @Test("--max-depth sets the recursion limit")
    func maxDepthFlag() throws {
        let result = try Self.file("func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))\n", ["--max-depth", "500"])
        #expect(result.stderr.contains("nested more than 500 deep"))
        let invalid = try BinaryRunner.run(["run", "--max-memory", "0", "-"])
        #expect(invalid.status != 0)
        #expect(invalid.stderr.contains("--max-memory must be a positive number"))
    }

    @Test("counts no host could allocate are refused with a clear error", arguments: [
        "let a = Array(repeating: 0, count: Int.max)",
        "let s = String(repeating: \"ab\", count: Int.max)",
        "let a = Array(0...Int.max)",
    ])
    func hugeAllocations(_ source: String) throws {
        let result = try Self.file(source + "\n")
        #expect(result.status == 1, "\(source): \(result.stderr)")
        #expect(result.stderr.contains("is more than keylab allows"), "\(source): \(result.stderr)")
    }
}
