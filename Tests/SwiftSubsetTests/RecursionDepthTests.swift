import Testing
@testable import SwiftSubset

/// Recursion as deep as Swift's, and a clear error instead of a crashed host beyond it.
@Suite("Recursion depth")
struct RecursionDepthTests {
    /// Limits for a thread of `LargeStack.size` bytes, as the CLI sets them for its 1 GB thread.
    static let largeStackLimits = EvaluationLimits(stackBytes: LargeStack.size - (64 << 20))

    static let countDown = """
    func depth(_ n: Int) -> Int {
        if n == 0 { return 0 }
        return 1 + depth(n - 1)
    }
    """

    @Test("10,000 nested calls work (the test build is unoptimised: 5x the stack of a release build)")
    func tenThousand() throws {
        let result = try #require(LargeStack.run {
            SwiftProgram.run(source: Self.countDown + "\nprint(depth(10_000))", fileName: "deep.swift",
                             limits: Self.largeStackLimits)
        })
        #expect(result.stdout == "10000\n")
        #expect(result.exitCode == 0)
    }

    @Test("1,000,000 nested calls stop at the depth limit with a clear error; the REPL goes on")
    func millionStops() throws {
        let outputs = try #require(LargeStack.run { () -> [REPLResult] in
            let repl = SwiftREPL(limits: Self.largeStackLimits)
            return [repl.evaluate(Self.countDown), repl.evaluate("depth(1_000_000)"), repl.evaluate("depth(50_000)")]
        })
        #expect(outputs[1].failed)
        // Which limit comes first depends on the build's stack use per call (a debug build's frames
        // are larger): either way the learner gets one clear line and the session goes on.
        #expect(outputs[1].output.hasPrefix("error: execution stopped: function calls nested "))
        #expect(outputs[1].output.hasSuffix("(endless recursion?)\n"))
        #expect(outputs[2].output == "$R0: Int = 50000\n")
    }

    @Test("on an ordinary thread the stack guard stops endless recursion before the thread overflows")
    func stackGuardOnSmallStack() {
        let repl = SwiftREPL()
        let result = repl.evaluate("func f(_ n: Int) -> Int { f(n + 1) }\nf(0)")
        #expect(result.failed)
        #expect(result.output.hasPrefix("error: execution stopped: function calls nested"))
        #expect(result.output.contains("endless recursion?"))
        #expect(repl.evaluate("1 + 1").output == "$R0: Int = 2\n")
    }

    @Test("host stack per interpreted call: well under what 100,000 calls on a 1 GB stack allow")
    func stackPerCall() throws {
        // With the depth limit out of the way, the stack guard decides: depth reached = budget / bytes per call.
        let budget = 8 << 20
        let output = try #require(LargeStack.run {
            SwiftREPL(limits: EvaluationLimits(maxDepth: Int.max, stackBytes: budget))
                .evaluate("func f(_ n: Int) -> Int { f(n + 1) }\nf(0)").output
        })
        let words = output.split(separator: " ")
        let depth = try #require(words.firstIndex(of: "nested").flatMap { Int(words[$0 + 1]) })
        let perCall = budget / depth
        // Measured: about 2.3 KB in a debug build, 0.5 KB in a release build; 1 GB / 100,000 calls = 10 KB.
        #expect(perCall < 8 << 10, "\(perCall) bytes of host stack per interpreted call")
    }
}
