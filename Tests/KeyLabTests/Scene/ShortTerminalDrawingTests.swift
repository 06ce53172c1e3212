import Testing
@testable import KeyLab

/// Below 35 rows the screen is drawn with its heights squeezed, so an
/// event's notifications and verdict are not pushed off by its drawing.
@Suite("a short terminal gets a compact drawing")
struct ShortTerminalDrawingTests {
    /// The lines of the drawing's frame, border included.
    static func drawingLines(_ output: String) -> Int {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let top = lines.firstIndex(where: { $0.hasPrefix("╔") }), let bottom = lines.lastIndex(where: { $0.hasPrefix("╚") }) else { return 0 }
        return bottom - top + 1
    }

    static func focus(rows: Int, language: String = "en") -> String {
        var environment = SessionEnvironment(language: language)
        environment.height = rows
        let session = Session(environment: environment)
        _ = session.handle(":add textfield nickname 20 480 335 44")
        return session.handle(":focus nickname").output
    }

    @Test("24 and 30 rows: the screen takes rows − 12 lines and the legend says why; 40 rows or unknown: the usual 24")
    func squeezed() {
        #expect(Self.drawingLines(Self.focus(rows: 0)) == 24)
        #expect(Self.drawingLines(Self.focus(rows: 40)) == 24)
        let short = Self.focus(rows: 24)
        #expect(Self.drawingLines(short) == 12, "\(short)")
        #expect(short.contains("heights squeezed to 12 lines for this short terminal"))
        #expect(short.contains("nickname"))
        #expect(Self.drawingLines(Self.focus(rows: 30)) == 18)
        // The verdict comes before the drawing and the whole report is shorter.
        #expect(short.split(separator: "\n").count + 10 <= Self.focus(rows: 0).split(separator: "\n").count)
        #expect(Self.focus(rows: 24, language: "ko").contains("높이를 12줄로 줄였어요"))
    }
}
