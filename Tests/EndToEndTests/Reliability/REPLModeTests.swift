import Testing
@testable import KeyLabCLI

@Suite("how the REPL reads its lines")
struct REPLModeTests {
    @Test("a terminal gets libedit, TERM=dumb a plain prompt, a pipe neither prompt nor greeting")
    func modes() {
        #expect(REPLMode.detect(stdinIsTerminal: true, environment: ["TERM": "xterm"]) == .lineEditor)
        #expect(REPLMode.detect(stdinIsTerminal: true, environment: [:]) == .lineEditor)
        #expect(REPLMode.detect(stdinIsTerminal: true, environment: ["TERM": "dumb"]) == .plainPrompt)
        #expect(REPLMode.detect(stdinIsTerminal: false, environment: ["TERM": "dumb"]) == .script)
        #expect(REPLMode.detect(stdinIsTerminal: false, environment: ["TERM": "xterm"]) == .script)
        #expect(REPLMode.plainPrompt.isInteractive && !REPLMode.script.isInteractive)
    }
}
