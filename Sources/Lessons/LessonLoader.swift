import Foundation

/// Reads one lesson file: front matter with Yams, body with libcmark.
/// Every problem becomes a `file:line: error:` diagnostic; a file with
/// errors yields no lesson but never stops other files from loading.
public enum LessonLoader {
    /// The outcome of loading one file.
    public struct Outcome: Sendable {
        /// The lesson, when the file had no errors.
        public var lesson: Lesson?
        /// Every problem found (empty when `lesson` is set).
        public var diagnostics: [LessonDiagnostic]
    }

    /// The largest lesson file keylab reads. The longest real lesson is a
    /// few tens of KB; a 50 MB file took 17 s and 1.6 GB to parse.
    public static let sizeLimit = 1_048_576

    /// Loads the file at `path`; `language` is the language folder it lives in.
    /// A file over `sizeLimit`, or not a regular file, is refused before it is read.
    public static func load(path: String, language: String) -> Outcome {
        let data: Data
        switch BoundedFileReader.read(path, limit: sizeLimit) {
        case .success(let contents):
            data = contents
        case .failure(.tooLarge(let size, _)):
            return Outcome(lesson: nil, diagnostics: [LessonDiagnostic(file: path, line: 1,
                "this lesson file is \(BoundedFileReader.describe(bytes: size)), over the \(BoundedFileReader.describe(bytes: Int64(sizeLimit))) limit for a lesson; keylab skips it (split it into several lessons)")])
        case .failure(let failure):
            return Outcome(lesson: nil, diagnostics: [LessonDiagnostic(file: path, line: 1, "cannot read this file: \(failure.reason)")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return Outcome(lesson: nil, diagnostics: [LessonDiagnostic(file: path, line: 1, "this file is not UTF-8 text")])
        }
        return parse(text, file: path, language: language)
    }

    /// Parses lesson text; `file` is used in diagnostics and to check the id
    /// against the folder and file names (`01-swift-basics/02-constants.md`).
    public static func parse(_ text: String, file: String, language: String) -> Outcome {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let (yaml, frontLineCount) = FrontMatter.split(lines) else {
            return Outcome(lesson: nil, diagnostics: [LessonDiagnostic(file: file, line: 1,
                "a lesson starts with YAML front matter between '---' lines (id, title, concepts)")])
        }
        var diagnostics: [LessonDiagnostic] = []
        let (front, frontProblems) = FrontMatter.parse(yaml, file: file)
        diagnostics += frontProblems
        if let front { diagnostics += checkIDMatchesPath(front, file: file) }
        // Blank out the front matter so cmark's line numbers are the file's.
        for index in 0..<frontLineCount { lines[index] = "" }
        var parser = MarkdownParser(file: file)
        let blocks = parser.parse(lines.joined(separator: "\n"))
        diagnostics += parser.diagnostics
        let (introduction, steps) = splitSteps(blocks)
        diagnostics += checkAnchors(blocks, steps: steps, file: file)
        if steps.isEmpty {
            diagnostics.append(LessonDiagnostic(file: file, line: frontLineCount + 1,
                "a lesson needs at least one step: a '## ' heading starts each step"))
        }
        guard diagnostics.isEmpty, let front else {
            return Outcome(lesson: nil, diagnostics: diagnostics.sorted { $0.line < $1.line })
        }
        let lesson = Lesson(id: front.id, title: front.title, concepts: front.concepts, requires: front.requires,
                            file: file, language: language, introduction: introduction, steps: steps,
                            idLine: front.idLine, requiresLine: front.requiresLine)
        return Outcome(lesson: lesson, diagnostics: [])
    }

    private static func splitSteps(_ blocks: [MarkdownParser.Located]) -> ([LessonBlock], [LessonStep]) {
        var introduction: [LessonBlock] = []
        var steps: [LessonStep] = []
        for located in blocks {
            if case .heading(2, let inlines) = located.block {
                let (title, anchor, _) = StepKey.splitAnchor(inlines.map(\.plainText).joined())
                steps.append(LessonStep(title: title, line: located.line, blocks: [], anchor: anchor))
            } else if steps.isEmpty {
                introduction.append(located.block)
            } else {
                steps[steps.count - 1].blocks.append(located.block)
            }
        }
        return (introduction, steps)
    }

    /// A `{#name}` ending a step heading must be a valid key, and unique.
    private static func checkAnchors(_ blocks: [MarkdownParser.Located], steps: [LessonStep], file: String) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        for located in blocks {
            guard case .heading(2, let inlines) = located.block,
                  StepKey.splitAnchor(inlines.map(\.plainText).joined()).malformed else { continue }
            diagnostics.append(LessonDiagnostic(file: file, line: located.line,
                "a step anchor '{#name}' names the step for progress with ASCII letters, digits, '-' and '_' (at most 100)"))
        }
        var seen: [String: Int] = [:]
        for step in steps {
            guard let anchor = step.anchor else { continue }
            if let first = seen[anchor] {
                diagnostics.append(LessonDiagnostic(file: file, line: step.line,
                    "two steps have the anchor '{#\(anchor)}' (also on line \(first)); progress needs each step's own"))
            } else {
                seen[anchor] = step.line
            }
        }
        return diagnostics
    }

    /// `01-swift-basics/02-constants.md` must hold `swift-basics/constants`.
    private static func checkIDMatchesPath(_ front: FrontMatter, file: String) -> [LessonDiagnostic] {
        let components = file.split(separator: "/").map(String.init)
        guard components.count >= 2, let fileName = components.last,
              LessonID.isValid(front.id) else { return [] }
        let folder = components[components.count - 2]
        let expected = LessonID.strippingNumber(folder) + "/" + LessonID.strippingNumber(fileName)
        guard LessonID.isValid(expected), expected != front.id else { return [] }
        return [LessonDiagnostic(file: file, line: front.idLine,
            "id '\(front.id)' does not match the file's place: \(folder)/\(fileName) should have id '\(expected)'")]
    }
}
