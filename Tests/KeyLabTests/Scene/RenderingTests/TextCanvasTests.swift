import Testing
@testable import KeyLab

@Suite("Text canvas and tables")
struct TextCanvasTests {
    @Test func wideCharactersTakeTwoCells() {
        var canvas = TextCanvas(width: 8, height: 1)
        canvas.write("가a나", row: 0, column: 1)
        #expect(canvas.lines(style: Style(color: false)) == [" 가a나"])
        #expect(canvas.character(row: 0, column: 2) == "")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = TextCanvas(width: 6, height: 1)
        canvas.write("가나다", row: 0, column: 0)
        canvas.set("|", row: 0, column: 3)
        #expect(canvas.lines(style: Style(color: false)) == ["가 |다"])
        #expect(canvas.lines(style: Style(color: false))[0].displayWidth == 6)
    }

    @Test func wideCharacterThatDoesNotFitBecomesSpace() {
        var canvas = TextCanvas(width: 3, height: 1)
        canvas.write("a가", row: 0, column: 1)
        canvas.write("나", row: 0, column: 0, clip: CellBox(top: 0, left: 0, bottom: 0, right: 0))
        #expect(canvas.lines(style: Style(color: false), keepTrailingSpaces: true) == [" a "])
    }

    @Test func writingOutsideIsIgnored() {
        var canvas = TextCanvas(width: 2, height: 2)
        canvas.write("abc", row: 1, column: -1)
        canvas.fill(CellBox(top: -5, left: -5, bottom: -1, right: 10), with: "x")
        canvas.tint(CellBox(top: 5, left: 5, bottom: 1, right: 1), tone: .keyboard)
        #expect(canvas.lines(style: Style(color: false)) == ["", "bc"])
    }

    @Test func tableAlignsKoreanByDisplayWidth() {
        let table = TextTable(header: ["name", "covered"],
                              rows: [["닉네임", "44"], ["email", "0"]],
                              alignments: [.left, .right])
        #expect(table.lines() == [
            "name    covered",
            "닉네임       44",
            "email         0",
        ])
    }

    @Test func asciiFallbackReplacesTypography() {
        let text = "origin.y = 0 − 258 = −258 → ok ≈ 1 × 2"
        #expect(AsciiFallback.apply(text, style: Style(color: false, unicode: false)) == "origin.y = 0 - 258 = -258 -> ok ~ 1 x 2")
        #expect(AsciiFallback.apply(text, style: Style(color: false, unicode: true)) == text)
    }
}
