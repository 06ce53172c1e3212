/// The groups `:help` lists commands under, in this order.
public enum CommandGroup: String, CaseIterable, Sendable {
    case general = "General"
    case swift = "Swift"
    case scene = "Build a screen"
    case events = "Keyboard events"
    case output = "See and check"
    case lessons = "Lessons"
}

/// One parsed command line: `:pin name.top to safe.top + 8`.
public struct CommandInvocation: Sendable, Equatable {
    /// The command's name as typed, without the colon.
    public var name: String
    /// The words after the name.
    public var arguments: [String]
    /// Everything after the name, as typed (trimmed).
    public var rest: String

    public init(name: String, arguments: [String], rest: String) {
        self.name = name
        self.arguments = arguments
        self.rest = rest
    }

    /// Parses a line starting with `:`; nil for anything else.
    public static func parse(_ line: String) -> CommandInvocation? {
        let trimmed = line.trimmingWhitespace
        guard trimmed.hasPrefix(":") else { return nil }
        let body = trimmed.dropFirst()
        let name = String(body.prefix { $0 != " " && $0 != "\t" })
        let rest = String(body.dropFirst(name.count)).trimmingWhitespace
        return CommandInvocation(name: name, arguments: Arguments.split(rest), rest: rest)
    }
}

/// A keylab command: what `:help` says about it, what it does, and how its
/// arguments complete.
public struct Command {
    /// The name without the colon, e.g. `help`.
    public let name: String
    public let group: CommandGroup
    /// One line for the `:help` list.
    public let summary: String
    /// The usage line, e.g. `:help [command]`.
    public let usage: String
    /// A working example; `:help NAME` shows it and tests run it.
    public let example: String
    /// Further explanation for `:help NAME` (may be empty).
    public let details: String
    /// Runs the command in the session.
    public let run: (Session, CommandInvocation) -> Reply
    /// Candidates for argument number `index` (0-based) given the words before it.
    public let complete: ((Session, _ index: Int, _ previous: [String]) -> [String])?

    public init(
        name: String,
        group: CommandGroup,
        summary: String,
        usage: String,
        example: String,
        details: String = "",
        complete: ((Session, Int, [String]) -> [String])? = nil,
        run: @escaping (Session, CommandInvocation) -> Reply
    ) {
        self.name = name
        self.group = group
        self.summary = summary
        self.usage = usage
        self.example = example
        self.details = details
        self.complete = complete
        self.run = run
    }

    /// The reply for a malformed use: what is wrong, then the usage line.
    public func usageError(_ problem: String) -> Reply {
        .failure("error: \(problem)\nusage: \(usage)")
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    public var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }),
              let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
