import Foundation
import Testing

/// Every run ends, and a failure is never reported as success: lesson code
/// that loops or prints forever, keylab itself killed while a program runs,
/// output that cannot be written, `ulimit -f`, hostile front matter, very
/// long lines, closed standard input.
@Suite("process reliability: every run ends, failures are never a pass", .serialized)
struct ProcessReliabilityTests {
    /// A lessons folder with one lesson whose only step holds `block`, and an
    /// empty `tmp` folder to use as keylab's TMPDIR.
    struct Fixture {
        let root: URL
        var lessons: URL { root.appendingPathComponent("lessons") }
        var tmp: URL { root.appendingPathComponent("tmp") }
        var lessonFile: String { lessons.path + "/en/01-t/01-x.md" }

        init(block: String, front: String? = nil) throws {
            root = try BinaryRunner.temporaryDirectory()
            let topic = root.appendingPathComponent("lessons/en/01-t")
            try FileManager.default.createDirectory(at: topic, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
            let text = (front ?? "---\nid: t/x\ntitle: X\nconcepts: [let]\n---\n") + "\n## Step\n\n" + block + "\n"
            try text.write(toFile: lessonFile, atomically: true, encoding: .utf8)
        }

        /// TMPDIR in the fixture, the run time limit given, no user folders touched.
        func environment(seconds: String = "1") -> [String: String] {
            ["TMPDIR": tmp.path, "KEYLAB_SWIFTC_TIME_LIMIT": seconds,
             "XDG_DATA_HOME": root.appendingPathComponent("data").path,
             "XDG_STATE_HOME": root.appendingPathComponent("state").path]
        }
    }

    static let loopForever = "```swift\nwhile true {}\n```"
    static let printForever = "```swift\nwhile true { print(\"again and again\") }\n```"

    // MARK: 3. lesson code that never ends

    @Test("a swift block that loops forever is stopped at the time limit: file:line error, folder removed, nothing left running",
          .enabled(if: Leftovers.haveSwiftc))
    func loopingBlockIsStopped() throws {
        let fixture = try Fixture(block: Self.loopForever)
        let result = try ProcessProbe.run(["check-lessons", fixture.lessons.path], environment: fixture.environment(), timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stdout.contains(fixture.lessonFile + ":9: error: swift block: the program did not finish within 1 s"), "\(result.stdout)")
        #expect(Leftovers.entries(in: fixture.tmp).isEmpty)
        #expect(Leftovers.processes(mentioning: fixture.tmp.path).isEmpty)
    }

    @Test("a swift block that prints forever is stopped at 1 MB: keylab stays small and ends",
          .enabled(if: Leftovers.haveSwiftc))
    func printingBlockIsStopped() throws {
        let fixture = try Fixture(block: Self.printForever)
        let result = try ProcessProbe.run(["check-lessons", fixture.lessons.path], environment: fixture.environment(seconds: "30"), timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stdout.contains(fixture.lessonFile + ":9: error: swift block: the program printed more than 1 MB and was stopped"), "\(result.stdout.prefix(500))")
        #expect(result.stdout.utf8.count < 2_000, "the diagnostic repeats the output: \(result.stdout.utf8.count) bytes")
        #expect(result.seconds < 25, "took \(result.seconds) s: stopped by the time limit, not the cap")
        #expect(Leftovers.entries(in: fixture.tmp).isEmpty)
        #expect(Leftovers.processes(mentioning: fixture.tmp.path).isEmpty)
    }

    @Test("a program that ends but leaves a child holding its output is not waited for; the child is killed",
          .enabled(if: Leftovers.haveSwiftc))
    func leftBehindChildIsKilled() throws {
        #if os(Linux)
        let block = "```swift\nimport Glibc\n_ = system(\"sleep 31.4159 &\")\nprint(\"started\")\n```\n\n```output\nstarted\n```"
        let fixture = try Fixture(block: block)
        let result = try ProcessProbe.run(["check-lessons", fixture.lessons.path], environment: fixture.environment(seconds: "20"), timeout: 60)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.seconds < 15, "waited \(result.seconds) s for the child's sleep")
        #expect(Leftovers.processes(mentioning: "31.4159").isEmpty)
        #expect(Leftovers.entries(in: fixture.tmp).isEmpty)
        #endif
    }

    @Test("keylab ended by a signal while a block runs stops the program and removes its folder",
          .enabled(if: Leftovers.haveSwiftc), arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalWhileRunning(signal: Int32) throws {
        let fixture = try Fixture(block: Self.loopForever)
        let probe = try ProcessProbe(["check-lessons", fixture.lessons.path], environment: fixture.environment(seconds: "60"), timeout: 60)
        // Wait until the compiled program runs.
        let running = ProcessProbe.wait(seconds: 30) { !Leftovers.processes(mentioning: fixture.tmp.path + "/keylab-swiftc-").filter { pid in
            ((try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? "").hasSuffix("/main\0")
        }.isEmpty }
        #expect(running, "the block's program never started")
        probe.send(signal)
        let result = probe.finish()
        #expect(result.signalled && result.status == signal, "status \(result.status), signalled \(result.signalled)")
        #expect(result.seconds < 40)
        #expect(ProcessProbe.wait(seconds: 2) { Leftovers.processes(mentioning: fixture.tmp.path).isEmpty })
        #expect(Leftovers.entries(in: fixture.tmp).isEmpty)
    }

    @Test("keylab ended while swiftc compiles stops the compiler and removes the folder",
          .enabled(if: Leftovers.haveSwiftc))
    func signalWhileCompiling() throws {
        let fixture = try Fixture(block: Self.loopForever)
        let probe = try ProcessProbe(["check-lessons", fixture.lessons.path], environment: fixture.environment(seconds: "60"), timeout: 60)
        _ = ProcessProbe.wait(seconds: 30) { !Leftovers.processes(mentioning: fixture.tmp.path).isEmpty }
        probe.send(SIGTERM)
        let result = probe.finish()
        #expect(result.signalled && result.status == SIGTERM)
        #expect(ProcessProbe.wait(seconds: 5) { Leftovers.processes(mentioning: fixture.tmp.path).isEmpty },
                "\(Leftovers.processes(mentioning: fixture.tmp.path))")
        #expect(Leftovers.entries(in: fixture.tmp).isEmpty)
    }

    @Test(":swiftc in the REPL and in a script has the same output cap", .enabled(if: Leftovers.haveSwiftc))
    func swiftcCommandIsBounded() throws {
        let fixture = try Fixture(block: "")
        // keylab runs the entry itself first (about 1.4 MB); only an entry that
        // ran without error is handed to swiftc, whose copy then hits the cap.
        let flood = "for i in 0..<60000 { print(\"line \\(i) of a flood\") }\n:swiftc\n"
        let repl = try ProcessProbe.run([], stdin: .text(flood), environment: fixture.environment(seconds: "30"), timeout: 90)
        #expect(repl.stdout.hasSuffix("error: the program printed more than 1 MB and was stopped (output that never ends?)\n"), "\(repl.stdout.suffix(300))")
        let script = fixture.root.appendingPathComponent("flood.keylab")
        try flood.write(to: script, atomically: true, encoding: .utf8)
        let run = try ProcessProbe.run(["run", script.path], environment: fixture.environment(seconds: "30"), timeout: 90)
        #expect(run.status == 1)
        #expect(run.stdout.contains("flood.keylab:2: error: the program printed more than 1 MB and was stopped"), "\(run.stdout.suffix(300))")
        #expect(Leftovers.entries(in: fixture.tmp).isEmpty)
    }

    // MARK: 4. front matter

    @Test("billion-laughs front matter: check-lessons and REPL start-up end at once")
    func billionLaughs() throws {
        var front = ["---", "id: t/x", "title: X", "concepts: [let]", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            front.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        front += ["? *a9", ": boom", "---"]
        let fixture = try Fixture(block: "Text.", front: front.joined(separator: "\n") + "\n")
        let check = try ProcessProbe.run(["check-lessons", fixture.lessons.path], environment: fixture.environment(), timeout: 20)
        #expect(!check.timedOut && check.seconds < 10)
        #expect(check.stdout.contains(fixture.lessonFile + ":5: error: front matter uses the YAML anchor or alias '&a0'"), "\(check.stdout)")
        let repl = try ProcessProbe.run(["--lessons", fixture.lessons.path], stdin: .text("1 + 1\n"), environment: fixture.environment(), timeout: 20)
        #expect(!repl.timedOut && repl.seconds < 10)
        #expect(repl.stdout.contains("$R0: Int = 2"))
    }

    // MARK: 6. write errors on standard output

    @Test("a failing script with stdout on a full disk exits non-zero with a message")
    func failingScriptToFullDisk() throws {
        let fixture = try Fixture(block: "")
        let script = fixture.root.appendingPathComponent("fail.keylab")
        try ":expect view.y == 1\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try ProcessProbe.run(["run", script.path], stdout: .deviceFull, environment: fixture.environment())
        #expect(result.status != 0)
        #expect(result.stderr.contains("error: cannot write to standard output"), "\(result.stderr)")
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
    }

    @Test("a passing script with stdout on a full disk is not a pass either: its output is lost")
    func passingScriptToFullDisk() throws {
        let fixture = try Fixture(block: "")
        let script = fixture.root.appendingPathComponent("pass.keylab")
        try ":expect view.y == 0\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try ProcessProbe.run(["run", script.path], stdout: .deviceFull, environment: fixture.environment())
        #expect(result.status != 0)
        #expect(result.stderr.contains("No space left on device"))
        let check = try ProcessProbe.run(["check-lessons", fixture.lessons.path], stdout: .deviceFull, environment: fixture.environment())
        #expect(check.status != 0)
        #expect(check.stderr.contains("No space left on device"))
    }

    @Test("stdout closed: a failing script still exits 1 and says so on stderr; a passing one ends quietly with 0")
    func closedPipe() throws {
        let fixture = try Fixture(block: "")
        let failing = fixture.root.appendingPathComponent("fail.keylab")
        try ":expect view.y == 1\n1 + 1\n".write(to: failing, atomically: true, encoding: .utf8)
        let failed = try ProcessProbe.run(["run", failing.path], stdout: .closedPipe, environment: fixture.environment())
        #expect(!failed.signalled)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("standard output was closed"), "\(failed.stderr)")
        let passing = fixture.root.appendingPathComponent("pass.keylab")
        try ":expect view.y == 0\n1 + 1\n".write(to: passing, atomically: true, encoding: .utf8)
        let passed = try ProcessProbe.run(["run", passing.path], stdout: .closedPipe, environment: fixture.environment())
        #expect(!passed.signalled)
        #expect(passed.status == 0)
        #expect(passed.stderr.isEmpty, "\(passed.stderr)")
    }

    @Test("stdout closed while lines keep coming: a script that has failed ends at once")
    func closedPipeEndlessInput() throws {
        let fixture = try Fixture(block: "")
        let lines = ":expect view.y == 1\n" + String(repeating: "1 + 1\n", count: 20_000)
        let result = try ProcessProbe.run(["run", "-"], stdin: .text(lines), stdout: .closedPipe, environment: fixture.environment())
        #expect(result.status == 1)
        #expect(result.seconds < 10, "took \(result.seconds) s")
    }

    // MARK: 7. ulimit -f

    @Test("past ulimit -f, stdout to a file: a clear message and a non-zero status, not SIGXFSZ")
    func fileSizeLimitOnStdout() throws {
        let fixture = try Fixture(block: "")
        let out = fixture.root.appendingPathComponent("out.txt")
        let result = try ProcessProbe.run(["run", "-"], stdin: .text(":help\n"), stdout: .capture,
                                          environment: fixture.environment(), shell: "ulimit -f 0; exec >'\(out.path)'")
        #expect(!result.signalled, "killed by signal \(result.status)")
        #expect(result.status != 0)
        #expect(result.stderr.contains("file size limit exceeded"), "\(result.stderr)")
    }

    @Test("past ulimit -f, saving progress: reported, no partial temp file, keylab goes on")
    func fileSizeLimitOnProgress() throws {
        let fixture = try Fixture(block: "```keylab\n> 1 + 1\n$R0: Int = 2\n```\n\n## Two\n\nMore.")
        let data = fixture.root.appendingPathComponent("data/keylab")
        let result = try ProcessProbe.run(["--lessons", fixture.lessons.path], stdin: .text(":lesson t/x\n:next\n1 + 1\n"),
                                          environment: fixture.environment(), shell: "ulimit -f 0")
        #expect(!result.signalled, "killed by signal \(result.status)")
        #expect(result.status == 0)
        #expect((result.stdout + result.stderr).contains("progress cannot be saved"), "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("$R0: Int = 2") || result.stdout.contains("Int = 2"))
        #expect(!Leftovers.entries(in: data).contains { $0.contains(".tmp") }, "\(Leftovers.entries(in: data))")
    }

    // MARK: 10 and more: long lines, closed input

    @Test("a 1 MB line after ':' is answered in well under a second and not echoed back")
    func megabyteCommandLine() throws {
        let fixture = try Fixture(block: "")
        let result = try ProcessProbe.run([], stdin: .text(":" + String(repeating: "a", count: 1_000_000) + "\n"), environment: fixture.environment(), timeout: 30)
        #expect(result.seconds < 5, "took \(result.seconds) s")
        #expect(result.stdout.utf8.count < 500)
        #expect(result.stdout.contains("…"))
    }

    @Test("a .keylab script with a 10 MB line ends with a clear error")
    func tenMegabyteScriptLine() throws {
        let fixture = try Fixture(block: "")
        let script = fixture.root.appendingPathComponent("long.keylab")
        try (":" + String(repeating: "b", count: 10_000_000) + "\n:expect view.y == 0\n").write(to: script, atomically: true, encoding: .utf8)
        let result = try ProcessProbe.run(["run", script.path], environment: fixture.environment(), timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stdout.contains("long.keylab:1: error: unknown command"))
        #expect(result.stdout.contains("ok"))
        #expect(result.stdout.utf8.count < 1_000)
    }

    @Test("closed standard input: the REPL and `run -` end at once with status 0")
    func closedStdin() throws {
        let fixture = try Fixture(block: "")
        for arguments in [[], ["run", "-"]] {
            let result = try ProcessProbe.run(arguments, stdin: .closed, environment: fixture.environment(), timeout: 20)
            #expect(!result.timedOut)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
    }
}
