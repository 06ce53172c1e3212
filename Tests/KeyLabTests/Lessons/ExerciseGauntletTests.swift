import KeyboardSim
import Lessons
import Testing
@testable import KeyLab

/// An exercise's `:controller` checks apply the keyboard gauntlet (DESIGN.md §9)
/// once their own rules hold: the web's most copied answer passes `:focus` and
/// is caught by a keyboard that grows; `gauntlet:` narrows it, with a reason.
@Suite struct ExerciseGauntletTests {
    private static let check = ":controller on iphone-se,iphone-8 portrait,landscape do :focus nickname expect nickname visible"

    private func exercise(_ gauntlet: String = "") -> Exercise? {
        var lines = ["task: t", "check: \(Self.check)"] + AuditFixtures.form.map { "setup: \($0)" }
        lines += ["mistake: a", "mistake: b"]
        if !gauntlet.isEmpty { lines.append(gauntlet) }
        lines += ["solution:", "> 1", "1"]
        return Exercise.parse(lines, firstLine: 2, fenceLine: 1, file: "f.md").0
    }

    private func outcomes(_ exercise: Exercise, _ code: String) -> [ExerciseChecks.Outcome] {
        let session = Session()
        for line in exercise.setup { _ = session.handle(line) }
        _ = session.handle(code)
        return ExerciseChecks.run(exercise, in: session)
    }

    @Test func theMostCopiedAnswerPassesTheFocusAndFailsTheRealWorld() throws {
        let e = try #require(exercise())
        let result = outcomes(e, AuditFixtures.mostCopied)
        #expect(result.count == 2, "the check, then the gauntlet")
        #expect(result[0].passed, "\(result[0].detail)")
        #expect(!result[1].passed)
        // Where, what the user did, what broke, and the line that replays it; never the check's source.
        #expect(result[1].message.hasPrefix("in real use, on iPhone SE (1st), portrait:"), "\(result[1].message)")
        #expect(result[1].message.contains("See it step by step: :audit ViewController "), "\(result[1].message)")
        #expect(result[1].message.contains("`:audit` runs every sequence"), "\(result[1].message)")
        #expect(result[1].detail.hasPrefix("gauntlet ") && result[1].detail.contains(" on iphone-se portrait: "), "\(result[1].detail)")
    }

    @Test func aCarefulControllerPassesEverySequence() throws {
        let e = try #require(exercise())
        let result = outcomes(e, AuditFixtures.careful)
        #expect(result.allSatisfy { $0.passed }, "\(result.map(\.detail))")
        #expect(result.count == 2)
    }

    @Test func narrowingToTheSequencesTaughtSoFarLetsTheNaiveAnswerThrough() throws {
        let shown = try #require(exercise("gauntlet: show, hide-show, cycles because heights that change come later"))
        #expect(outcomes(shown, AuditFixtures.mostCopied).allSatisfy { $0.passed })
        let without = try #require(exercise("gauntlet: all without field-visible, inside-safe-area because only the shift is graded"))
        let rest = outcomes(without, AuditFixtures.mostCopied)
        // With those two not judged the others still are: the CJK keyboard's second WillShow,
        // which `origin.y == 0` ignores, leaves the root where the first keyboard put it (no-drift).
        #expect(rest.count == 2 && rest[0].passed && !rest[1].passed, "\(rest.map(\.detail))")
        #expect(rest.last?.detail.contains(": no-drift: ") == true, "\(rest.map(\.detail))")
        let none = try #require(exercise("gauntlet: none because the exercise is about the handler's name"))
        #expect(outcomes(none, AuditFixtures.mostCopied).count == 1)
    }

    @Test func theGauntletWaitsForTheExercisesOwnRules() throws {
        let e = try #require(exercise())
        // No controller at all: the check says so, and the gauntlet adds nothing.
        let result = outcomes(e, "let x = 1")
        #expect(result.count == 1 && !result[0].passed)
    }

    @Test func koreanLearnersReadItInKorean() throws {
        let e = try #require(exercise())
        let session = Session(environment: SessionEnvironment(language: "ko"))
        for line in e.setup { _ = session.handle(line) }
        _ = session.handle(AuditFixtures.mostCopied)
        let result = ExerciseChecks.run(e, in: session)
        #expect(result.last?.message.hasPrefix("실제로 쓰면 iPhone SE (1st) 세로 방향에서") == true, "\(result.last?.message ?? "")")
    }
}
