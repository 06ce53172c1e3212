import SimUIKit

/// Which view controller an exercise's `:controller` check means when it
/// names none. A learner who follows the course in one session has the
/// `ViewController` of earlier lessons still declared when a later exercise
/// asks for a `SignUpViewController`: "the only one declared" would then
/// refuse the correct answer as ambiguous (found by the tmux walk of the
/// whole course, issue 27). The controller the learner declared since this
/// exercise started is the one they mean.
enum ExerciseController {
    /// The one view controller class declared since the current exercise
    /// started, when more than one is declared in all; nil otherwise (the
    /// check then takes the only one, or says which to name).
    static func recent(in session: Session) -> String? {
        let declared = ControllerBinding.controllerClasses(in: session.swift)
        guard Set(declared).count > 1 else { return nil }
        let entries = session.swift.acceptedEntries.dropFirst(session.lessons.swiftEntriesBeforeExercise)
        let recent = Set(declared.filter { name in entries.contains { declares(name, in: $0) } })
        return recent.count == 1 ? recent.first : nil
    }

    /// The entry declares `class NAME` (as a whole word, not a comment's).
    static func declares(_ name: String, in entry: String) -> Bool {
        for line in entry.split(separator: "\n") {
            let code = line.components(separatedBy: "//")[0]
            let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for (index, word) in words.enumerated().dropLast() where word == "class" && words[index + 1] == name {
                return true
            }
        }
        return false
    }
}
