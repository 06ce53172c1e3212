import Testing
@testable import KeyLab

/// A piece of code wider than the terminal breaks where a reader of Swift
/// expects (after `(` or `,`, before `.`), not in the middle of a name.
@Suite struct WordWrapCodeTests {
    @Test func aLongCallBreaksBeforeADotOrAfterAParenthesis() {
        let code = "NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)"
        let lines = WordWrap.lines(code, width: 60)
        #expect(lines == ["NotificationCenter.default.rx.notification(UIResponder", ".keyboardWillShowNotification)"])
        #expect(lines.joined() == code)
    }

    @Test func noNameIsCutWhenABoundaryExists() {
        let code = "userInfo[UIResponder.keyboardAnimationCurveUserInfoKey].flatMap(UIView.AnimationCurve.init(rawValue:))"
        for width in [40, 50, 60] {
            let lines = WordWrap.lines(code, width: width)
            #expect(lines.joined() == code)
            #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(width): \(lines)")
            for (line, next) in zip(lines, lines.dropFirst()) {
                // A cut inside a name leaves a letter on both sides of the break.
                #expect(!(line.last?.isLetter == true && next.first?.isLetter == true), "\(width): \(line) | \(next)")
            }
        }
    }

    @Test func wordsWithoutCodeBoundariesAreStillCutAtTheWidth() {
        #expect(WordWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }
}
