/// One lesson file: front matter plus the steps the learner walks through.
public struct Lesson: Sendable, Equatable {
    /// `topic/name`, the same in every language (e.g. `swift-basics/constants`).
    public var id: String
    /// Shown in `:lessons`; translated.
    public var title: String
    /// Concept tags from the front matter.
    public var concepts: [String]
    /// Ids of lessons to do first.
    public var requires: [String]
    /// The file the lesson came from, as given to the loader.
    public var file: String
    /// The language folder the file lives in (`en`, `ko`).
    public var language: String
    /// Text before the first `## ` heading, shown with the first step.
    public var introduction: [LessonBlock]
    /// The `## ` sections, in order.
    public var steps: [LessonStep]
    /// Line of the `id:` field (for diagnostics about the id).
    public var idLine: Int
    /// Line of the `requires:` field, or the id line when absent.
    public var requiresLine: Int
    /// The step keys of the English lesson with this id, set by the library
    /// for a translation so that progress keeps its place across languages.
    public var englishStepKeys: [String]?

    public init(
        id: String, title: String, concepts: [String] = [], requires: [String] = [],
        file: String, language: String, introduction: [LessonBlock] = [], steps: [LessonStep],
        idLine: Int = 1, requiresLine: Int = 1
    ) {
        self.id = id
        self.title = title
        self.concepts = concepts
        self.requires = requires
        self.file = file
        self.language = language
        self.introduction = introduction
        self.steps = steps
        self.idLine = idLine
        self.requiresLine = requiresLine
    }

    /// The topic part of the id (`swift-basics` in `swift-basics/constants`).
    public var topic: String {
        String(id.split(separator: "/", maxSplits: 1).first ?? Substring(id))
    }

    /// Every exercise of the lesson with its step index and its key for progress.
    public var exercises: [(step: Int, key: String, exercise: Exercise)] {
        steps.enumerated().flatMap { index, step in
            step.exercises.enumerated().map { n, exercise in
                (index, ExerciseKey.make(step: index, ordinal: n), exercise)
            }
        }
    }
}

/// Keys that name an exercise in the progress file: `STEP.N`, both 0-based.
public enum ExerciseKey {
    public static func make(step: Int, ordinal: Int) -> String { "\(step).\(ordinal)" }
}

/// One `## ` section of a lesson.
public struct LessonStep: Sendable, Equatable {
    /// The heading's text.
    public var title: String
    /// The heading's line in the file.
    public var line: Int
    /// The section's content after the heading.
    public var blocks: [LessonBlock]
    /// The heading's `{#name}`, the step's key for progress (see `StepKey`).
    public var anchor: String?

    public init(title: String, line: Int, blocks: [LessonBlock], anchor: String? = nil) {
        self.title = title
        self.line = line
        self.blocks = blocks
        self.anchor = anchor
    }

    /// The step's exercises in order (including those nested in lists or quotes).
    public var exercises: [Exercise] { blocks.flatMap(\.exercises) }

    /// The step's transcripts in order (not counting exercise solutions).
    public var transcripts: [Transcript] { blocks.flatMap(\.transcripts) }
}

/// A block of lesson Markdown.
public indirect enum LessonBlock: Sendable, Equatable {
    case heading(level: Int, [Inline])
    case paragraph([Inline])
    /// A list; `start` is the first number of an ordered list, nil for bullets.
    case list(start: Int?, items: [[LessonBlock]])
    case quote([LessonBlock])
    /// A fenced or indented code block other than the special kinds.
    case code(language: String, text: String, line: Int)
    /// A ```` ```keylab ```` transcript.
    case transcript(Transcript)
    /// An ```` ```exercise ```` block.
    case exercise(Exercise)
    /// A ```` ```swift ```` block.
    case swift(SwiftSnippet)
    /// Raw HTML, shown as it is.
    case html(String)
    case thematicBreak

    var exercises: [Exercise] {
        switch self {
        case .exercise(let exercise): [exercise]
        case .list(_, let items): items.flatMap { $0.flatMap(\.exercises) }
        case .quote(let blocks): blocks.flatMap(\.exercises)
        default: []
        }
    }

    var transcripts: [Transcript] {
        switch self {
        case .transcript(let transcript): [transcript]
        case .list(_, let items): items.flatMap { $0.flatMap(\.transcripts) }
        case .quote(let blocks): blocks.flatMap(\.transcripts)
        default: []
        }
    }

    var swiftSnippets: [SwiftSnippet] {
        switch self {
        case .swift(let snippet): [snippet]
        case .list(_, let items): items.flatMap { $0.flatMap(\.swiftSnippets) }
        case .quote(let blocks): blocks.flatMap(\.swiftSnippets)
        default: []
        }
    }
}

/// Inline Markdown inside a paragraph or heading.
public indirect enum Inline: Sendable, Equatable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case link([Inline], destination: String)
    case softBreak
    case lineBreak
    case html(String)

    /// The text without any markup.
    public var plainText: String {
        switch self {
        case .text(let s), .code(let s), .html(let s): s
        case .emphasis(let xs), .strong(let xs), .link(let xs, _): xs.map(\.plainText).joined()
        case .softBreak: " "
        case .lineBreak: "\n"
        }
    }
}

/// A ```` ```swift ```` block: shown to the learner, compiled by the checker.
public struct SwiftSnippet: Sendable, Equatable {
    public var code: String
    /// Line of the opening fence.
    public var line: Int
    /// Marked ```` ```swift uikit ````: shown, never compiled.
    public var isUIKit: Bool
    /// Marked ```` ```swift swift6 ````: compiled with `-swift-version 6`, so a lesson about
    /// the Swift 6 language mode is checked in that mode (plain blocks get swiftc's default, 5).
    public var isSwift6: Bool
    /// The text of an ```` ```output ```` block right after it, if any.
    public var expectedOutput: String?
    /// Line of that output block's fence.
    public var outputLine: Int?

    /// The words a ```` ```swift ```` fence may carry after `swift`.
    public static let attributes: Set<String> = ["uikit", "swift6"]

    public init(code: String, line: Int, isUIKit: Bool, isSwift6: Bool = false,
                expectedOutput: String? = nil, outputLine: Int? = nil) {
        self.code = code
        self.line = line
        self.isUIKit = isUIKit
        self.isSwift6 = isSwift6
        self.expectedOutput = expectedOutput
        self.outputLine = outputLine
    }
}

extension Lesson {
    /// Every ```` ```swift ```` block of the lesson, introduction included.
    public var swiftSnippets: [SwiftSnippet] {
        (introduction + steps.flatMap(\.blocks)).flatMap(\.swiftSnippets)
    }

    /// Every transcript of the lesson outside exercises, introduction included.
    public var transcripts: [Transcript] {
        (introduction + steps.flatMap(\.blocks)).flatMap(\.transcripts)
    }
}
