import Testing
@testable import KeyLabCLI

/// Which replies go through the pager, and which pager.
@Suite("the pager for long replies")
struct PagerTests {
    @Test("taller than the terminal less the prompt line; wrapped lines count as the rows they take")
    func taller() {
        #expect(!Pager.isTaller("a\nb\n", rows: 3, columns: 80))
        #expect(Pager.isTaller("a\nb\nc\n", rows: 3, columns: 80))
        #expect(Pager.isTaller(String(repeating: "x", count: 161) + "\n", rows: 3, columns: 80))
        #expect(!Pager.isTaller(String(repeating: "한", count: 40) + "\n", rows: 3, columns: 80))
        #expect(!Pager.isTaller("a\nb\nc\nd\n", rows: 0, columns: 80), "an unknown height never pages")
    }

    @Test("KEYLAB_PAGER chooses the pager; empty or off turns paging off")
    func command() {
        #expect(Pager.command(environment: ["KEYLAB_PAGER": "off", "PATH": "/usr/bin:/bin"]) == nil)
        #expect(Pager.command(environment: ["KEYLAB_PAGER": " ", "PATH": "/usr/bin:/bin"]) == nil)
        #expect(Pager.command(environment: ["KEYLAB_PAGER": "more", "PATH": ""]) == "more")
        #expect(Pager.command(environment: ["PATH": ""]) == nil)
    }
}
