import Foundation

/// A lesson's exercise asks only for what the learner has met: every name an
/// exercise's solution uses appears before that exercise, in the lesson's own
/// text (prose, code, transcripts, the task), in a lesson it requires
/// (directly or through others), or in an earlier topic's lessons. A name met
/// first in a hint or in the solution itself is reported as a warning: the
/// learner is asked for something no step has shown yet.
///
/// The test is by spelling, not by meaning (a name mentioned in passing
/// counts as met), so it finds the clear cases: `keyboardFrameEndUserInfoKey`
/// needed one lesson before the lesson that shows it.
public enum LessonVocabulary {
    /// Swift's keywords and the words every solution may use unannounced.
    static let known: Set<String> = [
        "class", "struct", "enum", "func", "let", "var", "if", "else", "guard", "return", "self", "super",
        "import", "override", "init", "deinit", "true", "false", "nil", "as", "is", "in", "for", "while",
        "switch", "case", "default", "break", "continue", "where", "weak", "unowned", "lazy", "static",
        "private", "fileprivate", "public", "internal", "final", "mutating", "throws", "throw", "try", "catch",
        "do", "defer", "some", "any", "Self", "protocol", "extension", "typealias", "get", "set", "willSet",
        "didSet", "inout", "repeat", "rethrows", "async", "await", "objc", "escaping", "discardableResult",
    ]

    /// Warnings for the library's lessons (read again from their files).
    public static func check(_ library: LessonLibrary) -> [LessonDiagnostic] {
        var texts: [String: String] = [:]
        for lesson in library.lessons {
            texts[lesson.id] = (try? String(contentsOfFile: lesson.file, encoding: .utf8)) ?? ""
        }
        var diagnostics: [LessonDiagnostic] = []
        for lesson in library.lessons {
            var met = Set<String>()
            for other in library.lessons where other.topic < lesson.topic || prerequisites(of: lesson, in: library).contains(other.id) {
                met.formUnion(names(in: texts[other.id] ?? ""))
            }
            diagnostics += check(text: texts[lesson.id] ?? "", file: lesson.file, met: met)
        }
        return diagnostics
    }

    /// Every lesson `lesson` requires, directly or through others.
    static func prerequisites(of lesson: Lesson, in library: LessonLibrary) -> Set<String> {
        var found = Set<String>()
        var queue = lesson.requires
        while let id = queue.popLast() {
            guard found.insert(id).inserted, let required = library.lesson(id: id) else { continue }
            queue += required.requires
        }
        return found
    }

    /// Warnings for one lesson's text, given the names met in other lessons.
    static func check(text: String, file: String, met: Set<String>) -> [LessonDiagnostic] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var diagnostics: [LessonDiagnostic] = []
        var seen = met
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.trimmingCharacters(in: .whitespaces).hasPrefix("```exercise") else {
                seen.formUnion(names(in: line))
                index += 1
                continue
            }
            let fence = index + 1
            var end = index + 1
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
            let body = Array(lines[min(index + 1, end)..<end])
            let (task, solution) = parts(of: body)
            let taught = seen.union(names(in: task))
            let code = solution.map(stripped).joined(separator: "\n")
            let declared = declaredNames(in: code)
            let missing = names(in: code).subtracting(taught).subtracting(known).subtracting(declared).sorted()
            if !missing.isEmpty {
                diagnostics.append(LessonDiagnostic(file: file, line: fence,
                    "the solution uses \(missing.map { "'\($0)'" }.joined(separator: ", ")), which no step before this exercise (nor a lesson it requires) shows; teach it first or move the exercise",
                    severity: .warning))
            }
            // Once solved, the exercise's names are met.
            seen.formUnion(names(in: body.joined(separator: "\n")))
            index = end + 1
        }
        return diagnostics
    }

    /// The task's text and the solution's lines (`> ` inputs) of an exercise block.
    static func parts(of body: [String]) -> (task: String, solution: [String]) {
        var task: [String] = []
        var solution: [String] = []
        var inTask = false
        var inSolution = false
        for line in body {
            if inSolution {
                // Swift lines only: a keylab command (`:focus nickname`) names no Swift.
                let input = String(line.dropFirst(line.hasPrefix("> ") ? 2 : 1))
                if line.hasPrefix(">"), !input.hasPrefix(":") { solution.append(input) }
                continue
            }
            if let colon = line.firstIndex(of: ":"), Exercise.keys.contains(String(line[..<colon])) {
                let key = line[..<colon]
                inTask = key == "task"
                inSolution = key == "solution"
                if inTask { task.append(String(line[line.index(after: colon)...])) }
                continue
            }
            if inTask { task.append(line) }
        }
        return (task.joined(separator: "\n"), solution)
    }

    /// A code line without its `//` comment and the text of its string literals.
    static func stripped(_ line: String) -> String {
        var out = ""
        var inString = false
        var previous: Character = " "
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            if inString {
                if character == "\"" && previous != "\\" { inString = false; out.append("\"") }
                previous = character == "\\" && previous == "\\" ? " " : character
                continue
            }
            if character == "/" && previous == "/" { out.removeLast(); break }
            if character == "\"" { inString = true }
            out.append(character)
            previous = character
        }
        return out
    }

    /// Identifiers in a text.
    static func names(in text: String) -> Set<String> {
        var result = Set<String>()
        var current = ""
        for scalar in text.unicodeScalars {
            let isStart = (scalar >= "A" && scalar <= "Z") || (scalar >= "a" && scalar <= "z") || scalar == "_"
            if isStart || (!current.isEmpty && scalar >= "0" && scalar <= "9") {
                current.unicodeScalars.append(scalar)
            } else {
                if !current.isEmpty { result.insert(current) }
                current = ""
            }
        }
        if !current.isEmpty { result.insert(current) }
        return result
    }

    /// Names the code declares itself: after `class`, `func`, `let`, `case`, …, and closure parameters (`x, y in`).
    static func declaredNames(in code: String) -> Set<String> {
        var result = Set<String>()
        let words = code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        let introducers: Set<String> = ["class", "struct", "enum", "func", "let", "var", "case", "protocol", "typealias"]
        for (offset, word) in words.enumerated() where offset > 0 && introducers.contains(words[offset - 1]) {
            result.insert(word)
        }
        // Parameters of a function declared here: on a `func` line, a name right before `:`.
        for line in code.split(separator: "\n") where line.contains("func ") {
            let parts = line.split(separator: ":", omittingEmptySubsequences: false).dropLast()
            for part in parts {
                if let last = part.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last,
                   part.last.map({ $0.isLetter || $0.isNumber || $0 == "_" }) == true {
                    result.insert(String(last))
                }
            }
        }
        // Closure parameters: the names between `{` and `in`.
        for piece in code.split(separator: "{").dropFirst() {
            guard let range = piece.range(of: " in") ?? piece.range(of: "in\n") else { continue }
            let head = piece[..<range.lowerBound]
            guard !head.contains("\n"), !head.contains("=") else { continue }
            result.formUnion(names(in: String(head)))
        }
        return result
    }
}
