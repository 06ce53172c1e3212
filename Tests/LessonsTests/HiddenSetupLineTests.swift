import Testing
@testable import Lessons

/// `>> ` lines in a transcript: setup that runs first but is neither shown
/// nor compared, so a step can start from the previous step's screen.
@Suite struct HiddenSetupLineTests {
    private func lesson(_ block: String) -> LessonLoader.Outcome {
        LessonLoader.parse("""
        ---
        id: demo/hidden
        title: Hidden
        concepts: [x]
        ---

        ## Step

        ```keylab
        \(block)
        ```
        """, file: "en/01-demo/01-hidden.md", language: "en")
    }

    @Test func hiddenLinesComeFirstAndHaveNoOutput() throws {
        let outcome = lesson(">> :add view box 0 0 10 10\n>> :strategy inset\n> :focus box\nverdict")
        #expect(outcome.diagnostics == [])
        let transcript = try #require(outcome.lesson?.steps.first?.transcripts.first)
        #expect(transcript.entries.map(\.isHidden) == [true, true, false])
        #expect(transcript.inputs == [":add view box 0 0 10 10", ":strategy inset", ":focus box"])
        #expect(transcript.shownEntries.map(\.input) == [":focus box"])
        #expect(transcript.shownEntries.first?.expectedOutput == ["verdict"])
        #expect(transcript.entries.first?.line == 10)
    }

    @Test func outputAfterAHiddenLineIsAnError() {
        let messages = lesson(">> :draw off\ndrawing: off\n> :scene").diagnostics.map(\.description)
        #expect(messages == ["en/01-demo/01-hidden.md:11: error: output after a hidden setup line ('>> '): hidden lines are not compared; make it a '> ' line to show its output, or remove this line"])
    }

    @Test func aHiddenLineAfterAShownOneIsAnError() {
        let messages = lesson("> :scene\nview\n>> :draw off").diagnostics.map(\.description)
        #expect(messages == ["en/01-demo/01-hidden.md:12: error: hidden setup line ('>> ') after a shown input: put every '>> ' line before the first '> ' line"])
    }

    @Test func onlyHiddenLinesIsAnEmptyTranscript() {
        let messages = lesson(">> :draw off").diagnostics.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("empty transcript") == true)
    }
}
