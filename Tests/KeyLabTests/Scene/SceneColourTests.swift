import Testing
@testable import KeyLab

@Suite("colour in event output")
struct SceneColourTests {
    func focusOutput(color: Bool) -> String {
        let session = Session(environment: SessionEnvironment(color: color))
        for line in [":draw off", ":add textfield nickname 20 480 335 44"] { _ = session.handle(line) }
        return session.handle(":focus nickname").output
    }

    @Test("on a colour terminal the verdict and notification names are coloured; the text is the same")
    func coloured() {
        let plain = focusOutput(color: false)
        let coloured = focusOutput(color: true)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.onColourTerminal.contains("\u{1B}[31mverdict: nickname is covered"))
        #expect(coloured.onColourTerminal.contains("\u{1B}[36mkeyboardWillShow"))
        #expect(coloured.removingANSIEscapes == plain)
    }
}
