import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A sandbox for reliability probes: its own HOME, XDG folders and lessons,
/// and a way to run keylab in it with a time limit. Input and output go
/// through files, not pipes, so a child killed with SIGKILL never breaks a
/// pipe of the test process.
///
/// `KEYLAB_PROBE_BINARY` names another keylab to probe (e.g. an older build,
/// to see a probe fail before a fix).
struct ReliabilityProbe {
    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
        var timedOut: Bool
        var output: String { stdout + stderr }
    }

    let root: URL
    var home: String { root.path }
    var lessons: String { root.path + "/lessons" }
    /// The folder keylab keeps progress in.
    var dataDirectory: String { root.path + "/data/keylab" }
    var progressPath: String { dataDirectory + "/progress.json" }

    /// A sandbox with `lessonCount` lessons of four steps each, no exercises:
    /// `:next` finishes a step and saves progress.
    init(lessonCount: Int = 2) throws {
        root = try BinaryRunner.temporaryDirectory()
        for number in 1...lessonCount {
            try write("lessons/en/01-basics/0\(number)-lesson\(number).md", Self.lesson(number))
        }
    }

    static func lesson(_ number: Int) -> String {
        var text = "---\nid: basics/lesson\(number)\ntitle: Lesson \(number)\nconcepts: []\n---\n\n"
        for step in ["One", "Two", "Three", "Four"] { text += "## \(step)\n\nText of \(step).\n\n" }
        return text
    }

    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["KEYLAB_PROBE_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return BinaryRunner.executable
    }

    /// Writes `text` at `relative` under the sandbox, creating folders.
    func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// Makes keylab's data folder (as an earlier run would have).
    func makeDataDirectory() throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
    }

    /// Starts keylab on `arguments` (default: the REPL on the sandbox's
    /// lessons) with `stdin` as input; output goes to files named `tag`.
    func start(_ arguments: [String]? = nil, stdin: String, tag: String = UUID().uuidString) throws -> (Process, URL, URL) {
        let input = root.appendingPathComponent("in-\(tag)")
        let output = root.appendingPathComponent("out-\(tag)")
        let error = root.appendingPathComponent("err-\(tag)")
        try stdin.write(to: input, atomically: false, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments ?? ["--lessons", lessons, "--no-color"]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["XDG_STATE_HOME"] = home + "/state"
        environment["KEYLAB_LESSONS"] = nil
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        try process.run()
        return (process, output, error)
    }

    /// Runs keylab to the end, or kills it after `timeout` seconds.
    func run(_ arguments: [String]? = nil, stdin: String, timeout: TimeInterval = 30) throws -> Run {
        let (process, output, error) = try start(arguments, stdin: stdin)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return Run(stdout: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
                   stderr: (try? String(contentsOf: error, encoding: .utf8)) ?? "",
                   status: process.terminationStatus, timedOut: timedOut)
    }

    /// Names in keylab's data folder, sorted.
    func dataFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dataDirectory)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
