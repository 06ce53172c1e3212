import Foundation
import Testing

@Suite("the keylab binary, end to end through pipes")
struct CommandLineTests {
    @Test("--version prints the version")
    func version() throws {
        let result = try BinaryRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("keylab 0."))
    }

    @Test("--help names the subcommands and options")
    func help() throws {
        let result = try BinaryRunner.run(["--help"])
        #expect(result.status == 0)
        for word in ["run", "--no-color", "--lang", "--version"] {
            #expect(result.stdout.contains(word), "--help lacks \(word)")
        }
    }

    @Test("piped :help lists :quit with no colour escapes, no prompt and no greeting")
    func pipedHelp() throws {
        let result = try BinaryRunner.run([], stdin: ":help\n", environment: ["TERM": "xterm-256color"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(":quit"))
        #expect(!result.stdout.contains("\u{1B}["))
        #expect(!result.stdout.contains("keylab> "))
        #expect(!result.stdout.contains("Type Swift"))
    }

    @Test("a misspelled command gets a suggestion and the session goes on; piped input exits 0")
    func suggestionInPipe() throws {
        let result = try BinaryRunner.run([], stdin: ":hlep\n:help quit\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("did you mean ':help'?"))
        #expect(result.stdout.contains("usage: :quit"))
    }

    @Test("keylab run - reads REPL lines from stdin; a failing line makes the status 1")
    func runStdin() throws {
        let ok = try BinaryRunner.run(["run", "-"], stdin: ":help quit\n")
        #expect(ok.status == 0)
        let bad = try BinaryRunner.run(["run", "-"], stdin: ":devce\n")
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("error: unknown command ':devce'"))
    }

    @Test("keylab run FILE.keylab names the failing line")
    func runScriptFile() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let script = directory.appendingPathComponent("demo.keylab")
        try ":help quit\n\n:devce\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["run", script.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("demo.keylab:3: error: unknown command ':devce'"))
    }

    @Test("keylab run FILE.swift runs like swift FILE.swift")
    func runSwiftFile() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("hello.swift")
        try "let name = \"keylab\"\nprint(\"hello, \\(name)\")\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["run", file.path])
        #expect(result.status == 0)
        #expect(result.stdout == "hello, keylab\n")
    }

    @Test("a missing file is a clear error with status 1")
    func missingFile() throws {
        let result = try BinaryRunner.run(["run", "/nonexistent/x.keylab"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read '/nonexistent/x.keylab'"))
    }

    @Test("an unknown language is refused with a usage message")
    func badLanguage() throws {
        let result = try BinaryRunner.run(["--lang", "fr"], stdin: "")
        #expect(result.status != 0)
        #expect(result.stderr.contains("unknown language 'fr'"))
    }

    @Test("--no-color and NO_COLOR keep output plain")
    func noColor() throws {
        let result = try BinaryRunner.run(["--no-color"], stdin: ":help\n", environment: ["NO_COLOR": "1"])
        #expect(!result.stdout.contains("\u{1B}["))
    }
}

@Suite("output to a closed pipe")
struct ClosedPipeTests {
    @Test("keylab run x | head -1 ends quietly")
    func closedPipe() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let script = directory.appendingPathComponent("many.keylab")
        try String(repeating: ":help\n", count: 3_000).write(to: script, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = ["run", script.path]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read a little, then go away, as `head -1` does.
        _ = output.fileHandleForReading.readData(ofLength: 64)
        try output.fileHandleForReading.close()
        let errors = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by a signal")
        #expect(process.terminationStatus == 0)
        #expect(errors.isEmpty, "\(String(decoding: errors, as: UTF8.self))")
    }
}

@Suite("keylab run FILE.swift reports like swift FILE.swift")
struct RunSwiftFileTests {
    @Test("a compile error names the file as typed, exits 1 and runs nothing")
    func compileError() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("bad.swift")
        try "print(\"before\")\nlet x = 1\nx = 2\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["run", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(file.path):3:1: error: cannot assign to value: 'x' is a 'let' constant"))
    }

    @Test("a runtime trap names the module and line, exits 132, keeps earlier output")
    func runtimeTrap() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("nilx.swift")
        try "print(\"before\")\nlet o: Int? = nil\nprint(o!)\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["run", file.path])
        #expect(result.status == 132)
        #expect(result.stdout == "before\n")
        #expect(result.stderr.hasPrefix("nilx/nilx.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
    }

    @Test("an index out of range names the standard library, as Swift does")
    func stdlibTrap() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("idx.swift")
        try "let a = [1]\nprint(a[3])\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["run", file.path])
        #expect(result.status == 132)
        #expect(result.stderr.hasPrefix("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"))
    }
}

@Suite("keylab run FILE.swift outside the subset")
struct RunFallbackTests {
    static let hasSwift = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: "\($0)/swift") }

    @Test("with swift on the PATH the real toolchain runs it, said in one line on stderr", .enabled(if: hasSwift))
    func fallsBackToSwift() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("counter.swift")
        try "actor Counter { var n = 0 }\nprint(\"from swift\", 6 * 7)\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["run", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "from swift 42\n")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("keylab: \(file.path) uses ") == true, "\(result.stderr)")
        #expect(lines.first?.hasSuffix("running it with the real swift") == true)
        #expect(!result.stderr.contains(":swiftc"))
    }

    @Test("without swift it is refused by name, with no note about :swiftc")
    func refusedWithoutSwift() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("counter.swift")
        try "actor Counter { var n = 0 }\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["run", file.path], environment: ["PATH": "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: keylab does not support"), "\(result.stderr)")
        #expect(!result.stderr.contains(":swiftc"))
    }
}
