import Foundation
import Testing
@testable import Lessons

/// A progress file keylab cannot read is not "no progress": it is reported,
/// left exactly as it is, and nothing is saved over it this session.
@Suite("progress files keylab cannot read")
struct ProgressReadErrorTests {
    /// Loads, then finishes a step twice, as a session would.
    func session(_ store: ProgressStore) -> (loaded: LessonProgress, last: LessonProgress) {
        let loaded = store.load()
        store.update { $0.update("a/b") { $0.finishedSteps.insert(0) } }
        let last = store.update { $0.update("a/b") { $0.finishedSteps.insert(1) } }
        return (loaded, last)
    }

    func expectRefused(_ store: ProgressStore, reason: String) {
        let warnings = store.takeWarnings()
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("\(store.path): \(reason)") == true, "\(warnings)")
        #expect(warnings.first?.contains("will not save progress in this session") == true)
        #expect(store.refusesToSave)
        #expect(store.lastSaveFailed)
    }

    @Test("a FIFO in its place is refused at once, not read (which would block)", .timeLimit(.minutes(1)))
    func fifo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ProgressStore(directory: folder.path)
        #expect(mkfifo(store.path, 0o644) == 0)
        let (loaded, last) = session(store)
        #expect(loaded == LessonProgress())
        // The session goes on in memory: both finished steps are remembered.
        #expect(last.record("a/b").finishedSteps == [0, 1])
        expectRefused(store, reason: "it is a FIFO (named pipe), not a regular file")
        var info = stat()
        #expect(lstat(store.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("a folder in its place is left alone")
    func folderInPlace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ProgressStore(directory: folder.path)
        try folder.write("progress.json/keep", "mine")
        _ = session(store)
        expectRefused(store, reason: "it is a folder, not a regular file")
        #expect(try String(contentsOfFile: store.path + "/keep", encoding: .utf8) == "mine")
    }

    @Test("a symbolic link to a missing file is not replaced by a file")
    func danglingLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ProgressStore(directory: folder.path)
        try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: folder.path + "/unmounted/progress.json")
        _ = session(store)
        expectRefused(store, reason: "it is a symbolic link to a file that does not exist")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.path) == folder.path + "/unmounted/progress.json")
    }

    @Test("a file without read permission is reported with the OS error", .disabled(if: geteuid() == 0, "root reads mode 000 files"))
    func noPermission() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("progress.json", #"{"lessons":{"a/b":{"finishedSteps":[0,1,2]}}}"#)
        let store = ProgressStore(directory: folder.path)
        #expect(chmod(store.path, 0) == 0)
        defer { chmod(store.path, 0o600) }
        _ = session(store)
        expectRefused(store, reason: "Permission denied")
        chmod(store.path, 0o600)
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == #"{"lessons":{"a/b":{"finishedSteps":[0,1,2]}}}"#)
    }

    @Test("a file over 1 MB is refused unread and kept byte for byte")
    func oversized() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ProgressStore(directory: folder.path)
        let big = Data(repeating: 0x20, count: ProgressStore.sizeLimit + 1)
        #expect(FileManager.default.createFile(atPath: store.path, contents: big))
        _ = session(store)
        let warnings = store.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the progress file \(store.path) is 1 MB, over the 1 MB limit for progress") == true, "\(warnings)")
        #expect(store.refusesToSave)
        #expect(FileManager.default.contents(atPath: store.path) == big)
    }

    @Test("a file that becomes unreadable mid-session stops saving from then on")
    func becomesUnreadable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ProgressStore(directory: folder.path)
        store.update { $0.currentLesson = "a/b" }
        #expect(!store.refusesToSave)
        try FileManager.default.removeItem(atPath: store.path)
        try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: false)
        let last = store.update { $0.currentLesson = "c/d" }
        #expect(last.currentLesson == "c/d")
        expectRefused(store, reason: "it is a folder, not a regular file")
    }
}

/// Saved values are checked when loaded: a hand-edited file cannot put a
/// learner at "step -4 of 6".
@Suite("saved values are validated")
struct ProgressValidationTests {
    @Test func negativeStepsAreClamped() throws {
        let json = #"{"currentLesson":"a/b","lessons":{"a/b":{"step":-4,"finishedSteps":[-1,0,2]}}}"#
        let progress = try JSONDecoder().decode(LessonProgress.self, from: Data(json.utf8))
        #expect(progress.record("a/b").step == 0)
        #expect(progress.record("a/b").finishedSteps == [0, 2])
    }

    @Test func stepIsKeptWithinTheLesson() {
        #expect(LessonRecord(step: -4).step(within: 6) == 0)
        #expect(LessonRecord(step: 99).step(within: 6) == 5)
        #expect(LessonRecord(step: 3).step(within: 6) == 3)
        #expect(LessonRecord(step: 3).step(within: 0) == 0)
    }
}
