import Testing
@testable import KeyLab

@Suite("running scripts of REPL lines")
struct ScriptRunnerTests {
    private func run(_ lines: [String], name: String? = "demo.keylab") -> (String, Int32) {
        var output = ""
        var source = ArrayLineSource(lines)
        let status = ScriptRunner(fileName: name).run(&source, session: Session()) { output += $0 }
        return (output, status)
    }

    @Test("a clean script exits 0")
    func cleanScript() {
        let (output, status) = run([":help quit"])
        #expect(status == 0)
        #expect(output.contains("usage: :quit"))
    }

    @Test("an error names the file and line, and makes the status 1")
    func errorNamesLine() {
        let (output, status) = run([":help quit", "", ":devce"])
        #expect(status == 1)
        #expect(output.contains("demo.keylab:3: error: unknown command ':devce'"))
    }

    @Test("the script stops at :quit")
    func stopsAtQuit() {
        let (output, _) = run([":quit", ":help"])
        #expect(output.isEmpty)
    }

    @Test("an unfinished entry at the end of the script is an error at its first line")
    func unfinishedAtEnd() {
        let (output, status) = run([":help quit", "func f() {"])
        #expect(status == 1)
        #expect(output.contains("demo.keylab:2: error: unexpected end of input"))
    }

    @Test("without a file name, errors are not prefixed")
    func stdinScript() {
        let (output, status) = run([":devce"], name: nil)
        #expect(status == 1)
        #expect(output.hasPrefix("error: unknown command"))
    }
}
