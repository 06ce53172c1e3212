import Testing
@testable import KeyLab

@Suite("display width, suggestions and argument splitting")
struct TextTests {
    @Test("Korean takes two columns a syllable; ASCII one; escapes none")
    func displayWidth() {
        #expect("안녕하세요".displayWidth == 10)
        #expect("nickname".displayWidth == 8)
        #expect("닉네임 field".displayWidth == 12)
        #expect(Style(color: true).errorLabel.displayWidth == 6)
        #expect("e\u{301}".displayWidth == 1)
    }

    @Test("padding and truncating by display width")
    func padding() {
        #expect("닉네임".padded(to: 8) == "닉네임  ")
        #expect("ab".padded(left: 4) == "  ab")
        #expect("안녕하세요".truncated(to: 5) == "안녕")
    }

    @Test("edit distance")
    func editDistance() {
        #expect(Suggestions.editDistance("devce", "device") == 1)
        #expect(Suggestions.editDistance("", "abc") == 3)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.editDistance("qiut", "quit") == 1)
    }

    @Test("suggestions pick the closest names, best first")
    func closest() {
        #expect(Suggestions.closest(to: "devce", in: ["device", "devices", "dismiss"]).first == "device")
        #expect(Suggestions.didYouMean("nicknme", in: ["nickname", "password"]) == "did you mean 'nickname'?")
        #expect(Suggestions.didYouMean("zzzz", in: ["nickname"]) == nil)
    }

    @Test("arguments split on spaces, quotes group")
    func arguments() {
        #expect(Arguments.split(":add label \"full name\" 0 0") == [":add", "label", "full name", "0", "0"])
        #expect(Arguments.split("  a   b ") == ["a", "b"])
        #expect(Arguments.split("a\\ b") == ["a b"])
    }

    @Test("colour escapes are removed for plain text")
    func stripEscapes() {
        let style = Style(color: true)
        #expect(style.red("x").removingANSIEscapes == "x")
        #expect(Style(color: false).red("x") == "x")
        #expect(style.highlightDiagnostics("error: bad").removingANSIEscapes == "error: bad")
    }
}
