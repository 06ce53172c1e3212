import Foundation
import Testing
@testable import KeyLab

/// The runner behind check-lessons' swift blocks and `:swiftc`: a time limit,
/// an output cap, Ctrl-C, and the process group killed on every way out.
@Suite("child processes: limits and clean-up", .serialized)
struct ChildProcessTests {
    /// Runs `sh -c script` with the given limits.
    func shell(_ script: String, seconds: Double = 5, bytes: Int = 1_000_000,
               interrupt: @escaping () -> Bool = { false }) -> (ChildProcess.Outcome, Double) {
        let start = Date()
        let child = ChildProcess(path: "/bin/sh", arguments: ["-c", script], seconds: seconds, outputBytes: bytes, interrupt: interrupt)
        guard case .success(let outcome) = child.run() else {
            Issue.record("could not start /bin/sh")
            return (ChildProcess.Outcome(output: [], status: -1), 0)
        }
        return (outcome, Date().timeIntervalSince(start))
    }

    @Test("output and exit status come back; nothing is stopped")
    func normalEnd() {
        let (outcome, _) = shell("echo out; echo err >&2; exit 3")
        #expect(String(decoding: outcome.output, as: UTF8.self) == "out\nerr\n")
        #expect(outcome.status == 3)
        #expect(outcome.stop == nil)
    }

    @Test("a loop is stopped at the time limit")
    func timeLimit() {
        let (outcome, seconds) = shell("while :; do :; done", seconds: 0.5)
        #expect(outcome.stop == .timeLimit(0.5))
        #expect(seconds < 3)
        #expect(outcome.status == 128 + SIGKILL)
    }

    @Test("endless output is stopped at the cap and only the cap is kept")
    func outputCap() {
        let (outcome, seconds) = shell("yes", seconds: 20, bytes: 100_000)
        #expect(outcome.stop == .outputLimit(100_000))
        #expect(outcome.output.count == 100_000)
        #expect(seconds < 10)
    }

    @Test("Ctrl-C (the interrupt flag) stops it")
    func interrupt() {
        let start = Date()
        let (outcome, seconds) = shell("sleep 30", seconds: 20, interrupt: { Date().timeIntervalSince(start) > 0.3 })
        #expect(outcome.stop == .interrupted)
        #expect(seconds < 5)
    }

    @Test("what the program left running in its group is killed when it ends, and not waited for")
    func leftoversKilled() throws {
        // The background sleep keeps the output pipe open for 30 s.
        let (outcome, seconds) = shell("sleep 30 & echo started")
        #expect(String(decoding: outcome.output, as: UTF8.self) == "started\n")
        #expect(seconds < 5, "waited \(seconds) s for the background sleep")
    }

    @Test("ignored signals are not inherited: the child gets SIGPIPE's default")
    func defaultSignals() {
        signal(SIGPIPE, SIG_IGN)
        // A shell lists the signals it was started ignoring among its traps.
        let (outcome, _) = shell("trap")
        #expect(outcome.stop == nil)
        #expect(!String(decoding: outcome.output, as: UTF8.self).contains("PIPE"))
    }

    @Test("swiftc: a block that loops is stopped at the time limit and its scratch folder is gone",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/swiftc") || ProcessInfo.processInfo.environment["PATH"].map { path in
              path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/swiftc") } } == true))
    func swiftcTimeLimit() throws {
        let swiftc = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/swiftc"
        // A prefix of this test's own: other tests running meanwhile make `keylab-swiftc-*` folders too.
        let prefix = "keylab-swiftc-limit-test-\(getpid())"
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []).filter { $0.hasPrefix(prefix) }
        let result = SwiftcRunner.compileAndRun(source: "while true {}\n", swiftc: swiftc, limits: ChildLimits(runSeconds: 1),
                                                scratchPrefix: prefix)
        #expect(result.stop == .timeLimit(1))
        #expect(!result.succeeded)
        #expect(result.output.contains("error: the program did not finish within 1 s and was stopped"))
        let after = Set((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []).filter { $0.hasPrefix(prefix) }
        #expect(after.subtracting(before).isEmpty)
    }

    @Test("a program that cannot start is an error with its reason; running out of memory says so")
    func cannotStart() {
        let child = ChildProcess(path: "/nonexistent/keylab-program", arguments: [], seconds: 1, outputBytes: 100)
        guard case .failure(let error) = child.run() else {
            Issue.record("a missing program started")
            return
        }
        #expect(error.message.hasPrefix("cannot start /nonexistent/keylab-program: "))
        #expect(ChildProcess.describe(ENOMEM).contains("not enough memory"))
    }

    @Test("the time limit setting reads positive seconds only")
    func seconds() {
        #expect(ChildLimits.seconds(from: "2.5") == 2.5)
        #expect(ChildLimits.seconds(from: "0") == nil)
        #expect(ChildLimits.seconds(from: "-1") == nil)
        #expect(ChildLimits.seconds(from: "inf") == nil)
        #expect(ChildLimits.seconds(from: "ten") == nil)
        #expect(ChildLimits.seconds(from: nil) == nil)
    }
}
