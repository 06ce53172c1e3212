import Foundation
import Testing
@testable import Lessons

@Suite struct ProgressStoreTests {
    @Test func savesAndReloads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ProgressStore(directory: folder.path + "/data/keylab")
        #expect(store.load() == LessonProgress())
        store.update { progress in
            progress.currentLesson = "basics/constants"
            progress.update("basics/constants") { $0.step = 2; $0.finishedSteps.insert(0); $0.finishedExercises.insert("1.0") }
        }
        let reloaded = ProgressStore(directory: folder.path + "/data/keylab").load()
        #expect(reloaded.currentLesson == "basics/constants")
        #expect(reloaded.record("basics/constants") == LessonRecord(step: 2, finishedSteps: [0], finishedExercises: ["1.0"]))
        // Written by rename: no temporary file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/data/keylab")
        #expect(names.sorted() == ["progress.json", "progress.lock"])
        #expect(store.takeWarnings() == [])
    }

    @Test func corruptFileIsSetAsideWithAWarning() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("progress.json", "{ this is not json")
        let store = ProgressStore(directory: folder.path)
        #expect(store.load() == LessonProgress())
        let warnings = store.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("warning: could not read the progress file \(folder.path)/progress.json; moved it to \(folder.path)/progress.json.corrupt-") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("progress.json.corrupt-") })
        #expect(!names.contains("progress.json"))
        // The learner goes on: the next change writes a good file.
        store.update { $0.currentLesson = "a/b" }
        #expect(ProgressStore(directory: folder.path).load().currentLesson == "a/b")
    }

    @Test func unwritableFolderWarnsInsteadOfCrashing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("file", "x")
        let store = ProgressStore(directory: folder.path + "/file/sub")
        store.update { $0.currentLesson = "a/b" }
        #expect(store.takeWarnings().first?.hasPrefix("warning: progress cannot be saved") == true)
    }

    @Test func concurrentWritersLoseNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path
        // Separate store objects stand for separate keylab processes: each
        // opens its own lock descriptor, so flock serialises them.
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let store = ProgressStore(directory: path)
                    for n in 0..<25 {
                        store.update { $0.update("w/\(writer)") { $0.finishedExercises.insert("\(n)") } }
                    }
                }
            }
        }
        let progress = ProgressStore(directory: path).load()
        for writer in 0..<4 {
            #expect(progress.record("w/\(writer)").finishedExercises.count == 25)
        }
    }
}

@Suite("progress that cannot be saved")
struct UnsavableProgressTests {
    @Test("a folder that cannot be created is reported once, and updates still apply in memory")
    func reportedOnce() {
        // A file where the folder should be: creating the folder fails even for root.
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-blocker-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8))
        let store = ProgressStore(directory: blocker.path + "/keylab")
        var last = LessonProgress()
        for step in 1...3 {
            last = store.update { $0.currentLesson = "swift-basics/step-\(step)" }
        }
        #expect(last.currentLesson == "swift-basics/step-3")
        #expect(store.lastSaveFailed)
        let warnings = store.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("progress cannot be saved") == true)
        #expect(warnings.first?.contains("NSCocoaErrorDomain") == false)
    }

    @Test("an interrupted save leaves the previous file intact")
    func atomicSave() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-atomic-\(UUID().uuidString)")
        let store = ProgressStore(directory: folder.path)
        store.update { $0.currentLesson = "swift-basics/variables" }
        let before = try String(contentsOfFile: store.path, encoding: .utf8)
        // A save killed before its rename leaves only a temporary file behind.
        _ = FileManager.default.createFile(atPath: store.path + ".tmp-99999", contents: Data("{ half a fi".utf8))
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == before)
        #expect(ProgressStore(directory: folder.path).load().currentLesson == "swift-basics/variables")
    }
}
