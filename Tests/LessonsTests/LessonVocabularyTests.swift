import Testing
@testable import Lessons

/// check-lessons warns when an exercise's solution needs a name no step has shown yet.
@Suite("exercises ask only for what was shown")
struct LessonVocabularyTests {
    static let lesson = """
    ---
    id: k/one
    title: One
    ---

    ## Step

    Observe `keyboardWillShowNotification` with `addObserver`.

    ```exercise
    task: Write the handler; read `view.frame`.
    hint: `notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey]`
    check: x
    solution:
    > let height = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height // a comment names Zebra
    > view.frame.origin.y = -height
    > let names = ["a"].map { item in item + "Quokka" }
    ```

    ## Later

    ```exercise
    task: Again.
    check: x
    solution:
    > let again = keyboardFrameEndUserInfoKey
    ```
    """

    @Test("a name met only in the hint or the solution is reported once, at the exercise")
    func reportsUntaughtNames() {
        let diagnostics = LessonVocabulary.check(text: Self.lesson, file: "one.md", met: ["notification", "userInfo", "UIResponder", "CGRect", "height", "origin", "y", "map"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.line == 10)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.hasPrefix("the solution uses 'keyboardFrameEndUserInfoKey', which no step before") == true,
                "\(diagnostics)")
    }

    @Test("taught by a lesson it requires: no warning")
    func prerequisitesTeach() {
        let diagnostics = LessonVocabulary.check(text: Self.lesson, file: "one.md",
                                                 met: ["notification", "userInfo", "UIResponder", "CGRect", "height", "origin", "y", "map", "keyboardFrameEndUserInfoKey"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
