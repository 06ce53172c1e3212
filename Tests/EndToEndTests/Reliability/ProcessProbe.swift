import Foundation

/// Starts the built `keylab` for a reliability probe: standard output can be
/// captured, `/dev/full` or a pipe nobody reads; standard input can be text
/// or closed; a watchdog kills a run that hangs so a regression fails the
/// test instead of stopping the suite.
final class ProcessProbe: @unchecked Sendable {
    enum Stdout { case capture, deviceFull, closedPipe }
    enum Stdin { case text(String), closed }

    struct Result {
        var stdout: String
        var stderr: String
        /// Exit status, or the signal number when `signalled`.
        var status: Int32
        var signalled: Bool
        var seconds: Double
        var timedOut: Bool
    }

    let process = Process()
    private let started = Date()
    private let outPipe = Pipe(), errPipe = Pipe()
    private var outData = Data(), errData = Data()
    private let readers = DispatchGroup()
    private let lock = NSLock()
    private var watchdogFired = false

    /// Starts keylab with `arguments`. `shell` is a `sh` command run before
    /// keylab in the same process (e.g. `ulimit -f 0`).
    init(_ arguments: [String], stdin: Stdin = .text(""), stdout: Stdout = .capture,
         environment extra: [String: String] = [:], shell: String? = nil, timeout: Double = 30) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        var prelude = shell.map { $0 + "; " } ?? ""
        if case .closed = stdin { prelude += "exec <&-; " }
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", prelude + "exec \"$0\" \"$@\"", BinaryRunner.executable.path] + arguments
        let input = Pipe()
        if case .text = stdin { process.standardInput = input } else { process.standardInput = FileHandle.nullDevice }
        switch stdout {
        case .capture: process.standardOutput = outPipe
        case .deviceFull: process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        case .closedPipe:
            let gone = Pipe()
            try gone.fileHandleForReading.close()
            process.standardOutput = gone
        }
        process.standardError = errPipe
        // keylab may end before reading all its input: writing to its closed
        // stdin must be an error for the writer thread, not SIGPIPE for the tests.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        if case .text(let text) = stdin {
            // Own threads, not Dispatch's pool: many blocked readers at once
            // could starve the pool that reaps child processes.
            Thread.detachNewThread {
                // A closed keylab stdin must not stop the probe: ignore errors.
                try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
                try? input.fileHandleForWriting.close()
            }
        }
        if case .capture = stdout { read(outPipe) { self.outData = $0 } }
        read(errPipe) { self.errData = $0 }
        let pid = process.processIdentifier
        Thread.detachNewThread { [weak self] in
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                guard let self, self.process.isRunning else { return }
                usleep(50_000)
            }
            guard let self, self.process.isRunning else { return }
            self.lock.withLock { self.watchdogFired = true }
            kill(pid, SIGKILL)
        }
    }

    private func read(_ pipe: Pipe, into store: @escaping @Sendable (Data) -> Void) {
        readers.enter()
        Thread.detachNewThread { [readers, lock] in
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            lock.withLock { store(data) }
            readers.leave()
        }
    }

    /// Sends `signal` to keylab.
    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for keylab to end and returns what it did.
    func finish() -> Result {
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(started)
        _ = readers.wait(timeout: .now() + 10)
        return lock.withLock {
            Result(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                   status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                   seconds: seconds, timedOut: watchdogFired)
        }
    }

    /// Runs keylab to its end.
    static func run(_ arguments: [String], stdin: Stdin = .text(""), stdout: Stdout = .capture,
                    environment: [String: String] = [:], shell: String? = nil, timeout: Double = 30) throws -> Result {
        try ProcessProbe(arguments, stdin: stdin, stdout: stdout, environment: environment, shell: shell, timeout: timeout).finish()
    }

    /// Polls `condition` every 20 ms for up to `seconds`; true when it held.
    static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}

/// Processes and files a probe looks for after keylab has ended.
enum Leftovers {
    /// Pids of live processes whose command line mentions `text` (Linux
    /// `/proc`; empty elsewhere). Zombies do not count: they run nothing.
    static func processes(mentioning text: String) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> Int32? in
            guard let pid = Int32(name), pid != getpid() else { return nil }
            guard let command = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
                  String(decoding: command, as: UTF8.self).contains(text) else { return nil }
            let stat = (try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8)) ?? ""
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return nil }
            return pid
        }
    }

    /// Entries left in a folder.
    static func entries(in folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    /// `swift` or `swiftc` on the PATH, for probes that need the real toolchain.
    static var haveSwiftc: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
        }
    }
}
