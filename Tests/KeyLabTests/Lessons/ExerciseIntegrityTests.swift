import Testing
@testable import KeyLab
@testable import Lessons

/// Exercises cannot be passed by accident (issue 15): each starts from its own
/// scene, rejects the mistakes the lesson is about, and a failed check never
/// gives the answer away.
@Suite("exercise integrity on the shipped course")
struct ExerciseIntegrityTests {
    @Test("what an earlier lesson left on screen does not pass the next exercise")
    func leftoversDoNotPass() throws {
        let course = CourseSession()
        let observers = try course.openExercise("keyboard/observers")
        course.type(observers.solution.inputs)
        #expect(!course.type(":check").failed)
        try course.openExercise("keyboard/shift-view")
        let check = course.type(":check")
        #expect(check.failed, "passed before anything was typed:\n\(check.output)")
    }

    @Test("the sign-up screen of the shift-view exercise is built for the learner")
    func exerciseSceneIsBuilt() throws {
        let course = CourseSession()
        let exercise = try course.openExercise("keyboard/shift-view")
        let scene = course.type(":scene").output
        #expect(scene.contains("email") && scene.contains("nickname"), "\(scene)")
        course.type(exercise.solution.inputs)
        #expect(!course.type(":strategy code").failed)
        #expect(!course.type(":focus nickname").failed)
        #expect(!course.type(":check").failed)
    }

    @Test("an iPad chosen earlier does not change the next exercise's numbers")
    func deviceIsReset() throws {
        let course = CourseSession()
        course.type(":device ipad")
        let exercise = try course.openExercise("keyboard/the-problem")
        course.type(exercise.solution.inputs)
        let check = course.type(":check")
        #expect(!check.failed, "\(check.output)")
    }

    @Test(":replay of a step that builds a scene can be repeated")
    func replayIsRepeatable() throws {
        let course = CourseSession()
        course.type(":lesson keyboard/shift-view")
        course.type(":next")
        let first = course.type(":replay")
        let second = course.type(":replay")
        #expect(!first.output.contains("already exists"))
        #expect(!second.output.contains("already exists"), "\(second.output)")
        #expect(first.output == second.output)
    }

    /// The wrong answers issue 15 found accepted; each must now fail `:check`.
    static let acceptedMistakes: [(lesson: String, ordinal: Int, lines: [String])] = [
        ("swift-basics/data-types", 0, ["let steps = 8000", "let distance = 5.6", "let reachedGoal = true", "let grade = \"A\""]),
        ("swift-basics/constants", 0, ["var appVersion = \"1.2.0\"", "var launches = 0", "launches += 1", "launches += 1"]),
        ("swift-basics/type-safety", 0, ["let unitPrice = 2.5", "let count = 4", "let total = 10.0"]),
        ("keyboard/rotation", 0, [":rotate landscape"]),
        ("keyboard/observers", 0, [":strategy shift-view", ":focus nickname"]),
        ("keyboard/edge-cases", 0, [":strategy move bar", ":focus message"]),
        ("keyboard/first-responder", 0, [":focus nickname", "let hidden = 44"]),
    ]

    @Test("the mistakes a lesson is about fail :check", arguments: 0..<acceptedMistakes.count)
    func mistakesFail(index: Int) throws {
        let (lesson, ordinal, lines) = Self.acceptedMistakes[index]
        for language in LessonLanguage.supported {
            let course = CourseSession(language: language)
            try course.openExercise(lesson, ordinal: ordinal)
            course.type(lines)
            let check = course.type(":check")
            #expect(check.failed, "\(language) \(lesson) accepts \(lines):\n\(check.output)")
        }
    }

    @Test("a failed check names what is wrong but never the expected value or the check")
    func failedCheckKeepsTheAnswer() throws {
        let course = CourseSession()
        try course.openExercise("keyboard/the-problem")
        course.type([":add textfield phone 20 300 335 44", ":focus phone"])
        let phone = course.type(":check").output
        #expect(phone.contains("phone"))
        #expect(!phone.contains("365") && !phone.contains(":expect") && !phone.contains("expected"), "\(phone)")

        try course.openExercise("keyboard/notifications")
        course.type(["func notificationOrder(showing: Bool) -> [String] {",
                     "return [\"keyboardWillChangeFrame\", \"keyboardWillHide\", \"keyboardDidChangeFrame\", \"keyboardDidHide\"]", "}"])
        let order = course.type(":check")
        #expect(order.failed, "a hard-coded list passes for both orders")
        #expect(!order.output.contains("keyboardWillShow") && !order.output.contains("notificationOrder(showing:"), "\(order.output)")

        try course.openExercise("keyboard/constraints")
        course.type(["func correctedConstant(keyboardHeight: Double, safeAreaBottom: Double) -> Double {", "return -301", "}"])
        let constant = course.type(":check")
        #expect(constant.failed, "a hard-coded iPhone X constant passes for every device")
        #expect(!constant.output.contains("-258") && !constant.output.contains("correctedConstant(keyboardHeight:"), "\(constant.output)")

        try course.openExercise("swift-basics/data-types")
        course.type(["let steps = 8000", "let distance = 5.6", "let reachedGoal = true", "let grade = \"A\""])
        let grade = course.type(":check").output
        #expect(grade.contains("`grade` must be a `Character` constant"), "\(grade)")
        #expect(!grade.contains(":declared"))
    }

    @Test(":solution opens only after a failed :check of an attempt, not after reading every hint or an empty :check")
    func solutionAfterFailedCheck() throws {
        let course = CourseSession()
        let exercise = try course.openExercise("swift-basics/variables")
        for _ in exercise.hints { course.type(":hint") }
        #expect(course.type(":solution").failed)
        // Nothing typed yet: a :check is not an attempt.
        #expect(course.type(":check").failed)
        #expect(course.type(":solution").failed)
        course.type("var lives = 1")
        #expect(course.type(":check").failed)
        #expect(!course.type(":solution").failed)
    }

    @Test(":next on the last step offers the next lesson, finished or not")
    func lastStepOffersNextLesson() throws {
        let course = CourseSession()
        course.type(":lesson swift-basics/variables")
        let lesson = try #require(course.session.lessons.currentLesson)
        for _ in 1..<lesson.steps.count { course.type(":next") }
        let end = course.type(":next").output
        #expect(end.contains("Next: "), "\(end)")
        #expect(end.contains(":lesson swift-basics/constants"), "\(end)")
    }

    // "check-lessons proves every exercise: fresh, each mistake, solution" ran the whole course a
    // second time inside `swift test`; `make test` runs it once, as `make check-lessons` (every
    // language, swift blocks included), which reports the same errors, too few mistakes among them.
}

@Suite("exercise scenes in the learner's session")
struct ExerciseSceneTests {
    @Test("showing the same exercise again keeps the learner's work; :retry starts over")
    func reshowKeepsWork() throws {
        let course = CourseSession()
        try course.openExercise("keyboard/the-problem")
        course.type([":add textfield phone 20 365 335 44", ":focus phone"])
        course.type(":lesson keyboard/the-problem")
        #expect(!course.type(":check").failed)
        #expect(!course.type(":retry").failed)
        #expect(course.type(":check").failed)
        #expect(course.type(":scene").output.contains("nickname"))
        #expect(!course.type(":scene").output.contains("phone"))
    }
}

extension ExerciseSceneTests {
    @Test("a loop typed before the exercise started does not pass its :entered check")
    func enteredCountsFromTheExercise() throws {
        let course = CourseSession()
        course.type("var total = 0")
        course.type("while total < 3 { total += 1 }")
        try course.openExercise("swift-basics/flow-control", ordinal: 1)
        course.type(["var n = 0", "var halvings = 10"])
        #expect(course.type(":check").failed)
        // The check is tied to the graded name: a loop must count into `halvings`.
        course.type(["var m = 1000", "while m > 0 { m /= 2 }", "n = 0"])
        #expect(course.type(":check").failed)
        course.type(["halvings = 0", "m = 1000", "while m > 0 { m /= 2; halvings += 1 }"])
        #expect(!course.type(":check").failed)
    }

    @Test("a Korean learner reads the Korean fail: text")
    func koreanFailText() throws {
        let course = CourseSession(language: "ko")
        try course.openExercise("swift-basics/data-types")
        course.type(["let steps = 8000", "let distance = 5.6", "let reachedGoal = true", "let grade = \"A\""])
        let output = course.type(":check").output
        #expect(output.contains("`grade`는 `Character` 상수여야 해요"), "\(output)")
    }
}
