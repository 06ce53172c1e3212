import Foundation
import Lessons
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Probes of keylab's promise about progress: nothing finished is lost, and
/// keylab writes nothing outside its own folder. Each drives the built binary.
@Suite("reliability: progress file", .serialized)
struct ProgressReliabilityTests {
    /// A session that finishes two steps of lesson 1.
    static let finishTwoSteps = "1+1\n:lesson basics/lesson1\n:next\n:next\n"

    enum Unreadable: String, CaseIterable, CustomTestStringConvertible {
        case fifo, folder, danglingLink, noPermission
        var testDescription: String { rawValue }
    }

    @Test("an unreadable progress file is reported, left alone and never saved over", arguments: Unreadable.allCases)
    func unreadableProgress(_ kind: Unreadable) throws {
        if kind == .noPermission && geteuid() == 0 { return }  // root reads mode 000 files
        let probe = try ReliabilityProbe()
        defer { probe.remove() }
        try probe.makeDataDirectory()
        let saved = #"{"currentLesson":"basics/lesson2","lessons":{"basics/lesson2":{"finishedSteps":[0,1,2],"step":3}}}"#
        let expectedReason: String
        switch kind {
        case .fifo:
            #expect(mkfifo(probe.progressPath, 0o644) == 0)
            expectedReason = "it is a FIFO (named pipe), not a regular file"
        case .folder:
            try probe.write("data/keylab/progress.json/notes", "mine")
            expectedReason = "it is a folder, not a regular file"
        case .danglingLink:
            try FileManager.default.createSymbolicLink(atPath: probe.progressPath, withDestinationPath: probe.home + "/unmounted/progress.json")
            expectedReason = "it is a symbolic link to a file that does not exist"
        case .noPermission:
            try probe.write("data/keylab/progress.json", saved)
            #expect(chmod(probe.progressPath, 0) == 0)
            expectedReason = "Permission denied"
        }
        let run = try probe.run(stdin: Self.finishTwoSteps, timeout: 20)
        #expect(!run.timedOut, "keylab blocked on the progress file")
        #expect(run.status == 0)
        #expect(run.stdout.contains("$R0: Int = 2"))
        #expect(run.stderr.contains("warning: cannot read the progress file \(probe.progressPath): \(expectedReason)"), "\(run.output)")
        #expect(run.output.components(separatedBy: "will not save progress in this session").count == 2, "said once: \(run.output)")
        var info = stat()
        #expect(lstat(probe.progressPath, &info) == 0)
        switch kind {
        case .fifo: #expect(info.st_mode & S_IFMT == S_IFIFO)
        case .folder: #expect(try String(contentsOfFile: probe.progressPath + "/notes", encoding: .utf8) == "mine")
        case .danglingLink: #expect(info.st_mode & S_IFMT == S_IFLNK)
        case .noPermission:
            chmod(probe.progressPath, 0o600)
            #expect(try String(contentsOfFile: probe.progressPath, encoding: .utf8) == saved)
        }
    }

    @Test("a progress file over 1 MB is refused quickly and kept byte for byte")
    func oversizedProgress() throws {
        let probe = try ReliabilityProbe()
        defer { probe.remove() }
        try probe.makeDataDirectory()
        let big = Data((#"{"lessons":{}}"# + String(repeating: " ", count: 2 * 1_048_576)).utf8)
        #expect(FileManager.default.createFile(atPath: probe.progressPath, contents: big))
        let started = Date()
        let run = try probe.run(stdin: Self.finishTwoSteps, timeout: 20)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(run.stdout.contains("$R0: Int = 2"))
        #expect(run.stderr.contains("warning: the progress file \(probe.progressPath) is 2 MB, over the 1 MB limit for progress"), "\(run.output)")
        #expect(FileManager.default.contents(atPath: probe.progressPath) == big)
    }

    @Test("a corrupt progress file is reported even when the session types only Swift")
    func corruptProgressSwiftOnly() throws {
        let probe = try ReliabilityProbe()
        defer { probe.remove() }
        try probe.write("data/keylab/progress.json", "{ half a fi")
        let run = try probe.run(stdin: "1+1\n")
        #expect(run.stdout == "$R0: Int = 2\n")
        #expect(run.stderr.contains("warning: could not read the progress file \(probe.progressPath); moved it to \(probe.progressPath).corrupt-"), "\(run.output)")
        #expect(probe.dataFiles().contains { $0.hasPrefix("progress.json.corrupt-") })
    }

    @Test("a saved step out of range shows as a step of the lesson", arguments: [-4, 99])
    func savedStepOutOfRange(_ step: Int) throws {
        let probe = try ReliabilityProbe()
        defer { probe.remove() }
        try probe.write("data/keylab/progress.json", #"{"currentLesson":"basics/lesson1","lessons":{"basics/lesson1":{"step":\#(step),"finishedSteps":[-2]}}}"#)
        let run = try probe.run(stdin: ":lessons\n:progress\n")
        let shown = step < 0 ? "step 1 of 4" : "step 4 of 4"
        #expect(run.stdout.contains("basics/lesson1  Lesson 1 (\(shown))"), "\(run.output)")
        #expect(run.stdout.contains("Current: “Lesson 1”, \(shown)"), "\(run.output)")
        #expect(!run.output.contains("step -"))
    }

    @Test("a symbolic link at progress.lock is refused: nothing is written where it points")
    func plantedLockLink() throws {
        let probe = try ReliabilityProbe()
        defer { probe.remove() }
        try probe.makeDataDirectory()
        let target = probe.home + "/elsewhere/lock"
        try FileManager.default.createDirectory(atPath: probe.home + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: probe.dataDirectory + "/progress.lock", withDestinationPath: target)
        let run = try probe.run(stdin: Self.finishTwoSteps)
        #expect(run.status == 0)
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(run.output.contains("progress.lock cannot be used as keylab's lock: it is a symbolic link"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: probe.progressPath))
    }

    /// keylab used to write `progress.json.tmp-<pid>`: a link planted at the
    /// names of the next process ids made it write the link's target. Linux
    /// hands out ids in order, so links for the next few hundred cover the run.
    @Test("links planted at temporary-file names are never written through")
    func plantedTemporaryLinks() throws {
        guard let last = try? String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8),
              let lastPid = Int(last.trimmingCharacters(in: .whitespacesAndNewlines)) else { return }
        let probe = try ReliabilityProbe()
        defer { probe.remove() }
        try probe.makeDataDirectory()
        try FileManager.default.createDirectory(atPath: probe.home + "/outside", withIntermediateDirectories: true)
        for pid in (lastPid + 1)...(lastPid + 400) {
            try FileManager.default.createSymbolicLink(atPath: probe.dataDirectory + "/progress.json.tmp-\(pid)", withDestinationPath: probe.home + "/outside/\(pid)")
        }
        let run = try probe.run(stdin: Self.finishTwoSteps)
        #expect(run.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: probe.home + "/outside") == [])
        let progress = try JSONDecoder().decode(LessonProgress.self, from: Data(contentsOf: URL(fileURLWithPath: probe.progressPath)))
        #expect(progress.record("basics/lesson1").finishedSteps == [0, 1])
    }

    @Test("temporary files left by crashed runs are removed at start-up")
    func staleTemporaryFiles() throws {
        let probe = try ReliabilityProbe()
        defer { probe.remove() }
        let dead = try Self.deadPid()
        try probe.write("data/keylab/progress.json", #"{"lessons":{}}"#)
        try probe.write("data/keylab/progress.json.tmp-\(dead)", "{ half")
        try probe.write("data/keylab/progress.json.tmp-\(dead)-42", "{ half")
        let run = try probe.run(stdin: "1+1\n")
        #expect(run.status == 0)
        #expect(!probe.dataFiles().contains { $0.contains(".tmp-") }, "\(probe.dataFiles())")
    }

    @Test("keylab's data folder is created readable only by the user")
    func privateDataFolder() throws {
        let probe = try ReliabilityProbe()
        defer { probe.remove() }
        _ = try probe.run(stdin: Self.finishTwoSteps)
        let mode = try FileManager.default.attributesOfItem(atPath: probe.dataDirectory)[.posixPermissions] as? Int
        #expect(mode == 0o700)
    }

    /// Six keylab processes each finish a different lesson at the same time,
    /// saving after every step: no finished step of any of them is lost.
    @Test("concurrent writers lose none of each other's finished steps")
    func concurrentWriters() throws {
        let writers = 6
        let probe = try ReliabilityProbe(lessonCount: writers)
        defer { probe.remove() }
        for round in 0..<2 {
            var processes: [Process] = []
            for number in 1...writers {
                var script = ":lesson basics/lesson\(number)\n"
                for _ in 0..<8 { script += ":next\n:next\n:next\n:back\n:back\n:back\n" }
                script += ":next\n:next\n:next\n"
                processes.append(try probe.start(stdin: script, tag: "w\(round)-\(number)").0)
            }
            for process in processes { process.waitUntilExit() }
            for process in processes { #expect(process.terminationStatus == 0) }
            let progress = try JSONDecoder().decode(LessonProgress.self, from: Data(contentsOf: URL(fileURLWithPath: probe.progressPath)))
            for number in 1...writers {
                #expect(progress.record("basics/lesson\(number)").finishedSteps == [0, 1, 2, 3], "lesson \(number), round \(round)")
            }
            try FileManager.default.removeItem(atPath: probe.progressPath)
        }
    }

    /// keylab is killed with SIGKILL at random moments while it saves after
    /// every line: each time, the progress file is either absent (not saved
    /// yet) or a complete, valid file; and the next run clears the leftovers.
    @Test("kill -9 while saving always leaves a valid progress file")
    func killDuringSave() throws {
        let probe = try ReliabilityProbe()
        defer { probe.remove() }
        var script = ":lesson basics/lesson1\n"
        for _ in 0..<400 { script += ":next\n:next\n:next\n:back\n:back\n:back\n" }
        var generator = SystemRandomNumberGenerator()
        var valid = 0
        for round in 0..<30 {
            let (process, _, _) = try probe.start(stdin: script, tag: "k\(round)")
            // On a loaded machine start-up alone can outlast a fixed delay, so the
            // random moment is counted from the first save (the file's appearance).
            for _ in 0..<1_000 where !FileManager.default.fileExists(atPath: probe.progressPath) && process.isRunning {
                usleep(10_000)
            }
            usleep(UInt32.random(in: 0...60_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            guard FileManager.default.fileExists(atPath: probe.progressPath) else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: probe.progressPath))
            let progress = try? JSONDecoder().decode(LessonProgress.self, from: data)
            #expect(progress != nil, "round \(round): not valid progress: \(String(decoding: data, as: UTF8.self))")
            #expect(progress?.currentLesson == "basics/lesson1")
            if progress != nil { valid += 1 }
        }
        #expect(valid > 0, "no round got as far as saving")
        let run = try probe.run(stdin: "1+1\n")
        #expect(run.stderr == "", "\(run.stderr)")
        #expect(!probe.dataFiles().contains { $0.contains(".tmp-") }, "\(probe.dataFiles())")
    }

    /// The id of a process that has ended.
    static func deadPid() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
