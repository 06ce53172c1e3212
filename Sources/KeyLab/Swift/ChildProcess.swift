import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one program with a time limit and an output cap, in its own process
/// group, and kills that whole group on every way out: the program ended, it
/// ran too long, it printed too much, the learner pressed Ctrl-C. Whatever
/// the program started (a helper, a `sleep &`) goes with it.
///
/// Standard output and error share one pipe, read as they come, so memory
/// stays bounded by the cap however fast the program prints. Standard input
/// is `/dev/null`.
struct ChildProcess {
    /// What happened.
    struct Outcome {
        /// Standard output and error together, at most the cap.
        var output: [UInt8]
        /// The exit status, or 128 + the signal that ended it.
        var status: Int32
        /// Set when keylab stopped the program.
        var stop: ChildStop?
    }

    var path: String
    var arguments: [String]
    /// Variables replaced in (or added to) keylab's environment.
    var environment: [String: String] = [:]
    var seconds: Double
    var outputBytes: Int
    /// What stops the program politely; SIGINT lets `swiftc` stop the
    /// compiler processes it started in groups of their own.
    var stopSignal: Int32 = SIGKILL
    /// Polled while the program runs; true stops it (Ctrl-C, keylab ending).
    var interrupt: () -> Bool = { false }

    /// How long a program stopped with `stopSignal` gets before SIGKILL.
    static let grace: Double = 2

    /// Starts the program and waits for it within the limits; a program that
    /// cannot be started is an error with its reason.
    func run() -> Result<Outcome, ChildProcessError> {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return .failure(ChildProcessError(message: Messages.current.swiftc(.cannotMakePipe, ["reason": Self.reason()]))) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        defer { close(readEnd) }
        let spawned = spawn(writeEnd: writeEnd)
        close(writeEnd)
        let pid: pid_t
        switch spawned {
        case .success(let value): pid = value
        case .failure(let error): return .failure(error)
        }
        // The child is its own group's leader: its pid is the group id.
        if let observer = ChildWatch.observer, !observer.childStarted(pid, stopSignal) {
            kill(-pid, SIGKILL)
            let status = Self.reap(pid)
            observer.childEnded(pid)
            return .success(Outcome(output: [], status: status, stop: .interrupted))
        }
        var outcome = watch(pid: pid, readEnd: readEnd)
        outcome.status = finish(pid: pid, stopped: outcome.stop != nil)
        ChildWatch.observer?.childEnded(pid)
        return .success(outcome)
    }

    /// Reads the output until the program ends or a limit is reached.
    private func watch(pid: pid_t, readEnd: Int32) -> Outcome {
        _ = fcntl(readEnd, F_SETFL, O_NONBLOCK)
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int64(seconds * 1000))
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var endOfOutput = false
        while true {
            var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            if !endOfOutput { _ = poll(&descriptor, 1, 50) } else { usleep(10_000) }
            // Drain what is there; stop at the cap.
            while !endOfOutput {
                let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count > 0 {
                    let room = outputBytes - output.count
                    output += buffer[0..<min(count, max(0, room))]
                    if count > room { return Outcome(output: output, status: 0, stop: .outputLimit(outputBytes)) }
                } else if count == 0 {
                    endOfOutput = true
                } else {
                    if errno == EINTR { continue }
                    if errno != EAGAIN && errno != EWOULDBLOCK { endOfOutput = true }
                    break
                }
            }
            if interrupt() { return Outcome(output: output, status: 0, stop: .interrupted) }
            // Ended, even if something it started still holds the pipe open.
            if Self.hasExited(pid) {
                drain(readEnd, into: &output, buffer: &buffer)
                return Outcome(output: output, status: 0, stop: nil)
            }
            if clock.now >= deadline { return Outcome(output: output, status: 0, stop: .timeLimit(seconds)) }
        }
    }

    /// Reads what is left in the pipe, up to the cap, without waiting.
    private func drain(_ readEnd: Int32, into output: inout [UInt8], buffer: inout [UInt8]) {
        while output.count < outputBytes {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            output += buffer[0..<min(count, outputBytes - output.count)]
        }
    }

    /// Stops the group (when it was stopped early), kills whatever is left in
    /// it, and reaps the child; returns its status.
    private func finish(pid: pid_t, stopped: Bool) -> Int32 {
        if stopped {
            kill(-pid, stopSignal)
            if stopSignal != SIGKILL {
                let clock = ContinuousClock()
                let deadline = clock.now + .milliseconds(Int64(Self.grace * 1000))
                while !Self.hasExited(pid), clock.now < deadline { usleep(10_000) }
            }
        }
        // The leader is not reaped yet (a zombie at worst), so its group id
        // cannot have been reused: this reaches only what it left behind.
        kill(-pid, SIGKILL)
        return Self.reap(pid)
    }

    /// True once the child has ended; it stays unreaped (`WNOWAIT`).
    static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
        // With WNOHANG and nothing to report, the info stays zeroed.
        return result == 0 && info.si_signo == SIGCHLD || (result != 0 && errno == ECHILD)
    }

    /// Waits for the child and returns its exit status, or 128 + its signal.
    static func reap(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 255 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static func reason() -> String { describe(errno) }

    /// errno in words; running out of memory or processes says which.
    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOMEM: return Messages.current.swiftc(.notEnoughMemory)
        case EAGAIN: return Messages.current.swiftc(.tooManyProcesses)
        default: return String(cString: strerror(code))
        }
    }

    /// `posix_spawn` with the child in a new process group, default signal
    /// dispositions (keylab ignores SIGPIPE and SIGXFSZ; ignoring is inherited
    /// across exec), an empty signal mask, stdin from `/dev/null`, and stdout
    /// and stderr into the pipe.
    private func spawn(writeEnd: Int32) -> Result<pid_t, ChildProcessError> {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGXFSZ, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // strdup returns nil when memory runs out: say so rather than pass a
        // list that ends early.
        guard argv.dropLast().allSatisfy({ $0 != nil }), envp.dropLast().allSatisfy({ $0 != nil }) else {
            return .failure(ChildProcessError(message: "cannot start \(path): \(Self.describe(ENOMEM))"))
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            return .failure(ChildProcessError(message: "cannot start \(path): \(Self.describe(result))"))
        }
        return .success(pid)
    }
}

/// A program that could not be started.
struct ChildProcessError: Error {
    var message: String
}
