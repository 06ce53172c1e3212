import Lessons
import Testing
@testable import KeyLab

/// `:predict PATH VALUE`: the guess waits for the next event, whose report
/// starts by comparing it with the real value; exercises can ask for it.
@Suite struct PredictCommandTests {
    private func signUp(_ language: String = "en") -> Session {
        let session = Session(environment: SessionEnvironment(language: language))
        for line in [":add textfield nickname 20 480 335 44", ":strategy shift-view", ":explain off", ":draw off"] {
            _ = session.handle(line)
        }
        return session
    }

    @Test func aRightGuessIsConfirmedWithItsNumber() {
        let session = signUp()
        #expect(!session.handle(":predict view.y -258").failed)
        let report = session.handle(":focus nickname").output
        #expect(report.hasPrefix("✓ you predicted view.y = -258: right"), "\(report)")
    }

    @Test func aWrongGuessShowsBothNumbers() {
        let session = signUp()
        _ = session.handle(":predict view.y -200")
        let report = session.handle(":focus nickname").output
        #expect(report.hasPrefix("✗ you predicted view.y = -200, it is -258"), "\(report)")
    }

    @Test func theGuessIsRevealedOnceBeforeTheReport() {
        let session = signUp()
        _ = session.handle(":predict nickname.covered 0")
        #expect(session.handle(":predict").output.contains("nickname.covered = 0"))
        let first = session.handle(":focus nickname").output
        #expect(first.contains("nickname.covered"))
        #expect(first.firstIndex(of: "✓") ?? first.endIndex < (first.range(of: "verdict")?.lowerBound ?? first.startIndex))
        let second = session.handle(":dismiss").output
        #expect(!second.contains("predicted"))
        #expect(session.handle(":predict").output.contains("no prediction is waiting"))
    }

    @Test func badPredictionsAreRefusedClearly() {
        let session = signUp()
        let unknown = session.handle(":predict nicknam.y 3")
        #expect(unknown.failed)
        #expect(unknown.output.contains("no view named 'nicknam'"))
        #expect(session.handle(":predict view.y").output.contains("missing VALUE"))
        #expect(session.handle(":predict view.y abc").output.contains("VALUE must be a number"))
        #expect(session.handle(":predict view.y 1 2").failed)
    }

    @Test func koreanRevealIsKorean() {
        let session = signUp("ko")
        _ = session.handle(":predict view.y -200")
        let report = session.handle(":focus nickname").output
        #expect(report.hasPrefix("✗ 예측 view.y = -200, 실제 값은 -258이에요"), "\(report)")
    }

    @Test func pathsComplete() {
        let session = signUp()
        #expect(session.completions(for: ":predict nickname.co").contains("nickname.covered"))
        #expect(session.completions(for: ":pred") == [":predict"])
    }

    @Test func predictedChecksNeedAGuessMadeBeforeTheEvent() {
        #expect(CheckPrimitive.parse(":predicted view.y") == .success(.predicted(path: "view.y", right: false)))
        #expect(CheckPrimitive.parse(":predicted view.y right") == .success(.predicted(path: "view.y", right: true)))
        #expect((try? CheckPrimitive.parse(":predicted").get()) == nil)
        let any = ExerciseCheck(text: ":predicted view.y", line: 1)
        let right = ExerciseCheck(text: ":predicted view.y right", line: 1)

        let seenFirst = signUp()
        _ = seenFirst.handle(":focus nickname")
        _ = seenFirst.handle(":expect view.y == -258")
        #expect(!ExerciseChecks.run(any, in: seenFirst).passed, "looking without predicting must not pass")

        let wrong = signUp()
        _ = wrong.handle(":predict view.y 0")
        _ = wrong.handle(":focus nickname")
        #expect(ExerciseChecks.run(any, in: wrong).passed)
        let outcome = ExerciseChecks.run(right, in: wrong)
        #expect(!outcome.passed)
        #expect(!outcome.message.contains("258"), "a failed check never gives the value away")

        let good = signUp()
        _ = good.handle(":predict view.y -258")
        _ = good.handle(":focus nickname")
        #expect(ExerciseChecks.run(right, in: good).passed)
    }
}
