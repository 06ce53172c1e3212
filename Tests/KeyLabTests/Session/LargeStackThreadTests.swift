import Testing
import SwiftSubset
@testable import KeyLab

/// The thread `keylab` runs on, so the learner's recursion goes as deep as Swift's.
@Suite("large-stack thread")
struct LargeStackThreadTests {
    @Test("runs its work and waits for it")
    func runsAndWaits() {
        nonisolated(unsafe) var ran = false
        #expect(LargeStackThread.run(size: 64 << 20) { ran = true })
        #expect(ran)
    }

    @Test("a session on it takes 10,000 nested calls in the unoptimised build; 1,000,000 end in an error")
    func deepRecursionInASession() {
        nonisolated(unsafe) var outputs: [String] = []
        let size = 512 << 20
        let ran = LargeStackThread.run(size: size) {
            let limits = EvaluationLimits(stackBytes: LargeStackThread.evaluationBytes(threadSize: size))
            let session = Session(environment: SessionEnvironment(limits: limits))
            _ = session.handle("func depth(_ n: Int) -> Int { if n == 0 { return 0 }; return 1 + depth(n - 1) }")
            outputs.append(session.handle("print(depth(10_000))").output)
            outputs.append(session.handle("print(depth(1_000_000))").output)
            outputs.append(session.handle("print(depth(3))").output)
        }
        #expect(ran)
        #expect(outputs.first == "10000\n")
        // The depth limit or the stack guard, whichever a debug build's frame size reaches first.
        #expect(outputs.dropFirst().first?.contains("execution stopped: function calls nested ") == true)
        #expect(outputs.last == "3\n")
    }

    @Test("evaluations get the thread's stack less a margin")
    func evaluationBytes() {
        #expect(LargeStackThread.evaluationBytes(threadSize: 1 << 30) == (1 << 30) - (64 << 20))
        #expect(LargeStackThread.evaluationBytes(threadSize: 8 << 20) == 1 << 20)
    }
}
