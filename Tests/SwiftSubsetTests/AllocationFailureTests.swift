import Testing
import SwiftSubset

/// Sizes no host could allocate, from learner input, end in a clear error, never in a trap of
/// keylab itself ("failed to allocate", exit 134).
@Suite("Huge allocations")
struct AllocationFailureTests {
    static let tooLarge = "is more than keylab allows"

    @Test("huge counts and ranges made into collections are refused before anything is allocated",
          arguments: [
            "let a = Array(repeating: 0, count: Int.max)",
            "let a: [Int] = Array(repeating: 0, count: 1 << 62)",
            "let s = String(repeating: \"ab\", count: Int.max)",
            "let s = String(repeating: \"abcdefgh\", count: Int.max / 4)",
            "let s = String(repeating: Character(\"x\"), count: Int.max)",
            "let a = Array(0...Int.max)",
            "let a = Array(Int.min..<Int.max)",
            "let a = Array(stride(from: 0, to: Int.max, by: 1))",
            "let a = Array(stride(from: 0.0, through: 1e300, by: 1.0))",
            "let a = Array(UInt(0)...UInt.max)",
          ])
    func refused(_ source: String) {
        let result = SwiftProgram.run(source: source, fileName: "huge.swift")
        #expect(result.exitCode == 1, "\(source): \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: execution stopped:"), "\(source): \(result.stderr)")
    }

    @Test("the REPL reports a huge allocation and goes on")
    func replGoesOn() {
        let repl = SwiftREPL()
        let result = repl.evaluate("let a = Array(repeating: 0, count: Int.max)")
        #expect(result.failed)
        #expect(result.output.contains(Self.tooLarge))
        #expect(repl.evaluate("let b = [1, 2]\nprint(b.count)").output.hasPrefix("2\n"))
    }
}
