import Foundation
import Lessons
import Testing
@testable import KeyLab

/// `:replay` types the step's examples into the learner's session while an
/// exercise is open. The examples are not the learner's work, and when they
/// declare the exercise's own names again the exercise must still work.
@Suite struct ReplayDuringExerciseTests {
    private func session(at lesson: String, nexts: Int, _ name: String) -> (Session, URL) {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-replay-exercise-\(name)")
        try? FileManager.default.removeItem(at: data)
        let session = Session(environment: SessionEnvironment(width: 80, language: "en",
                                                              lessonsDirectory: LessonDiscovery.sourceTreeLessons,
                                                              dataDirectory: data.path))
        _ = session.handle(":lesson \(lesson)")
        for _ in 0..<nexts { _ = session.handle(":next") }
        return (session, data)
    }

    /// The stride step's examples hold a `for` loop: after :replay, a sum
    /// typed in must not pass the "with a for-in loop" check.
    @Test func replayedLoopsAreNotTheLearnersLoop() {
        let (session, data) = session(at: "swift-basics/flow-control", nexts: 4, "for")
        defer { try? FileManager.default.removeItem(at: data) }
        #expect(session.handle(":replay").output.contains("keylab> for t in stride"))
        _ = session.handle("var evenSum = 2550")
        let check = session.handle(":check")
        #expect(check.failed, "\(check.output)")
        _ = session.handle("var evenSum = 0")
        _ = session.handle("for n in stride(from: 2, through: 100, by: 2) { evenSum += n }")
        #expect(!session.handle(":check").failed)
    }

    /// The @escaping step's examples declare `observers` again: the
    /// exercise's own `observers` and `post(height:)` must still be the ones
    /// the learner's code meets.
    @Test func replayedDeclarationsDoNotBreakTheExercise() {
        let (session, data) = session(at: "swift-basics/closures", nexts: 5, "observers")
        defer { try? FileManager.default.removeItem(at: data) }
        let replay = session.handle(":replay").output
        #expect(replay.contains("keyboard: 336.0"))
        #expect(replay.contains("(the exercise's own declarations are made again after the examples)"))
        _ = session.handle("func addObserver(using block: @escaping (Double) -> Void) { observers.append(block) }")
        _ = session.handle("addObserver { height in viewY = -height }")
        let check = session.handle(":check")
        #expect(!check.failed, "\(check.output)")
    }

    /// The map step's examples declare `heights` with three values; the
    /// exercise's `heights` has four.
    @Test func replayedValuesDoNotReplaceTheExercisesValues() {
        let (session, data) = session(at: "swift-basics/closures", nexts: 3, "heights")
        defer { try? FileManager.default.removeItem(at: data) }
        _ = session.handle(":replay")
        _ = session.handle("let lifts = heights.map { -$0 }")
        let check = session.handle(":check")
        #expect(!check.failed, "\(check.output)")
    }
}
