/// What compiled concurrency code calls: making tasks, waiting, streams, and running what is ready
/// (the model is TaskExecutor.swift's).
extension Interpreter {
    /// `Task { … }`: a new task, ready to run once the current code suspends or ends; its handle.
    func spawnTask(_ body: FunctionValue, line: Int) -> Value {
        let e = taskExecutor
        e.tasks.append(TaskExecutor.TaskRecord(body: body, line: line))
        e.makeReady(e.tasks.count - 1)
        return .int(e.tasks.count - 1)
    }

    /// Stops the current line of execution until something made it ready again. A task gives
    /// control back to the top level's scheduler; the top level runs the scheduler itself.
    func suspendCurrent(line: Int) throws(RuntimeFailure) {
        let e = taskExecutor
        if e.current != TaskExecutor.topLevel {
            let task = e.tasks[e.current]
            task.coroutine?.suspend()
            if task.isTornDown { throw RuntimeFailure(kind: .interrupted, message: "the program ended", line: line) }
            return
        }
        while true {
            if let w = e.popReady() {
                if w == TaskExecutor.topLevel { return }
                try resumeTask(w)
            } else if !e.fireEarliestTimer() {
                throw RuntimeFailure(kind: .stepLimit,
                                     message: "execution stopped: the top-level code awaits something no task will ever give (swift would wait forever)",
                                     line: line)
            }
        }
    }

    /// Runs ready tasks, and sleeping ones as their timers come due, until none can run: at the end
    /// of a program, a REPL entry or a UIKit handler.
    func runPendingTasks() throws(RuntimeFailure) {
        guard let e = executor, e.current == TaskExecutor.topLevel else { return }
        while true {
            if let w = e.popReady() {
                if w != TaskExecutor.topLevel { try resumeTask(w) }
            } else if !e.fireEarliestTimer() {
                return
            }
        }
    }

    /// Runs task `k` until it suspends or finishes (on the top level's thread).
    private func resumeTask(_ k: Int) throws(RuntimeFailure) {
        let e = taskExecutor
        let task = e.tasks[k]
        guard !task.isFinished else { return }
        if task.coroutine == nil {
            guard e.liveTaskCount < TaskExecutor.maxLiveTasks, let body = task.body else {
                throw RuntimeFailure(kind: .stepLimit,
                                     message: "execution stopped: more than \(TaskExecutor.maxLiveTasks) tasks wait at once, keylab's limit",
                                     line: task.line)
            }
            let line = task.line
            let made = Coroutine(stackSize: TaskExecutor.taskStackBytes) { [unowned self, unowned task] in
                self.stackBase = Interpreter.stackAddress()
                self.stackBudget = UInt(TaskExecutor.taskStackBudget)
                do throws(RuntimeFailure) {
                    task.result = try self.invoke(body, [], line: line)
                } catch {
                    if error.kind == .thrown { task.thrown = error } else if !task.isTornDown { task.failure = error }
                }
                task.body = nil
                task.isFinished = true
            }
            guard let made else {
                throw RuntimeFailure(kind: .stepLimit, message: "execution stopped: keylab could not start a thread for a task", line: line)
            }
            task.coroutine = made
            e.taskStarted()
        }
        swapRegisters(&task.registers)
        e.setCurrent(k)
        task.coroutine?.resume()
        e.setCurrent(TaskExecutor.topLevel)
        swapRegisters(&task.registers)
        if task.isFinished {
            task.coroutine = nil
            task.registers = ExecutionRegisters(stack: [])
            e.taskEnded()
            for w in task.waiters { e.makeReady(w) }
            task.waiters = []
            if let failure = task.failure { throw failure }
        }
    }

    /// Ends every task still waiting when the program is over: each unwinds without running on,
    /// and nothing it would print is kept.
    func tearDownTasks() {
        guard let e = executor, e.current == TaskExecutor.topLevel else { return }
        let kept = output
        for (k, task) in e.tasks.enumerated() where task.coroutine != nil && !task.isFinished {
            task.isTornDown = true
            try? resumeTask(k)
        }
        output = kept
        executor = nil
    }

    /// `try await Task.sleep(nanoseconds:)`: wakes after that much simulated time.
    func sleepTask(nanoseconds: UInt64, line: Int) throws(RuntimeFailure) {
        let e = taskExecutor
        e.addTimer(after: nanoseconds, for: e.current)
        try suspendCurrent(line: line)
    }

    /// `await Task.yield()`: lets every task that is ready run first.
    func yieldTask(line: Int) throws(RuntimeFailure) {
        let e = taskExecutor
        e.makeReady(e.current)
        try suspendCurrent(line: line)
    }

    /// `await task.value`: the task's result once it has finished; a thrown error is rethrown.
    func taskValue(_ handle: Value, line: Int) throws(RuntimeFailure) -> Value {
        let e = taskExecutor
        guard case .int(let k) = handle, e.tasks.indices.contains(k) else { return .void }
        let task = e.tasks[k]
        if !task.isFinished {
            if k == e.current { throw .fatal("a task awaited its own value", line: line) }
            task.waiters.append(e.current)
            try suspendCurrent(line: line)
        }
        if let thrown = task.thrown { throw thrown }
        return task.result
    }

    // MARK: AsyncStream

    /// A new stream's handle (the stream and its continuation share it).
    func makeStream() -> Value {
        let e = taskExecutor
        e.streams.append(TaskExecutor.StreamRecord())
        return .int(e.streams.count - 1)
    }

    private func stream(_ handle: Value) -> TaskExecutor.StreamRecord? {
        guard case .int(let k) = handle, let e = executor, e.streams.indices.contains(k) else { return nil }
        return e.streams[k]
    }

    /// `continuation.yield(x)`: buffered (without limit, AsyncStream's default) for the consumer.
    func streamYield(_ handle: Value, _ value: Value) {
        guard let s = stream(handle), !s.isFinished else { return }
        s.buffer.append(value)
        if let w = s.waiter {
            s.waiter = nil
            taskExecutor.makeReady(w)
        }
    }

    /// `continuation.finish()`: the consumer's loop ends once the buffer is empty.
    func streamFinish(_ handle: Value) {
        guard let s = stream(handle), !s.isFinished else { return }
        s.isFinished = true
        if let w = s.waiter {
            s.waiter = nil
            taskExecutor.makeReady(w)
        }
    }

    /// The next element for `for await`, waiting for one; nil once the stream has finished.
    func streamNext(_ handle: Value, line: Int) throws(RuntimeFailure) -> Value? {
        guard let s = stream(handle) else { return nil }
        while true {
            if s.head < s.buffer.count {
                let v = s.buffer[s.head]
                s.head += 1
                if s.head == s.buffer.count { s.buffer.removeAll(keepingCapacity: true); s.head = 0 }
                return v
            }
            if s.isFinished { return nil }
            if s.waiter != nil { throw .fatal("attempt to await next() on more than one task", line: line) }
            s.waiter = taskExecutor.current
            try suspendCurrent(line: line)
        }
    }
}
