/// The learner's `Task`s, run as Swift runs them on the main actor: one at a time, each until it
/// finishes or awaits something not yet there, in the order they became ready.
///
/// The model (docs/swift-subset.md "Concurrency"):
/// - Top-level code is one line of execution (`topLevel`); every `Task { … }` is another, started
///   lazily on its own `Coroutine`. A task made while code runs waits in `ready` until that code
///   suspends: the top level at an `await` that really waits (`Task.sleep`, a task's `value`, the
///   next element of a stream), or when the program, a REPL entry or a UIKit handler ends.
/// - Time is simulated: `Task.sleep` sets a timer; when nothing is ready the clock jumps to the
///   earliest timer. Output order is then what swift gives a single-threaded program, without the
///   waiting.
/// - `await` on an async function that does not wait runs it at once, as swift does on one actor.
final class TaskExecutor {
    /// Who waits or is ready: a task's index in `tasks`, or `topLevel`.
    typealias Waiter = Int
    static let topLevel: Waiter = -1

    /// Machine stack of a task's thread; only the pages deep calls use are ever touched.
    static let taskStackBytes = 64 << 20
    /// What nested calls inside a task may use of it (the rest is a margin for builtins).
    static let taskStackBudget = 48 << 20
    /// Tasks started and not finished at one time (each holds a thread).
    static let maxLiveTasks = 512

    final class TaskRecord {
        var body: FunctionValue?
        let line: Int
        var coroutine: Coroutine?
        var registers = ExecutionRegisters()
        var result: Value = .void
        /// An error the body threw: `try await task.value` rethrows it.
        var thrown: RuntimeFailure?
        /// A trap, a limit or Ctrl-C inside the task: it stops the whole program.
        var failure: RuntimeFailure?
        var isFinished = false
        /// Set when the program has ended while the task waited: it unwinds without running on.
        var isTornDown = false
        var waiters: [Waiter] = []
        init(body: FunctionValue, line: Int) { self.body = body; self.line = line }
    }

    /// An `AsyncStream`'s elements not yet taken, and the one task waiting for the next.
    final class StreamRecord {
        var buffer: [Value] = []
        var head = 0
        var isFinished = false
        var waiter: Waiter?
    }

    var tasks: [TaskRecord] = []
    var streams: [StreamRecord] = []
    /// Nanoseconds since the program started, as `Task.sleep` counts them.
    private(set) var clock: UInt64 = 0
    /// The line of execution running now.
    private(set) var current: Waiter = TaskExecutor.topLevel
    private var ready: [Waiter] = []
    private var readyHead = 0
    private var timers: [(time: UInt64, order: Int, waiter: Waiter)] = []
    private var timerOrder = 0
    private var liveTasks = 0

    /// True while some task has started and not finished (a REPL fork cannot copy its thread).
    var hasLiveTasks: Bool { liveTasks > 0 }
    var liveTaskCount: Int { liveTasks }
    /// True when some task could still run.
    var hasPendingWork: Bool { readyHead < ready.count || !timers.isEmpty }

    func makeReady(_ w: Waiter) { ready.append(w) }

    func popReady() -> Waiter? {
        guard readyHead < ready.count else { return nil }
        let w = ready[readyHead]
        readyHead += 1
        if readyHead == ready.count { ready.removeAll(keepingCapacity: true); readyHead = 0 }
        return w
    }

    func addTimer(after nanoseconds: UInt64, for w: Waiter) {
        let (sum, overflow) = clock.addingReportingOverflow(nanoseconds)
        timers.append((overflow ? UInt64.max : sum, timerOrder, w))
        timerOrder += 1
    }

    /// The earliest timer, removed, with the clock moved to its time.
    func fireEarliestTimer() -> Bool {
        guard let k = timers.indices.min(by: { (timers[$0].time, timers[$0].order) < (timers[$1].time, timers[$1].order) })
        else { return false }
        let t = timers.remove(at: k)
        clock = max(clock, t.time)
        ready.append(t.waiter)
        return true
    }

    func setCurrent(_ w: Waiter) { current = w }
    func taskStarted() { liveTasks += 1 }
    func taskEnded() { liveTasks -= 1 }
}

/// The interpreter state that belongs to one line of execution; the rest (globals, output, step
/// counts) is shared by all of them.
struct ExecutionRegisters {
    var stack: [Value] = Array(repeating: .void, count: 256)
    var fp = 0
    var sp = 0
    var depth = 0
    var returnValue: Value = .void
    var stackBase: UInt = 0
    var stackBudget: UInt = 0
    var pendingJump: (label: String, isBreak: Bool)?
    var inoutWriteBacks: [InoutWriteBack] = []
    var location: StatementLocation?
}

extension Interpreter {
    /// Exchanges the interpreter's per-line state with `r`.
    func swapRegisters(_ r: inout ExecutionRegisters) {
        swap(&stack, &r.stack)
        swap(&fp, &r.fp)
        swap(&sp, &r.sp)
        swap(&depth, &r.depth)
        swap(&returnValue, &r.returnValue)
        swap(&stackBase, &r.stackBase)
        swap(&stackBudget, &r.stackBudget)
        swap(&pendingJump, &r.pendingJump)
        swap(&inoutWriteBacks, &r.inoutWriteBacks)
        swap(&location, &r.location)
    }

    var taskExecutor: TaskExecutor {
        if let e = executor { return e }
        let e = TaskExecutor()
        executor = e
        return e
    }
}
