#if os(Linux)
import Foundation
import Glibc
import Testing

/// A lesson folder written by someone hostile, for the built binary: every
/// part of the lesson carries a sequence that would act on a terminal
/// (retitle the window, write the clipboard, clear the screen, reverse text).
enum HostileLessons {
    static let retitle = "\u{1B}]0;pwned\u{07}"
    static let clipboard = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}"
    static let clear = "\u{1B}[2J"
    static let clearC1 = "\u{9B}2J"
    static let bidi = "\u{202E}"

    static let lesson = """
    ---
    id: evil/one
    title: "Evil\\e]0;pwned\\a title"
    concepts: []
    ---

    Prose \(clipboard) and \(clear) and \(clearC1) and \(bidi)reversed.

    ## Heading \(retitle)

    ```keylab
    > :help quit
    usage: :quit \(retitle)
    ```

    ```swift
    let s = "\(clear)"
    ```

    ## Exercise

    ```exercise
    task: Do it \(retitle)
    hint: Hint \(clipboard)
    check: 1 == 2
    solution:
    > :help quit
    usage: :quit \u{07}
    ```
    """

    /// A front matter YAML itself refuses (a raw ESC in a plain scalar):
    /// the loader's error quotes it.
    static let badYAML = "---\nid: evil/yaml\ntitle: Evil \(retitle)\nconcepts: []\n---\n\n## S \(clear)\n\nText.\n"

    static func folder() throws -> URL {
        let root = try BinaryRunner.temporaryDirectory()
        let topic = root.appendingPathComponent("en/01-evil")
        try FileManager.default.createDirectory(at: topic, withIntermediateDirectories: true)
        try lesson.write(to: topic.appendingPathComponent("01-one.md"), atomically: true, encoding: .utf8)
        try badYAML.write(to: topic.appendingPathComponent("02-yaml.md"), atomically: true, encoding: .utf8)
        return root
    }

    /// REPL lines that walk every lesson output and echo hostile names.
    static let replLines = [
        ":lessons", ":lesson evil/one", ":next", ":hint", ":solution", ":check",
        ":add view n\u{1B}]0;x\u{07} 0 0 10 10", ":add label \u{1B}[2J 0 0 10 10", ":focus \u{1B}]52;c;eA==\u{07}",
        ":fo\u{1B}]0;x\u{07}cus", ":help \u{9B}2J",
        "let s = \"a\\u{1B}]0;x\\u{7}b\"", "s", "print(s)", "[s]",
    ]
}

/// The scalars a terminal may receive from keylab.
enum TerminalScan {
    /// Everything that is not allowed: C0 controls but newline, tab and a
    /// carriage return before a newline; DEL; C1 controls; bidi overrides
    /// and isolates; the noncharacters keylab's style markers use. With
    /// `color`, keylab's own `ESC [ digits m` is allowed.
    static func problems(_ text: String, color: Bool) -> [String] {
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if color, scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) { end += 1 }
                if end < scalars.count, scalars[end] == "m" { index = end + 1; continue }
            }
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 2; continue }
            switch scalar.value {
            case 0x0A, 0x09: break
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0xFDD0...0xFDEF:
                let context = String(String.UnicodeScalarView(scalars[max(0, index - 20)..<min(scalars.count, index + 20)]))
                found.append("U+\(String(scalar.value, radix: 16, uppercase: true)) near \(context.debugDescription)")
            default: break
            }
            index += 1
        }
        return found
    }
}

/// keylab with standard output on a pseudo-terminal (so colour is on) and
/// standard input a pipe (so no line editor writes its own sequences):
/// every escape in the output is keylab's.
enum ColourTerminalRunner {
    static func run(_ arguments: [String], stdin: String, environment extra: [String: String]) throws -> (output: String, status: Int32) {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: CInt = 0
        var number: CInt = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw CocoaError(.fileReadUnknown)
        }
        defer { close(master) }
        // Raw mode on the terminal, so "\n" is not turned into "\r\n" on the way.
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw CocoaError(.fileReadUnknown) }
        var settings = termios()
        tcgetattr(slave, &settings)
        cfmakeraw(&settings)
        tcsetattr(slave, TCSANOW, &settings)
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["TERM"] = "xterm-256color"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let input = Pipe()
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = input
        process.standardOutput = terminal
        process.standardError = terminal
        BinaryRunner.ignoreBrokenPipes()
        try process.run()
        try terminal.close()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        var received = Data()
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let n = read(master, &buffer, buffer.count)
                if n <= 0 { break } // EIO: the last writer has gone
                received.append(contentsOf: buffer[0..<n])
            } else if !process.isRunning {
                break
            }
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return (String(decoding: received, as: UTF8.self), process.terminationStatus)
    }
}

@Suite("reliability: no lesson can write to your terminal")
struct TerminalInjectionTests {
    func environment(_ data: URL) -> [String: String] {
        ["XDG_DATA_HOME": data.path, "XDG_STATE_HOME": data.path, "LANG": "C.UTF-8"]
    }

    @Test("the REPL on a pipe, with and without --no-color: no control character reaches stdout or stderr")
    func replOnAPipe() throws {
        let lessons = try HostileLessons.folder()
        for flags in [["--no-color"], []] {
            // A fresh data folder each time: saved progress would resume at step 2.
            let data = try BinaryRunner.temporaryDirectory()
            let result = try BinaryRunner.run(["--lessons", lessons.path] + flags, stdin: HostileLessons.replLines.joined(separator: "\n") + "\n", environment: environment(data))
            #expect(TerminalScan.problems(result.stdout, color: false) == [], "stdout \(flags)")
            #expect(TerminalScan.problems(result.stderr, color: false) == [], "stderr \(flags)")
            for visible in ["Evil\\u{1B}]0;pwned\\u{07} title", "Prose \\u{1B}]52;c;cm0gLXJmIH4=\\u{07}", "\\u{9B}2J", "\\u{202E}reversed",
                            "Heading \\u{1B}]0;pwned\\u{07}", "Do it \\u{1B}]0;pwned\\u{07}", ":fo\\u{1B}]0;x\\u{07}cus",
                            "$R0: String = \"a\\u{1B}]0;x\\u{07}b\"", "\na\\u{1B}]0;x\\u{07}b\n"] {
                #expect(result.stdout.contains(visible), "\(flags): \(visible) missing from \(result.stdout)")
            }
        }
    }

    @Test("keylab lesson ID and keylab run SCRIPT.keylab write no control character")
    func lessonAndScript() throws {
        let lessons = try HostileLessons.folder()
        let data = try BinaryRunner.temporaryDirectory()
        let lesson = try BinaryRunner.run(["lesson", "evil/one", "--lessons", lessons.path], stdin: ":next\n:hint\n", environment: environment(data))
        #expect(TerminalScan.problems(lesson.stdout + lesson.stderr, color: false) == [])
        #expect(lesson.stdout.contains("Evil\\u{1B}]0;pwned\\u{07} title"))
        let script = data.appendingPathComponent("evil.keylab")
        try HostileLessons.replLines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        let run = try BinaryRunner.run(["run", script.path, "--lessons", lessons.path], environment: environment(data))
        #expect(run.status == 1, "the hostile names are errors")
        #expect(TerminalScan.problems(run.stdout + run.stderr, color: false) == [])
    }

    @Test("check-lessons quotes the lesson's text in its errors with the escapes made visible")
    func checkLessons() throws {
        let lessons = try HostileLessons.folder()
        for flags in [["--no-color"], []] {
            let result = try BinaryRunner.run(["check-lessons", lessons.path] + flags)
            #expect(result.status == 1)
            #expect(TerminalScan.problems(result.stdout, color: false) == [], "\(result.stdout)")
            #expect(TerminalScan.problems(result.stderr, color: false) == [], "\(result.stderr)")
            #expect(result.stdout.contains("\\u{1B}]0;pwned\\u{07}"), "\(result.stdout)")
        }
    }

    @Test("with colour on, the only escapes on the terminal are keylab's own colours")
    func colourTerminal() throws {
        let lessons = try HostileLessons.folder()
        let data = try BinaryRunner.temporaryDirectory()
        let result = try ColourTerminalRunner.run(["--lessons", lessons.path], stdin: HostileLessons.replLines.joined(separator: "\n") + "\n", environment: environment(data))
        #expect(result.output.contains("\u{1B}["), "colour is on: \(result.output.debugDescription)")
        #expect(TerminalScan.problems(result.output, color: true) == [])
        #expect(result.output.contains("\\u{1B}]0;pwned\\u{07}"))
        let checked = try ColourTerminalRunner.run(["check-lessons", lessons.path], stdin: "", environment: environment(data))
        #expect(TerminalScan.problems(checked.output, color: true) == [])
        #expect(checked.output.contains("\\u{1B}]0;pwned\\u{07}"))
    }

    @Test("keylab run FILE.swift prints the learner's own output byte for byte, as swift FILE.swift does")
    func ownProgramIsTrusted() throws {
        let folder = try BinaryRunner.temporaryDirectory()
        let file = folder.appendingPathComponent("colour.swift")
        try "print(\"\\u{1B}[31mred\\u{7}\")\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["run", file.path])
        #expect(result.status == 0)
        #expect(result.stdout == "\u{1B}[31mred\u{07}\n")
    }
}

@Suite("TERM=dumb on a terminal", .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx")))
struct DumbTerminalTests {
    @Test("the greeting and a plain prompt appear; lines run; Ctrl-C gives a fresh prompt; Ctrl-D leaves")
    func dumbTerminal() throws {
        let state = try BinaryRunner.temporaryDirectory()
        let session = try TerminalSession(environment: [
            "TERM": "dumb", "XDG_STATE_HOME": state.path, "XDG_DATA_HOME": state.appendingPathComponent("data").path, "LANG": "C.UTF-8",
        ])
        #expect(session.wait(for: "Type Swift to run it"), "no greeting: \(session.text)")
        #expect(session.wait(for: "keylab> "), "no prompt: \(session.text)")
        session.send("1 + 1\r")
        #expect(session.wait(for: "$R0: Int = 2"), "\(session.text)")
        #expect(session.wait(for: "keylab> ", count: 2))
        session.send("func f() {\r")
        #expect(session.wait(for: "   ...> "), "no continuation prompt: \(session.text)")
        usleep(300_000)
        kill(session.process.processIdentifier, SIGINT)
        #expect(session.wait(for: "keylab> ", count: 3), "no fresh prompt after Ctrl-C: \(session.text)")
        #expect(session.process.isRunning)
        session.send(":help quit\r")
        #expect(session.wait(for: "usage: :quit"), "\(session.text)")
        #expect(session.wait(for: "keylab> ", count: 4), "no prompt after :help quit: \(session.text)")
        session.send("\u{04}")
        let ended = session.waitForExit()
        if !ended { session.process.terminate() }
        // `terminationStatus` of a running process traps: stop here rather than crash the test run.
        try #require(ended, "Ctrl-D did not end keylab: \(session.text)")
        #expect(session.process.terminationStatus == 0)
        // No line editor: no cursor movement or other escape sequence at all.
        #expect(!String(decoding: session.rawOutput, as: UTF8.self).contains("\u{1B}"))
    }
}
#endif
