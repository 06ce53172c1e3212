import Foundation
import Lessons

/// The whole of `keylab check-lessons [PATH] [--lang L] [--bless]`: loads,
/// cross-checks and runs every lesson of the chosen languages (or one file)
/// and reports `file:line: error:` lines and a summary.
public enum LessonSuiteCheck {
    public struct Outcome {
        /// Diagnostics to print, in file order.
        public var diagnostics: [LessonDiagnostic] = []
        /// The summary line(s).
        public var summary: [String] = []
        /// Files rewritten by `--bless`.
        public var blessedFiles: [String] = []
        /// Errors found (not counting corrected transcript output under `--bless`).
        public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    }

    /// Checks `path` (a lessons folder with `en/`, `ko/`, … or one `.md` file).
    /// `languages` nil means every language folder present; `childLimits`
    /// bound each ```` ```swift ```` block's compile and run.
    /// Lessons are checked on up to `threads` threads at once (ParallelWork).
    public static func run(path: String, languages: [String]?, swiftcPath: String?, bless: Bool,
                           childLimits: ChildLimits = ChildLimits(),
                           threads: Int = ParallelWork.defaultThreadCount()) -> Outcome {
        var outcome = Outcome()
        var corrections: [OutputCorrection] = []
        var counts = (lessons: 0, transcripts: 0, exercises: 0, compiled: 0, skipped: 0)
        var perLanguage: [String] = []
        // One language checked (`--lang ko`, or a file under ko/): the report is in it.
        let messages = Messages(reportLanguage(path: path, languages: languages))
        // Every lesson is checked in sessions of its own, so lessons are checked side by side
        // (ParallelWork); the reports are read back in file order.
        var units: [(lesson: Lesson, language: String, root: String?)] = []
        if path.hasSuffix(".md") {
            let components = path.split(separator: "/").map(String.init)
            let language = components.count >= 3 ? components[components.count - 3] : LessonLibrary.baseLanguage
            let loaded = LessonLoader.load(path: path, language: language)
            outcome.diagnostics += loaded.diagnostics
            units += (loaded.lesson.map { [$0] } ?? []).map { ($0, language, nil) }
        } else {
            let chosen = languages ?? languageFolders(in: path)
            if chosen.isEmpty {
                outcome.diagnostics.append(LessonDiagnostic(file: path, line: 1, messages.text(LessonCheckMessage.noLanguageFolders)))
            }
            var seen = Set<String>()
            for language in chosen {
                let library = LessonLibrary(root: path, language: language)
                let own = path + "/" + language + "/"
                for diagnostic in library.diagnostics where diagnostic.file.hasPrefix(own) && seen.insert(diagnostic.description).inserted {
                    outcome.diagnostics.append(diagnostic)
                }
                // Names an exercise needs before a step shows them: warnings, by spelling.
                for diagnostic in LessonVocabulary.check(library) where diagnostic.file.hasPrefix(own) {
                    outcome.diagnostics.append(diagnostic)
                }
                let lessons = library.lessons.filter { $0.language == language }
                perLanguage.append("\(language): \(lessons.count)")
                units += lessons.map { ($0, language, path) }
            }
        }
        let reports = checkInParallel(units, swiftcPath: swiftcPath, childLimits: childLimits, threads: threads)
        for report in reports {
            counts.lessons += 1
            counts.transcripts += report.transcriptCount
            counts.exercises += report.exerciseCount
            counts.compiled += report.compiledCount
            counts.skipped += report.skippedSwiftCount
            corrections += report.corrections
            outcome.diagnostics += report.diagnostics
        }
        if bless && !corrections.isEmpty {
            let blessing = OutputCorrection.bless(corrections, messages: messages)
            outcome.blessedFiles = blessing.files
            let problems = blessing.problems
            // Only corrections really written become notes; the rest stay errors.
            let blessed = Set(blessing.applied.map { "\($0.file):\($0.inputLine)" })
            // Corrected output is no longer an error; report it as a note.
            outcome.diagnostics = outcome.diagnostics.map { diagnostic in
                guard LessonCheckMessage.isOutputDifference(diagnostic.message) else { return diagnostic }
                let key = corrections.first { $0.file == diagnostic.file && (diagnostic.line == $0.inputLine || (diagnostic.line > $0.inputLine && diagnostic.line <= $0.inputLine + max(1, $0.oldCount))) }
                guard let key, blessed.contains("\(key.file):\(key.inputLine)") else { return diagnostic }
                var note = diagnostic
                note.severity = .note
                note.message = messages.text(LessonCheckMessage.blessed, ["message": note.message])
                return note
            }
            outcome.summary += problems
        }
        outcome.diagnostics.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        let blessedCount = outcome.blessedFiles.count
        let summary = messages.text(LessonCheckMessage.summary, [
            "lessons": messages.text(counts.lessons == 1 ? LessonCheckMessage.lessonOne : .lessonMany, ["count": String(counts.lessons)]),
            "languages": perLanguage.isEmpty ? "" : " (" + perLanguage.joined(separator: ", ") + ")",
            "transcripts": String(counts.transcripts),
            "exercises": String(counts.exercises),
            "compiled": String(counts.compiled),
            "skipped": counts.skipped > 0 ? messages.text(LessonCheckMessage.skipped, ["count": String(counts.skipped)]) : "",
            "errors": messages.text(outcome.errorCount == 1 ? LessonCheckMessage.errorOne : .errorMany, ["count": String(outcome.errorCount)]),
            "blessed": blessedCount == 0 ? "" : messages.text(blessedCount == 1 ? LessonCheckMessage.blessedOne : .blessedMany, ["count": String(blessedCount)]),
        ])
        outcome.summary.append(summary)
        return outcome
    }

    /// One report per unit, in the units' order. The costliest lessons (most
    /// exercises, then most transcripts) start first, so no thread is left
    /// with a long lesson at the end while the others idle.
    private static func checkInParallel(_ units: [(lesson: Lesson, language: String, root: String?)], swiftcPath: String?,
                                        childLimits: ChildLimits, threads: Int) -> [LessonChecker.Report] {
        let order = units.indices.sorted { a, b in
            let (x, y) = (units[a].lesson, units[b].lesson)
            return (x.exercises.count, x.transcripts.count, b) > (y.exercises.count, y.transcripts.count, a)
        }
        let reports = ParallelWork.map(order, threads: threads) { index -> (Int, LessonChecker.Report) in
            let unit = units[index]
            var checker = LessonChecker(language: unit.language, lessonsDirectory: unit.root, swiftcPath: swiftcPath)
            checker.childLimits = childLimits
            return (index, checker.check(unit.lesson))
        }
        return reports.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The language of the report: the one language checked, else English.
    static func reportLanguage(path: String, languages: [String]?) -> Language {
        if path.hasSuffix(".md") {
            let components = path.split(separator: "/").map(String.init)
            return Language(code: components.count >= 3 ? components[components.count - 3] : LessonLibrary.baseLanguage)
        }
        if let languages, languages.count == 1 { return Language(code: languages[0]) }
        return .english
    }

    /// Language folders under a lessons root, English first.
    static func languageFolders(in root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let folders = names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        return folders.sorted { ($0 == LessonLibrary.baseLanguage ? "" : $0) < ($1 == LessonLibrary.baseLanguage ? "" : $1) }
    }
}
