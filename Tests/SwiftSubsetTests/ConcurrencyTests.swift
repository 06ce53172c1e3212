import Testing
import SwiftSubset

/// Tasks, `await` and async streams outside a whole file: in REPL sessions, where tasks run after
/// each entry and may wait across entries, and at the ends of programs (Runtime/TaskExecutor.swift).
/// The differential corpus (3000–3022) checks the order of output against swift.
@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("a task made by a REPL entry runs once the entry has finished")
    func taskRunsAfterTheEntry() {
        let repl = SwiftREPL()
        #expect(repl.evaluate("_ = Task { print(\"in the task\") }; print(\"entry\")").output == "entry\nin the task\n")
    }

    @Test("a task waiting in `for await` takes what a later entry yields, after that entry")
    func streamAcrossEntries() {
        let repl = SwiftREPL()
        _ = repl.evaluate("let (heights, sink) = AsyncStream.makeStream(of: Double.self)")
        #expect(repl.evaluate("_ = Task { for await h in heights { print(\"height\", h) }; print(\"done\") }").output == "")
        #expect(repl.fork() == nil, "a paused task's thread cannot be copied")
        #expect(repl.evaluate("sink.yield(291); print(\"posted\")").output == "posted\nheight 291.0\n")
        #expect(repl.evaluate("sink.finish()").output == "done\n")
    }

    @Test("a session that goes away while a task waits unwinds the task, which runs no further")
    func sessionEndUnwindsTasks() {
        var repl: SwiftREPL? = SwiftREPL()
        _ = repl?.evaluate("let (s, c) = AsyncStream.makeStream(of: Int.self)")
        _ = repl?.evaluate("_ = Task { defer { print(\"unwound\") }; for await x in s { print(x) } }")
        #expect(repl?.evaluate("c.yield(4)").output == "4\n")
        repl = nil
        #expect(repl == nil)
    }

    @Test("an endless loop inside a task stops at the step limit and the session goes on")
    func endlessTaskStops() {
        let repl = SwiftREPL(limits: EvaluationLimits(maxSteps: 100_000))
        let r = repl.evaluate("_ = Task { var n = 0; while true { n += 1 } }")
        #expect(r.failed)
        #expect(r.output.contains("execution stopped after 100000 steps"))
        #expect(repl.evaluate("print(1 + 1)").output == "2\n")
    }

    @Test("the REPL echo of a task names its type, not lldb's runtime internals")
    func taskEcho() {
        let repl = SwiftREPL()
        #expect(repl.evaluate("let t = Task { 5 }").output == "t: Task<Int, Never> = { … }\n")
        #expect(repl.evaluate("await t.value").output == "$R0: Int = 5\n")
    }

    @Test("a program that ends while a task still waits ends normally, and the task prints nothing more")
    func waitingTaskAtTheEnd() {
        let source = """
        let (s, c) = AsyncStream.makeStream(of: Int.self)
        Task {
            for await x in s { print("got", x) }
            print("never printed")
        }
        c.yield(1)
        await Task.yield()
        print("end")
        """
        let r = SwiftProgram.run(source: source, fileName: "main.swift")
        #expect(r.stdout == "got 1\nend\n")
        #expect(r.exitCode == 0)
    }

    @Test("top-level code that awaits what nothing will give stops with an error instead of hanging")
    func topLevelWaitsForever() {
        let source = """
        let (s, c) = AsyncStream.makeStream(of: Int.self)
        for await x in s { print(x) }
        """
        let r = SwiftProgram.run(source: source, fileName: "main.swift")
        #expect(r.exitCode == 1)
        #expect(r.stderr.contains("awaits something no task will ever give"))
    }

    @Test("an await inside a closure that is not a task's is refused by name")
    func awaitInPlainClosure() {
        let source = """
        func f(_ x: Int) async -> Int { x }
        let ys = [1, 2].map { x in await f(x) }
        """
        let r = SwiftProgram.run(source: source, fileName: "main.swift")
        #expect(r.stderr.contains("keylab does not support 'async' calls inside a closure that is not a task's"))
    }
}
