import Foundation
import Testing
@testable import Lessons

/// Files keylab creates in its folder: never through a planted symbolic
/// link, in a folder only the user can enter, and no leftovers kept forever.
@Suite("progress temp and lock files")
struct ProgressFileSafetyTests {
    @Test("a link planted at the temporary file's name is never written through")
    func plantedTemporaryLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ProgressStore(directory: folder.path + "/keylab")
        store.update { $0.currentLesson = "a/b" }
        let outside = folder.path + "/outside.txt"
        try "precious".write(toFile: outside, atomically: true, encoding: .utf8)
        // The names older keylab used (pid only) and one with a guessed suffix.
        for name in ["progress.json.tmp-\(getpid())", "progress.json.tmp-\(getpid())-0"] {
            try FileManager.default.createSymbolicLink(atPath: store.directory + "/" + name, withDestinationPath: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: store.directory + "/progress.json.tmp-\(getpid())-new", withDestinationPath: folder.path + "/created-outside")
        store.update { $0.currentLesson = "c/d" }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/created-outside"))
        #expect(ProgressStore(directory: store.directory).load().currentLesson == "c/d")
        #expect(store.takeWarnings() == [])
    }

    @Test("a link at progress.lock is refused: nothing is created or changed where it points")
    func plantedLockLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let directory = folder.path + "/keylab"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let target = folder.path + "/lock-target"
        try FileManager.default.createSymbolicLink(atPath: directory + "/progress.lock", withDestinationPath: target)
        let store = ProgressStore(directory: directory)
        let progress = store.update { $0.currentLesson = "a/b" }
        #expect(progress.currentLesson == "a/b")
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(!FileManager.default.fileExists(atPath: store.path))
        let warnings = store.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("progress.lock cannot be used as keylab's lock: it is a symbolic link") == true, "\(warnings)")
        #expect(store.refusesToSave)
    }

    @Test("the folder keylab creates is 0700; the file is 0600")
    func privateFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ProgressStore(directory: folder.path + "/share/keylab")
        store.update { $0.currentLesson = "a/b" }
        let folderMode = try FileManager.default.attributesOfItem(atPath: store.directory)[.posixPermissions] as? Int
        let fileMode = try FileManager.default.attributesOfItem(atPath: store.path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        #expect(fileMode == 0o600)
    }

    @Test("temporary files of dead or hour-old runs are removed at load; a live run's are kept")
    func staleTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ProgressStore(directory: folder.path)
        store.update { $0.currentLesson = "a/b" }
        let dead = try Self.deadPid()
        let live = getppid()
        let outside = folder.path + "/outside.txt"
        try "precious".write(toFile: outside, atomically: true, encoding: .utf8)
        try folder.write("progress.json.tmp-\(dead)", "{ half")
        try folder.write("progress.json.tmp-\(dead)-123", "{ half")
        try folder.write("progress.json.tmp-\(live)-456", "{ being written")
        try folder.write("progress.json.tmp-\(live)-789", "{ forgotten")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: folder.path + "/progress.json.tmp-\(live)-789")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/progress.json.tmp-\(dead)-link", withDestinationPath: outside)
        #expect(ProgressStore(directory: folder.path).load().currentLesson == "a/b")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["outside.txt", "progress.json", "progress.json.tmp-\(live)-456", "progress.lock"])
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious")
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

@Suite("reading files with a cap")
struct BoundedFileReaderTests {
    @Test func readsAFileWithinTheLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a", "hello")
        #expect(BoundedFileReader.read(folder.path + "/a", limit: 5) == .success(Data("hello".utf8)))
        #expect(BoundedFileReader.read(folder.path + "/a", limit: 4) == .failure(.tooLarge(size: 5, limit: 4)))
        #expect(BoundedFileReader.read(folder.path + "/none", limit: 4) == .failure(.missing))
    }

    @Test(.timeLimit(.minutes(1))) func neverBlocksOnAFifo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path + "/pipe", 0o644) == 0)
        #expect(BoundedFileReader.read(folder.path + "/pipe", limit: 10) == .failure(.notRegularFile(kind: "a FIFO (named pipe)")))
    }

    @Test func sizesInWords() {
        #expect(BoundedFileReader.describe(bytes: 1) == "1 byte")
        #expect(BoundedFileReader.describe(bytes: 2048) == "2 KB")
        #expect(BoundedFileReader.describe(bytes: 1_048_576) == "1 MB")
        #expect(BoundedFileReader.describe(bytes: 94_371_840) == "90 MB")
        #expect(BoundedFileReader.describe(bytes: 1_572_864) == "1.5 MB")
    }
}
