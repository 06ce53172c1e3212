#if os(Linux)
import Foundation
import Glibc
import Testing

/// The REPL on a pseudo-terminal under `ulimit -f 0`: saving the history at
/// Ctrl-D fails. libedit reports success for the short file, so without a
/// check the old history would be replaced by an empty one.
@Suite("history under ulimit -f", .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx")))
struct HistoryFileSizeLimitTests {
    @Test("a history that cannot be written is reported and the old one is kept, with no temp file left")
    func historyKept() throws {
        let state = try BinaryRunner.temporaryDirectory()
        let folder = state.appendingPathComponent("keylab")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let old = "_HiStOrY_V2_\nlet\\040kept\\040=\\0401\n"
        try old.write(to: folder.appendingPathComponent("history"), atomically: true, encoding: .utf8)

        // posix_openpt is not exported by Swift's Glibc; these are its ioctls.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: CInt = 0, number: CInt = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            Issue.record("no pseudo-terminal")
            return
        }
        defer { close(master) }
        let slave = FileHandle(forUpdatingAtPath: "/dev/pts/\(number)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 0; exec \"$0\"", BinaryRunner.executable.path]
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = "1"
        environment["XDG_STATE_HOME"] = state.path
        environment["XDG_DATA_HOME"] = state.appendingPathComponent("data").path
        process.environment = environment
        process.standardInput = slave
        process.standardOutput = slave
        process.standardError = slave
        try process.run()

        var screen = Data()
        func read(until needle: String, seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if String(decoding: screen, as: UTF8.self).contains(needle) { return true }
                var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, 100) > 0 {
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    let count = Glibc.read(master, &buffer, buffer.count)
                    if count <= 0 { break }
                    screen.append(contentsOf: buffer[0..<count])
                }
            }
            return String(decoding: screen, as: UTF8.self).contains(needle)
        }
        func type(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }

        #expect(read(until: "keylab", seconds: 20))
        type("let typed = 2\r")
        #expect(read(until: "typed: Int = 2", seconds: 20))
        // libedit flushes input typed before it puts the terminal in raw mode again: wait for the
        // next prompt, and a moment more, or the Ctrl-D can be thrown away on a busy machine.
        #expect(read(until: "typed: Int = 2\r\nkeylab> ", seconds: 20) || read(until: "typed: Int = 2\nkeylab> ", seconds: 1))
        usleep(300_000)
        type("\u{04}")
        #expect(read(until: "history not saved", seconds: 20), "\(String(decoding: screen, as: UTF8.self))")
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { _ = read(until: "\u{0}never", seconds: 0.2) }
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        #expect(String(decoding: screen, as: UTF8.self).contains("file size limit exceeded"))
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        let kept = try String(contentsOf: folder.appendingPathComponent("history"), encoding: .utf8)
        #expect(kept == old)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!files.contains { $0.contains(".tmp") }, "\(files)")
    }
}
#endif
