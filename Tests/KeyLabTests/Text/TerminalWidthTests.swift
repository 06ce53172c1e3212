import Lessons
import Testing
@testable import KeyLab

/// Output fits the terminal (DESIGN §4): at 40, 60, 80 and 120 columns, in
/// English and Korean, no line of keylab's own output is wider than the
/// terminal, and no word is split across lines (Korean words included).
@Suite struct TerminalWidthTests {
    static let widths = [40, 60, 80, 120]

    private func session(width: Int, language: String) -> Session {
        Session(environment: SessionEnvironment(width: width, language: language,
                                                lessonsDirectory: LessonDiscovery.sourceTreeLessons))
    }

    /// Lines wider than `width`, with their width.
    private func tooWide(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { String($0).displayWidth > width }.map { "\(String($0).displayWidth): \($0)" }
    }

    /// Words of `source` (split at spaces) that the wrapped lines cut in two:
    /// a line ends with a piece of a word and the next line starts with the rest.
    private func splitWords(_ lines: [String], of sources: [String]) -> [String] {
        let words = Set(sources.flatMap { $0.split(separator: " ").map(String.init) })
        var found: [String] = []
        for (a, b) in zip(lines, lines.dropFirst()) {
            guard let last = a.split(separator: " ").last, let first = b.split(separator: " ").first else { continue }
            let joined = String(last) + String(first)
            if words.contains(joined) && !words.contains(String(last)) { found.append(joined) }
        }
        return found
    }

    @Test(arguments: widths) func drawingsAndFrameTablesFit(width: Int) {
        for language in ["en", "ko"] {
            for orientation in ["portrait", "landscape"] {
                let s = session(width: width, language: language)
                for line in [":device iphone-x", ":add textfield email 20 700 335 44", ":add textfield nickname 20 -40 335 44",
                             ":strategy shift-view", ":rotate \(orientation)"] {
                    _ = s.handle(line)
                }
                let focus = s.handle(":focus email").output
                let layout = s.handle(":layout").output
                #expect(tooWide(focus, width: width).isEmpty, "\(language) \(orientation) \(width): \(tooWide(focus, width: width))")
                #expect(tooWide(layout, width: width).isEmpty, "\(language) \(orientation) \(width): \(tooWide(layout, width: width))")
            }
        }
    }

    @Test func aLandscapeDrawingShrinksBelowItsNaturalWidth() {
        let s = session(width: 60, language: "en")
        _ = s.handle(":rotate landscape")
        let border = s.handle(":layout").output.split(separator: "\n").first { $0.contains("╔") }
        #expect(border.map { String($0).displayWidth } == 60)
    }

    @Test(arguments: widths) func lessonListAndHelpFitWithoutSplittingWords(width: Int) {
        for language in ["en", "ko"] {
            let s = session(width: width, language: language)
            let titles = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language).lessons.map(\.title)
            let list = s.handle(":lessons").output
            #expect(tooWide(list, width: width).isEmpty, "\(language) \(width): \(tooWide(list, width: width))")
            let lines = list.split(separator: "\n").map { String($0).trimmingWhitespace }
            #expect(splitWords(lines, of: titles).isEmpty, "\(language) \(width): \(splitWords(lines, of: titles))")
            for command in [":help", ":help window", ":help strategy", ":help keyboard", ":help predict"] {
                let help = s.handle(command).output
                #expect(tooWide(help, width: width).isEmpty, "\(language) \(width) \(command): \(tooWide(help, width: width))")
            }
        }
    }

    @Test func koreanRealAppsTitleKeepsSwiftUIWhole() {
        let s = session(width: 80, language: "ko")
        let list = s.handle(":lessons").output
        #expect(list.contains("SwiftUI"))
        #expect(tooWide(list, width: 80).isEmpty)
    }

    @Test(arguments: widths) func lessonTablesWrapInsideTheirColumns(width: Int) {
        let markdown = """
        | device | keyboard height | what the learner should remember about it |
        |---|---|---|
        | iPhone 8 | 258 pt | the predictive bar is part of the keyboard's frame |
        | 아이폰 X | 335 pt | 홈 인디케이터 띠 34 pt가 키보드 높이에 이미 들어 있어요 |
        """
        let table = TableLayout([.text(markdown)])
        let lines = table?.lines(style: Style(color: false, unicode: true), width: width) ?? []
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(width): \(lines)")
        let cells = table?.rows.flatMap { $0 } ?? []
        #expect(splitWords(lines.map { $0.trimmingWhitespace }, of: cells).isEmpty)
        for word in ["predictive", "인디케이터", "들어"] {
            #expect(lines.contains { $0.contains(word) }, "\(width): '\(word)' was cut: \(lines)")
        }
    }

    @Test func wordWrapNeverCutsAKoreanWord() {
        let text = "실제 앱: 스크롤 인셋, 테이블 뷰, 바, 화면 분할, SwiftUI"
        for width in 10...40 {
            let lines = WordWrap.lines(text, width: width)
            #expect(lines.allSatisfy { $0.displayWidth <= width })
            #expect(lines.joined(separator: " ") == text, "\(width): \(lines)")
        }
    }
}
