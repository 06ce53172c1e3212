#if os(Linux)
import Foundation
import Glibc
import Testing

/// The REPL on a pseudo-terminal, as a person at a terminal uses it: libedit
/// is active, Tab completes, Ctrl-C (SIGINT) drops the line, a resize
/// (SIGWINCH) keeps keylab running, Ctrl-D leaves and saves the history.
final class TerminalSession {
    let master: Int32
    let process = Process()
    private var received = Data()
    /// Every byte read so far, escape sequences included.
    var rawOutput: Data { received }

    init(environment extra: [String: String]) throws {
        // posix_openpt and friends are not exported by Swift's Glibc module;
        // these are the Linux ioctls they wrap (TIOCSPTLCK, TIOCGPTN).
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: CInt = 0
        var number: CInt = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw CocoaError(.fileReadUnknown)
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw CocoaError(.fileReadUnknown) }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = BinaryRunner.executable
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = "1"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// The screen text so far, without escape sequences.
    var text: String {
        String(decoding: received, as: UTF8.self)
            .replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }

    /// Reads until `needle` has appeared `count` times, or the time is up.
    @discardableResult
    func wait(for needle: String, count: Int = 1, seconds: Double = 15) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if text.components(separatedBy: needle).count - 1 >= count { return true }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let n = read(master, &buffer, buffer.count)
                if n <= 0 { break }
                received.append(contentsOf: buffer[0..<n])
            }
        }
        return text.components(separatedBy: needle).count - 1 >= count
    }

    /// Waits for the process to end (up to `seconds`), draining its output.
    func waitForExit(seconds: Double = 15) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { wait(for: "\u{0}never", seconds: 0.2) }
        return !process.isRunning
    }
}

@Suite("the REPL in a terminal", .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx")))
struct InteractiveTests {
    @Test("Tab, Ctrl-C on a Korean line, a resize and Ctrl-D behave as a person expects")
    func terminalSession() throws {
        let state = try BinaryRunner.temporaryDirectory()
        let session = try TerminalSession(environment: [
            "XDG_STATE_HOME": state.path, "XDG_DATA_HOME": state.appendingPathComponent("data").path, "LANG": "C.UTF-8",
        ])
        #expect(session.wait(for: "keylab> "), "no prompt: \(session.text)")

        // Tab completes :hel to :help; Enter runs it.
        session.send(":hel\t")
        #expect(session.wait(for: ":help"))
        session.send("\r")
        #expect(session.wait(for: "Commands ("), "Tab did not complete: \(session.text)")
        #expect(session.wait(for: "keylab> ", count: 2))

        // Ctrl-C abandons a half-typed Korean line; keylab keeps running.
        session.send("let 이름 = \"김")
        #expect(session.wait(for: "\"김"))
        // A person presses Ctrl-C while keylab waits for a key; give it the
        // moment to get back to waiting (a loaded machine is slow).
        usleep(300_000)
        kill(session.process.processIdentifier, SIGINT)
        #expect(session.wait(for: "keylab> ", count: 3), "no fresh prompt after Ctrl-C: \(session.text)")
        #expect(session.process.isRunning)
        session.send(":help quit\r")
        #expect(session.wait(for: "usage: :quit"), "\(session.text)")

        // A resized terminal does not end the session.
        kill(session.process.processIdentifier, SIGWINCH)
        session.send(":help quit\r")
        #expect(session.wait(for: "usage: :quit", count: 2), "\(session.text)")

        // Ctrl-D leaves with status 0 and the typed lines are in the history. A person presses it
        // at the prompt: wait for the prompt after that output (a ^D typed while keylab is still
        // between two reads can be lost when the terminal's mode changes), and the moment after.
        #expect(session.wait(for: "keylab> ", count: 5), "no prompt after :help quit: \(session.text)")
        usleep(300_000)
        session.send("\u{04}")
        let ended = session.waitForExit()
        if !ended { session.process.terminate() }
        // `terminationStatus` of a running process traps: stop here rather than crash the test run.
        try #require(ended, "Ctrl-D did not end keylab: \(session.text)")
        #expect(session.process.terminationStatus == 0)
        let history = try String(contentsOf: state.appendingPathComponent("keylab/history"), encoding: .utf8)
        #expect(history.contains(":help\\040quit") || history.contains(":help quit"), "\(history)")
        #expect(!history.contains("이름"), "an abandoned line was saved")
    }
}
#endif
