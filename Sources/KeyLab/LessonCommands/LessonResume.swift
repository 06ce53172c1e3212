import Lessons
import SwiftSubset

/// A learner who comes back to a lesson past its first step in a new
/// session (`:lesson X` after a restart) has lost what the earlier steps
/// declared: the `import UIKit`, the types and values the examples made and
/// the Swift an exercise's `setup:` gave. A step that goes on with those
/// names would then fail with "cannot find 'x' in scope" although the
/// learner did everything asked. So the first time a session shows a lesson
/// past its first step, the declarations of the steps before it are declared
/// again, silently, in the order the steps made them.
///
/// Only declarations are restored (`import`, `let`, `var`, `func`, types,
/// extensions): statements such as `print(…)` or `count += 1` are what a step
/// showed happening, not what later steps build on. Scene commands are not
/// run either: every exercise builds its own screen (`ExerciseScene`).
///
/// Then the declarations the learner typed in the lesson and that compiled
/// (saved with the progress, `LessonRecord.typed`) are declared again, in
/// the order typed: their own types and functions are back too, at any step.
enum LessonResume {
    /// What restoring did: how many declarations were declared again
    /// (the lesson's, then the learner's own) and how many failed.
    struct Outcome: Equatable {
        var declared = 0
        var failed = 0
        /// Of those, the learner's own (`LessonRecord.typed`).
        var typed = 0
    }

    /// The complete Swift entries that declare something, from the
    /// transcripts (shown and hidden lines), then the exercises' `setup:`
    /// lines, of each step before `step`, in order, each once.
    static func declarations(of lesson: Lesson, before step: Int) -> [String] {
        var entries: [String] = []
        var seen: Set<String> = []
        for earlier in lesson.steps.prefix(max(0, step)) {
            // Each transcript and each setup is grouped on its own: one that ends mid-entry spoils no other.
            let groups = earlier.transcripts.map(shownToWork) + earlier.exercises.map(\.setup)
            for entry in groups.flatMap(swiftEntries) where isDeclaration(entry) && !seen.contains(entry) {
                seen.insert(entry)
                entries.append(entry)
            }
        }
        return entries
    }

    /// A transcript's input lines, without the entries it shows failing (a
    /// declaration written to show its error): those are not the learner's to keep.
    static func shownToWork(_ transcript: Transcript) -> [String] {
        var kept: [String] = []
        var entry: [String] = []
        for line in transcript.entries {
            entry.append(line.input)
            // The output of a multi-line entry follows its last line.
            let ended = !line.expectedOutput.isEmpty || !SwiftREPL.needsMoreInput(entry.joined(separator: "\n"))
            guard ended else { continue }
            let failed = line.expectedOutput.contains { $0.contains("error:") || $0.contains("오류:") }
            if !failed { kept += entry }
            entry.removeAll()
        }
        return kept + entry
    }

    /// REPL input lines grouped into complete Swift entries, as the session
    /// groups them; commands (`:add …`) and an entry left unfinished are dropped.
    static func swiftEntries(_ lines: [String]) -> [String] {
        var entries: [String] = []
        var pending: [String] = []
        for line in lines {
            if pending.isEmpty {
                let trimmed = line.trimmingWhitespace
                if trimmed.isEmpty || trimmed.hasPrefix(":") { continue }
            }
            pending.append(line)
            let entry = pending.joined(separator: "\n")
            if !SwiftREPL.needsMoreInput(entry) {
                entries.append(entry)
                pending.removeAll()
            }
        }
        return entries
    }

    /// Words that may come before the keyword of a declaration.
    private static let modifiers: Set<String> = [
        "final", "private", "fileprivate", "internal", "public", "open", "static", "lazy",
        "indirect", "nonisolated", "override", "required", "convenience", "mutating", "weak",
    ]
    private static let keywords: Set<String> = [
        "import", "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "typealias", "actor",
    ]

    /// The entry declares something: after attributes (`@objc`, `@MainActor`)
    /// and modifiers, its first word is a declaration keyword.
    static func isDeclaration(_ entry: String) -> Bool {
        let words = entry.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        for word in words {
            // `private(set)` is the modifier `private`.
            let bare = word.split(separator: "(", maxSplits: 1).first.map(String.init) ?? String(word)
            if word.hasPrefix("@") || modifiers.contains(bare) { continue }
            return keywords.contains(String(word))
        }
        return false
    }

    /// Declares again, in `session`, what the steps before `step` of `lesson` declared.
    /// The replies are not shown: the learner saw them when they took those steps.
    static func restore(_ lesson: Lesson, before step: Int, in session: Session) -> Outcome {
        var outcome = Outcome()
        for entry in declarations(of: lesson, before: step) {
            let reply = session.evaluateSwift(entry)
            if reply.failed { outcome.failed += 1 } else { outcome.declared += 1 }
        }
        return outcome
    }

    /// Declares again, after the lesson's own, what the learner typed in
    /// this lesson in earlier sessions (saved with the progress), in the
    /// order they typed it. A line that fails now counts as failed.
    static func restoreTyped(_ lesson: Lesson, in session: Session, into outcome: inout Outcome) {
        for entry in session.lessons.record(lesson).typed {
            let reply = session.evaluateSwift(entry)
            outcome.typed += 1
            if reply.failed { outcome.failed += 1 } else { outcome.declared += 1 }
        }
    }

    /// Restores `lesson`'s earlier declarations (past its first step) and
    /// the learner's own, the first time this session shows it; nil when
    /// there was nothing to do.
    static func restoreOnArrival(_ lesson: Lesson, in session: Session) -> Outcome? {
        let state = session.lessons
        guard !state.restoredLessons.contains(lesson.id) else { return nil }
        state.restoredLessons.insert(lesson.id)
        var outcome = state.currentStep > 0 ? restore(lesson, before: state.currentStep, in: session) : Outcome()
        restoreTyped(lesson, in: session, into: &outcome)
        return outcome == Outcome() ? nil : outcome
    }

    /// The note `:lesson` shows after restoring (nil when nothing was restored).
    static func note(_ outcome: Outcome?, in session: Session) -> [String] {
        guard let outcome else { return [] }
        let lessons = outcome.declared + outcome.failed - outcome.typed
        var lines: [String] = []
        if lessons > 0 {
            lines += WordWrap.lines(session.messages.resumedDeclarations(lessons), width: session.environment.width)
        }
        if outcome.typed > 0 {
            lines += WordWrap.lines(session.messages.resumedTyped(outcome.typed), width: session.environment.width)
        }
        if outcome.failed > 0 {
            lines += WordWrap.lines(session.messages.resumedDeclarationsFailed(outcome.failed), width: session.environment.width)
        }
        return lines.map(session.style.dim)
    }
}
