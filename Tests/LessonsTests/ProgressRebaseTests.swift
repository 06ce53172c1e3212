import Foundation
import Testing
@testable import Lessons

/// Saved progress moved to a lesson whose steps changed since it was saved.
@Suite("progress keyed by step")
struct ProgressRebaseTests {
    /// A layout from `key:exercises` words (`"beta:1"`: step beta with one exercise).
    func layout(_ words: String) -> StepLayout {
        let steps = words.split(separator: " ").map { word -> (String, Int) in
            let parts = word.split(separator: ":")
            return (String(parts[0]), parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
        }
        return StepLayout(keys: steps.map(\.0), exerciseCounts: steps.map(\.1))
    }

    /// The record a learner who finished everything before `summary` has.
    let before = LessonRecord(step: 2, finishedSteps: [0, 1], finishedExercises: ["1.0"],
                              stepKeys: ["alpha", "beta", "gamma", "summary"])

    @Test("a split step: the place stays on the same step, and both parts of a finished step are finished")
    func split() {
        // beta split in two; its exercise moved to the second part.
        let after = before.rebased(onto: layout("alpha beta beta-continued:1 gamma summary"))
        #expect(after.step == 3)
        #expect(after.finishedSteps == [0, 1, 2])
        #expect(after.finishedExercises == ["2.0"])
        #expect(after.stepKeys == ["alpha", "beta", "beta-continued", "gamma", "summary"])
    }

    @Test("a finished lesson stays finished when a step is split")
    func finishedLessonStaysFinished() {
        let finished = LessonRecord(step: 3, finishedSteps: [0, 1, 2, 3], finishedExercises: ["1.0"],
                                    stepKeys: ["alpha", "beta", "gamma", "summary"])
        let after = finished.rebased(onto: layout("alpha alpha-2 beta beta-more:1 gamma summary"))
        #expect(after.isFinished(stepCount: 6))
        #expect(after.step == 5)
    }

    @Test("a new exercise reopens the lesson; a new step of reading after a finished step does not")
    func insertions() {
        let reading = before.rebased(onto: layout("alpha aside beta:1 gamma summary"))
        #expect(reading.finishedSteps == [0, 1, 2])
        #expect(reading.finishedExercises == ["2.0"])
        #expect(reading.step == 3)
        let exercise = before.rebased(onto: layout("alpha try-it:1 beta:1 gamma summary"))
        #expect(exercise.finishedSteps == [0, 2])
        #expect(!exercise.finishedExercises.contains("1.0"))
    }

    @Test("reordered steps keep their marks; a removed step sends the learner to the one after it")
    func reorderAndRemove() {
        let reordered = before.rebased(onto: layout("beta:1 alpha gamma summary"))
        #expect(reordered.finishedSteps == [0, 1])
        #expect(reordered.finishedExercises == ["0.0"])
        #expect(reordered.step == 2)
        let removed = before.rebased(onto: layout("alpha beta:1 summary"))
        #expect(removed.step == 2)
        #expect(removed.finishedSteps == [0, 1])
    }

    @Test("a renamed step keeps its place and mark, but its solved exercise is not given to the new one")
    func renamed() {
        let after = before.rebased(onto: layout("alpha your-turn:1 gamma summary"))
        #expect(after.finishedSteps == [0])
        #expect(after.finishedExercises.isEmpty)
        let onIt = LessonRecord(step: 1, stepKeys: ["alpha", "beta", "gamma"]).rebased(onto: layout("alpha b gamma"))
        #expect(onIt.step == 1)
    }

    @Test("a record from before step keys keeps its positions and is stamped with the lesson's keys")
    func oldRecordKeepsPositions() {
        let old = LessonRecord(step: 2, finishedSteps: [0, 1], finishedExercises: ["1.0"])
        let after = old.rebased(onto: layout("alpha beta:1 beta-2 gamma"))
        #expect(after == LessonRecord(step: 2, finishedSteps: [0, 1], finishedExercises: ["1.0"],
                                      stepKeys: ["alpha", "beta", "beta-2", "gamma"]))
    }

    @Test("an old file without step keys still loads, and is saved with them from then on")
    func oldFileLoads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("progress.json", #"{"currentLesson":"a/b","lessons":{"a/b":{"step":2,"finishedSteps":[0,1],"finishedExercises":["1.0"]}}}"#)
        let store = ProgressStore(directory: folder.path)
        let loaded = store.load()
        #expect(store.takeWarnings() == [])
        #expect(loaded.record("a/b") == LessonRecord(step: 2, finishedSteps: [0, 1], finishedExercises: ["1.0"]))
        let current = layout("alpha beta:1 gamma")
        store.update { $0.update("a/b") { record in record = record.rebased(onto: current) } }
        let reloaded = ProgressStore(directory: folder.path).load().record("a/b")
        #expect(reloaded == LessonRecord(step: 2, finishedSteps: [0, 1], finishedExercises: ["1.0"], stepKeys: ["alpha", "beta", "gamma"]))
        // Split since: the learner is still on gamma.
        #expect(reloaded.rebased(onto: layout("alpha beta beta-2:1 gamma")).step == 3)
    }

    @Test("step keys that are not a list of names cost a warning, not the file nor the lesson's positions")
    func unreadableStepKeys() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("progress.json", """
            {"lessons":{"a/b":{"step":1,"finishedSteps":[0],"stepKeys":{"x":1}},
                        "c/d":{"step":3,"stepKeys":[1,2]},
                        "e/f":{"step":1,"finishedSteps":[0],"stepKeys":["one","two"]}}}
            """)
        let store = ProgressStore(directory: folder.path)
        let loaded = store.load()
        #expect(store.takeWarnings() == ["warning: the progress file \(store.path) names the steps of a/b, c/d in a form keylab cannot read; that progress is taken by step position"])
        #expect(loaded.record("a/b").step == 1 && loaded.record("a/b").finishedSteps == [0])
        #expect(loaded.record("c/d").step == 3)
        #expect(loaded.record("e/f").stepKeys == ["one", "two"])
        // Said once per session, though every save reads the file again.
        store.update { $0.currentLesson = "e/f" }
        #expect(store.takeWarnings() == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["progress.json", "progress.lock"])
    }

    @Test("hand-edited positions and exercise names never crash, and what is not understood is kept as it is")
    func hostileRecord() {
        let hostile = LessonRecord(step: Int.max, finishedSteps: [0, 7, Int.max],
                                   finishedExercises: ["-1.0", "1.-2", "99999999999999999999.0", "a.b", "", "0.5", "1.0.0", "9.0"],
                                   stepKeys: ["beta", "beta", "", "alpha"])
        let after = hostile.rebased(onto: layout("alpha beta:1 gamma"))
        #expect(after.step(within: 3) == 2)
        #expect(after.finishedSteps.contains(7) && after.finishedSteps.contains(Int.max))
        // Not `STEP.N`, or a step past the saved keys: kept verbatim; `0.5` names an exercise beta no longer has.
        #expect(after.finishedExercises == ["-1.0", "1.-2", "99999999999999999999.0", "a.b", "", "1.0.0", "9.0"])
        #expect(LessonRecord(step: 5, stepKeys: []).rebased(onto: layout("alpha")).step == 5)
        #expect(LessonRecord(step: 0, finishedSteps: [0], stepKeys: ["alpha"]).rebased(onto: StepLayout(keys: [], exerciseCounts: [])).step == 0)
    }

    @Test("any saved layout moved onto any lesson gives places inside the lesson, and solved exercises name exercises that exist")
    func randomLayouts() {
        var generator = SplitMix(seed: 42)
        let names = ["a", "b", "c", "d", "e", "f", "g"]
        for _ in 0..<500 {
            let saved = names.filter { _ in generator.next() % 3 != 0 }.shuffled(using: &generator)
            let current = names.filter { _ in generator.next() % 3 != 0 }.shuffled(using: &generator)
            let counts = current.map { _ in Int(generator.next() % 3) }
            let savedCounts = saved.map { _ in Int(generator.next() % 3) }
            var exercises: Set<String> = []
            for (step, count) in savedCounts.enumerated() where count > 0 { exercises.insert("\(step).0") }
            let record = LessonRecord(step: saved.isEmpty ? 0 : Int(generator.next() % UInt64(saved.count)),
                                      finishedSteps: Set(saved.indices.filter { _ in generator.next() % 2 == 0 }),
                                      finishedExercises: exercises, stepKeys: saved)
            let after = record.rebased(onto: StepLayout(keys: current, exerciseCounts: counts))
            #expect(current.isEmpty ? after.step == 0 : (0..<current.count).contains(after.step))
            #expect(after.finishedSteps.allSatisfy { current.indices.contains($0) })
            for key in after.finishedExercises {
                let parts = key.split(separator: ".").compactMap { Int($0) }
                #expect(parts.count == 2 && current.indices.contains(parts[0]) && parts[1] < counts[parts[0]])
            }
            // A step kept under its key keeps its finished mark when it has no exercise.
            for (index, key) in saved.enumerated() where record.finishedSteps.contains(index) {
                if let now = current.firstIndex(of: key), counts[now] == 0 { #expect(after.finishedSteps.contains(now)) }
            }
        }
    }
}

/// A small seeded generator, so the random layouts are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
