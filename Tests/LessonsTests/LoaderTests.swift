import Testing
@testable import Lessons

@Suite struct LoaderTests {
    static let good = """
    ---
    id: basics/constants
    title: Constants
    concepts: [let]
    requires: [basics/variables]
    ---

    Intro *text*.

    ## First step

    ```keylab
    > let a = 1
    a: Int = 1
    > func f() {
    >   print(1)
    > }
    > f()
    1
    ```

    ## Second step

    ```exercise
    task: Make `b`.
    It holds 2.
    hint: Use let.
    hint: `let b = 2`
    setup: :draw off
    check: b == 2
    check: :expect view.y == 0
    solution:
    > let b = 2
    b: Int = 2
    ```

    ```swift
    print("hi")
    ```

    ```output
    hi
    ```

    ```swift uikit
    view.frame.origin.y = 0
    ```
    """

    @Test func loadsAGoodLesson() throws {
        let outcome = LessonLoader.parse(Self.good, file: "01-basics/02-constants.md", language: "en")
        #expect(outcome.diagnostics == [])
        let lesson = try #require(outcome.lesson)
        #expect(lesson.id == "basics/constants")
        #expect(lesson.requires == ["basics/variables"])
        #expect(lesson.steps.map(\.title) == ["First step", "Second step"])
        #expect(lesson.steps.map(\.line) == [10, 22])
        #expect(lesson.introduction == [.paragraph([.text("Intro "), .emphasis([.text("text")]), .text(".")])])
        let transcript = try #require(lesson.steps[0].transcripts.first)
        #expect(transcript.inputs == ["let a = 1", "func f() {", "  print(1)", "}", "f()"])
        #expect(transcript.entries[0] == TranscriptEntry(input: "let a = 1", expectedOutput: ["a: Int = 1"], line: 13))
        #expect(transcript.entries[1].expectedOutput == [])
        #expect(transcript.entries[4].expectedOutput == ["1"])
        #expect(transcript.entries[4].outputLine == 19)
        let exercise = try #require(lesson.steps[1].exercises.first)
        #expect(exercise.task == "Make `b`.\nIt holds 2.")
        #expect(exercise.hints == ["Use let.", "`let b = 2`"])
        #expect(exercise.setup == [":draw off"])
        #expect(exercise.checks.map(\.text) == ["b == 2", ":expect view.y == 0"])
        #expect(exercise.checks.map(\.isExpectation) == [false, true])
        #expect(exercise.solution.entries == [TranscriptEntry(input: "let b = 2", expectedOutput: ["b: Int = 2"], line: 33)])
        let snippets = lesson.swiftSnippets
        #expect(snippets.count == 2)
        #expect(snippets[0].expectedOutput == "hi")
        #expect(snippets[0].line == 37)
        #expect(snippets[1].isUIKit)
    }

    private func errors(_ text: String, file: String = "lessons/en/01-basics/01-x.md") -> [String] {
        LessonLoader.parse(text, file: file, language: "en").diagnostics.map(\.description)
    }

    @Test func missingFrontMatterIsLineOne() {
        #expect(errors("# hello\n\n## step\n") == [
            "lessons/en/01-basics/01-x.md:1: error: a lesson starts with YAML front matter between '---' lines (id, title, concepts)",
        ])
    }

    @Test func badYAMLNamesItsLine() {
        let text = "---\nid: basics/x\ntitle: [unclosed\nconcepts: []\n---\n\n## s\n"
        let found = errors(text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("lessons/en/01-basics/01-x.md:") == true)
        #expect(found.first?.contains("front matter is not valid YAML") == true)
    }

    @Test func frontMatterFieldProblems() {
        let text = """
        ---
        id: Basics/X
        concepts: [let]
        requirez: [a/b]
        ---

        ## s
        """
        #expect(errors(text) == [
            "lessons/en/01-basics/01-x.md:1: error: front matter has no 'title:'",
            "lessons/en/01-basics/01-x.md:2: error: id 'Basics/X' must be topic/name in lower-case words joined by '-', e.g. swift-basics/constants",
            "lessons/en/01-basics/01-x.md:4: error: unknown front matter key 'requirez' (expected id, title, concepts, requires)",
        ])
    }

    @Test func idMustMatchThePath() {
        let text = "---\nid: basics/y\ntitle: T\nconcepts: []\n---\n\n## s\n"
        #expect(errors(text) == [
            "lessons/en/01-basics/01-x.md:2: error: id 'basics/y' does not match the file's place: 01-basics/01-x.md should have id 'basics/x'",
        ])
    }

    @Test func noStepsIsAnError() {
        let text = "---\nid: basics/x\ntitle: T\nconcepts: []\n---\n\nJust text.\n"
        #expect(errors(text) == ["lessons/en/01-basics/01-x.md:6: error: a lesson needs at least one step: a '## ' heading starts each step"])
    }

    @Test func transcriptOutputBeforeInput() {
        let text = "---\nid: basics/x\ntitle: T\nconcepts: []\n---\n\n## s\n\n```keylab\nhello\n> :help\n```\n\n```keylab\n```\n"
        #expect(errors(text) == [
            "lessons/en/01-basics/01-x.md:10: error: transcript output before any input: start the block with a '> ' line (what the learner types)",
            "lessons/en/01-basics/01-x.md:14: error: empty transcript: add '> ' input lines and the output they print",
        ])
    }

    @Test func exerciseProblems() {
        let text = """
        ---
        id: basics/x
        title: T
        concepts: []
        ---

        ## s

        ```exercise
        stray words
        hint: h
        ```

        ```exercise
        task: a
        task: b
        check: x == 1
        solution: > x
        ```

        ```exercise
        task: a
        check: x == 1
        solution:
        x: Int = 1
        ```
        """
        #expect(errors(text) == [
            "lessons/en/01-basics/01-x.md:9: error: exercise has no 'task:' (what the learner should do)",
            "lessons/en/01-basics/01-x.md:9: error: exercise has no 'check:' (an ':expect' line or a Swift Bool expression)",
            "lessons/en/01-basics/01-x.md:9: error: exercise has no 'solution:' (a transcript that solves it, starting on the line after 'solution:')",
            "lessons/en/01-basics/01-x.md:10: error: exercise text before any field: start lines with one of task:, hint:, check:, fail:, setup:, mistake:, gauntlet:, solution:",
            "lessons/en/01-basics/01-x.md:16: error: exercise has a second 'task:'; give one task per exercise",
            "lessons/en/01-basics/01-x.md:18: error: 'solution:' stands alone on its line; the transcript starts on the next line",
            "lessons/en/01-basics/01-x.md:18: error: in the solution: empty transcript: add '> ' input lines and the output they print",
            "lessons/en/01-basics/01-x.md:25: error: in the solution: transcript output before any input: start the block with a '> ' line (what the learner types)",
        ])
    }

    @Test func unknownSwiftAttribute() {
        let text = "---\nid: basics/x\ntitle: T\nconcepts: []\n---\n\n## s\n\n```swift appkit\nlet x = 1\n```\n"
        #expect(errors(text) == [
            "lessons/en/01-basics/01-x.md:9: error: unknown swift block attribute 'appkit' (known: 'swift uikit', shown, not compiled; 'swift swift6', compiled in the Swift 6 language mode)",
        ])
    }

    @Test func lessonIDs() {
        #expect(LessonID.isValid("swift-basics/constants"))
        #expect(LessonID.isValid("keyboard/the-problem"))
        #expect(!LessonID.isValid("swift-basics"))
        #expect(!LessonID.isValid("a/b/c"))
        #expect(!LessonID.isValid("a--b/c"))
        #expect(!LessonID.isValid("A/b"))
        #expect(LessonID.strippingNumber("02-constants.md") == "constants")
    }
}

/// `mistake:`, `fail:` and the check primitives, as the loader reads them.
@Suite struct ExerciseFieldTests {
    private func parse(_ text: String) -> (Exercise?, [LessonDiagnostic]) {
        Exercise.parse(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                       firstLine: 2, fenceLine: 1, file: "f.md")
    }

    @Test func mistakesAndFailMessages() throws {
        let (exercise, problems) = parse("""
        task: Make `grade`.
        check: :declared let grade: Character
        fail: `grade` must be a Character
        check: :trace has keyboardWillShow(_:) after :screen disappear
        check: :declared let total: Double using unitPrice count
        check: :entered <<
        mistake: let grade = "A"
        mistake: var grade: Character = "A"
        let other = 1
        solution:
        > let grade: Character = "A"
        grade: Character = "A"
        """)
        #expect(problems == [])
        let e = try #require(exercise)
        #expect(e.checks.map(\.failMessage) == ["`grade` must be a Character", nil, nil, nil])
        #expect(e.checks[0].primitive == .declared(DeclarationQuery(name: "grade", isLet: true, type: "Character")))
        #expect(e.checks[1].primitive == .trace(TraceQuery(item: "keyboardWillShow(_:)", after: ":screen disappear")))
        #expect(e.checks[2].primitive == .declared(DeclarationQuery(name: "total", isLet: true, type: "Double", uses: ["unitPrice", "count"])))
        #expect(e.checks[3].primitive == .entered("<<"))
        #expect(e.mistakes == [ExerciseMistake(lines: ["let grade = \"A\""], line: 8),
                               ExerciseMistake(lines: ["var grade: Character = \"A\"", "let other = 1"], line: 9)])
    }

    @Test func malformedChecksAreReportedAtTheirLine() {
        let (_, problems) = parse("""
        task: t
        fail: before any check
        check: :declared grade
        check: :trace grade
        check: :wrong thing
        mistake:
        solution:
        > 1
        $R0: Int = 1
        """)
        #expect(problems.map(\.line) == [3, 4, 5, 6, 7])
        #expect(problems[0].message.contains("'fail:' belongs right after"))
        #expect(problems[1].message.hasPrefix("usage: :declared"))
        #expect(problems[3].message.hasPrefix("unknown check ':wrong'"))
        #expect(problems[4].message.hasPrefix("empty 'mistake:'"))
    }
}

/// `gauntlet:` narrows the real-world runs of an exercise's `:controller` checks, and says why.
@Suite struct GauntletFieldTests {
    private func parse(_ gauntlet: String, check: String = ":controller on iphone-8 portrait do :focus a expect a visible")
        -> (Exercise?, [LessonDiagnostic]) {
        let text = "task: t\ncheck: \(check)\nmistake: x\nmistake: y\n\(gauntlet)\nsolution:\n> 1\n1"
        return Exercise.parse(text.split(separator: "\n").map(String.init), firstLine: 2, fenceLine: 1, file: "f.md")
    }

    @Test func withoutTheLineEverySequenceAndPropertyCounts() throws {
        let e = try #require(parse("").0)
        #expect(e.gauntlet == .all)
        #expect(e.gauntlet.includes("cjk") && e.gauntlet.without.isEmpty)
    }

    @Test func aListAnExceptionAndPropertiesAreRead() throws {
        let only = try #require(parse("gauntlet: show, hide-show because the height changes are the next lesson's").0)
        #expect(only.gauntlet.includes("show") && !only.gauntlet.includes("cjk"))
        #expect(only.gauntlet.reason == "the height changes are the next lesson's")
        let except = try #require(parse("gauntlet: except switch-fields, push-pop without resting-layout, sits-on-keyboard because naive on purpose").0)
        #expect(!except.gauntlet.includes("push-pop") && except.gauntlet.includes("cjk"))
        #expect(except.gauntlet.without == ["resting-layout", "sits-on-keyboard"])
        let all = try #require(parse("gauntlet: all without field-visible because only the inset").0)
        #expect(all.gauntlet.includes("emoji") && all.gauntlet.without == ["field-visible"])
        let none = try #require(parse("gauntlet: none because the name is the point").0)
        #expect(!none.gauntlet.includes("show"))
    }

    @Test func narrowingWithoutAReasonOrWithoutAControllerCheckIsAnError() {
        let (_, noReason) = parse("gauntlet: show, cjk")
        #expect(noReason.map(\.line) == [6] && noReason[0].message.contains("must say why"), "\(noReason)")
        let (_, noList) = parse("gauntlet: except because why")
        #expect(noList.count == 1, "\(noList)")
        let (_, noController) = parse("gauntlet: none because why", check: "a == 1")
        #expect(noController.count == 1 && noController[0].message.contains("':controller'"), "\(noController)")
    }
}
