import Foundation
import Lessons
import Testing
@testable import KeyLab

/// Under `--lang ko` every line keylab itself prints is Korean: every
/// command, run as its `:help` example shows it and on its error paths, and
/// every step of every lesson. Latin script may stay for code, identifiers,
/// names, units and numbers, and for swiftc's own diagnostics (keylab words
/// those as swiftc does); English prose is what is flagged.
@Suite("Korean everywhere: every command, every lesson step")
struct KoreanEveryCommandTests {
    /// English words that only prose uses: a line of English has some of them,
    /// and none is a Swift keyword, a command, an option or a view name in keylab's output.
    static let englishProse: Set<String> = [
        "the", "is", "are", "was", "be", "been", "and", "or", "of", "to", "with", "not", "no", "from", "by",
        "this", "that", "these", "it", "its", "has", "have", "will", "can", "cannot", "when", "then",
        "into", "than", "there", "what", "which", "your", "you", "use", "uses", "needs", "takes", "shows",
        "strategy", "strategies", "portrait", "landscape", "error", "usage", "warning",
    ]

    /// The English prose words of one printed line. Code is left out: a
    /// usage line, a Swift comment, a swiftc diagnostic, a command line
    /// (`:pin …`; in `:help`'s list only its description column counts),
    /// spans in backticks, quotes, `*…*` (a quoted message) and brackets, a
    /// pin (`bar.bottom to safe.bottom`), commands (`:lesson`), and words
    /// with capitals or identifier punctuation (`iPhone`, `view.y`, `shift-view`).
    static func proseWords(_ line: String) -> [String] {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("사용법: ") || text.hasPrefix("//") || isCompilerDiagnostic(text) { return [] }
        if text.hasPrefix(":") {
            // `:help`'s list: the usage column, then (after the last gap) the description.
            guard let gap = text.range(of: "  ", options: .backwards) else { return [] }
            text = String(text[gap.upperBound...])
        }
        text = text.replacingOccurrences(of: "\\S+\\.\\S+ to \\S+\\.\\S+", with: " ", options: .regularExpression)
        var outside = ""
        var closer: Character?
        var depth = 0
        let pairs: [Character: Character] = ["`": "`", "'": "'", "\"": "\"", "“": "”", "*": "*"]
        for character in text {
            if let open = closer {
                if character == open { closer = nil }
            } else if let close = pairs[character] {
                closer = close
            } else if character == "(" || character == "[" || character == "{" {
                depth += 1
                outside.append(" ")
            } else if character == ")" || character == "]" || character == "}" {
                depth = max(0, depth - 1)
                outside.append(" ")
            } else if depth == 0 {
                outside.append(character)
            }
        }
        var words: [String] = []
        // After a command (`:audit`), its Latin arguments are code up to the next Korean word.
        var inCommand = false
        for token in outside.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" || $0 == "!" || $0 == "?" }) {
            let hangul = token.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
            if token.hasPrefix(":") { inCommand = !hangul; continue }
            if hangul { inCommand = false; continue }
            if inCommand { continue }
            let word = String(token).trimmingCharacters(in: CharacterSet(charactersIn: ".:"))
            // `from:` is a Swift argument label; `error:` and `strategy:` are English labels of keylab's own.
            if token.hasSuffix(":") && !["error", "warning", "usage", "strategy"].contains(word) { continue }
            if !word.isEmpty && word.allSatisfy({ $0.isASCII && $0.isLowercase }) && englishProse.contains(word) {
                words.append(word)
            }
        }
        return words
    }

    /// swiftc's own message (`error: …`, `File.swift:3:7: warning: …`) with no Hangul: keylab words it as swiftc does.
    static func isCompilerDiagnostic(_ line: String) -> Bool {
        let hangul = line.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        return !hangul && line.range(of: "^(\\S+:[0-9]+:[0-9]+: )?(error|warning|note): ", options: .regularExpression) != nil
    }

    /// Lines of `output` with English prose, as `command → line [words]`.
    static func flagged(_ output: String, after input: String) -> [String] {
        output.removingANSIEscapes.split(separator: "\n").compactMap { line in
            let words = proseWords(String(line))
            return words.isEmpty ? nil : "\(input) → \(line) \(words)"
        }
    }

    /// Commands that start a program (an editor, swiftc) or leave the session: their
    /// text is checked through `:help` only.
    static let notRun: Set<String> = ["edit", "quit", "swiftc"]

    @Test("the detector flags English prose and passes code, names, units and swiftc's words")
    func detector() {
        #expect(Self.proseWords("strategy: none") == ["strategy"])
        #expect(Self.proseWords("nickname is covered by 44 pt") == ["is", "by"])
        #expect(Self.proseWords("고정했어요: bar.bottom to safe.bottom. 이제 :lesson으로 가요 *cannot assign to value*").isEmpty)
        #expect(Self.proseWords("  :pin NAME.ANCHOR to TARGET.ANCHOR  or  :pin NAME.width").isEmpty)
        #expect(Self.proseWords("  :hint                 the next hint") == ["the"])
        #expect(Self.proseWords("다시 보기: :audit push-pop iphone-x portrait").isEmpty)
        #expect(Self.proseWords("전략: none, from: view.window").isEmpty)
        #expect(Self.proseWords("판정: nickname은 키보드 위로 44 pt 떨어져 완전히 보여요").isEmpty)
        #expect(Self.proseWords("  shift-view keyboardWillHide(_:) view.y iPhone 8 `the is`").isEmpty)
        #expect(Self.proseWords("사용법: :draw on|off").isEmpty)
        #expect(Self.proseWords("error: cannot find 'x' in scope").isEmpty)
        #expect(!Self.proseWords("오류: the strategy is unknown").isEmpty)
    }

    @Test("every command, as its :help example runs it, prints no English prose")
    func everyCommandExample() {
        var found: [String] = []
        for command in Session().registry.commands where !Self.notRun.contains(command.name) {
            let session = Session(environment: SessionEnvironment(language: "ko", lessonsDirectory: LessonDiscovery.sourceTreeLessons))
            for line in command.example.split(separator: "\n").map(String.init) {
                let reply = session.handle(line)
                // Swift lines print what the program prints; commands print keylab's words.
                if line.hasPrefix(":") { found += Self.flagged(reply.output, after: line) }
            }
            found += Self.flagged(session.handle(":help \(command.name)").output, after: ":help \(command.name)")
        }
        #expect(found.isEmpty, "English prose under --lang ko:\n\(found.joined(separator: "\n"))")
    }

    @Test("every command's error paths (no argument, a wrong one, too many) print no English prose")
    func everyCommandErrors() {
        var found: [String] = []
        for command in Session().registry.commands where !Self.notRun.contains(command.name) {
            for arguments in ["", " zz9", " zz9 zz9 zz9 zz9 zz9 zz9 zz9 zz9"] {
                let session = Session(environment: SessionEnvironment(language: "ko", lessonsDirectory: LessonDiscovery.sourceTreeLessons))
                let line = ":\(command.name)\(arguments)"
                found += Self.flagged(session.handle(line).output, after: line)
            }
        }
        #expect(found.isEmpty, "English prose under --lang ko:\n\(found.joined(separator: "\n"))")
    }

    @Test("every step of every Korean lesson: its prose, chrome and transcripts' keylab output are Korean")
    func everyLessonStep() {
        let session = Session(environment: SessionEnvironment(width: 80, language: "ko", lessonsDirectory: LessonDiscovery.sourceTreeLessons))
        let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: "ko")
        #expect(library.lessons.count >= 30)
        let view = StepView(session: session)
        var found: [String] = []
        for lesson in library.lessons where lesson.language == "ko" {
            for index in lesson.steps.indices {
                let step = lesson.steps[index]
                let where_ = "\(lesson.id) step \(index + 1)"
                // The step as shown, its code blocks left out: prose and the chrome around it.
                let prose = step.blocks.filter { block in
                    switch block {
                    case .code, .transcript, .swift: return false
                    default: return true
                    }
                }
                var shown = lesson
                shown.steps[index].blocks = []
                // The chrome (header, title, footer) as shown; the prose one paragraph a line, so a quote spans no break.
                found += Self.flagged(view.render(shown, step: index, state: session.lessons), after: where_)
                let wide = MarkdownRenderer(style: session.style, width: 10_000, language: session.messages.language)
                found += Self.flagged(wide.render(prose).joined(separator: "\n"), after: where_)
                // The transcripts' output of commands is keylab's words.
                for transcript in step.transcripts {
                    for entry in transcript.shownEntries where entry.input.hasPrefix(":") {
                        found += Self.flagged(entry.expectedOutput.joined(separator: "\n"), after: "\(where_) \(entry.input)")
                    }
                }
            }
        }
        #expect(found.isEmpty, "English prose in Korean lessons:\n\(found.joined(separator: "\n"))")
    }
}
