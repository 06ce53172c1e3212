import SimUIKit
import SwiftSubset

/// A keylab session: turns one line of input into output. A line starting
/// with `:` is a command; anything else is Swift. The session never touches
/// the terminal: the executable feeds it lines and prints its replies.
public final class Session {
    public private(set) var environment: SessionEnvironment
    public private(set) var registry: CommandRegistry
    /// The learner's Swift: declarations persist from line to line.
    public let swift: SwiftREPL
    /// The simulated screen and its settings (the scene commands' state).
    public var scene: SceneState
    /// The lesson being followed, hints shown, progress (the lesson commands' state).
    public var lessons: LessonState
    /// Lines of an unfinished Swift entry.
    private var pending: [String] = []
    /// The session has ended (`:quit`).
    public private(set) var hasEnded = false
    /// How many lines failed so far (errors, failed expectations).
    public private(set) var failureCount = 0
    /// Commands running now: Swift a command feeds the session (`:replay`,
    /// an exercise's setup, a check) is not the learner's typing.
    private var commandDepth = 0

    public convenience init(environment: SessionEnvironment = SessionEnvironment(), registry: CommandRegistry = .standard) {
        // `import UIKit` (or Foundation, CoreGraphics) brings in keylab's prelude of SDK types.
        self.init(environment: environment, registry: registry,
                  swift: SwiftREPL(limits: environment.limits, modules: UIKitPrelude.modules))
    }

    /// A session whose Swift starts where `swift` is (a fork of another session's, say), on a
    /// fresh screen with no lesson.
    init(environment: SessionEnvironment, registry: CommandRegistry = .standard, swift: SwiftREPL) {
        self.environment = environment
        self.registry = registry
        self.swift = swift
        self.scene = SceneState()
        self.lessons = LessonState(environment: environment)
    }

    /// The style for this session's output.
    public var style: Style { environment.style }

    /// True while an unfinished Swift entry waits for more lines.
    public var isAwaitingMoreInput: Bool { !pending.isEmpty }

    /// Drops an unfinished entry (Ctrl-C at the continuation prompt).
    public func cancelPendingInput() { pending.removeAll() }

    /// The terminal was resized: later drawings use the new width.
    public func resize(width: Int, height: Int = 0) {
        if width > 0 { environment.width = width }
        if height > 0 { environment.height = height }
    }

    /// Marks the session as ended; the shell saves and leaves.
    public func end() { hasEnded = true }

    /// Handles one line of input.
    public func handle(_ line: String) -> Reply {
        let reply = dispatch(line)
        if reply.failed { failureCount += 1 }
        return reply
    }

    private func dispatch(_ rawLine: String) -> Reply {
        let line = rawLine.replacingInvalidCharacters
        if pending.isEmpty {
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty { return Reply() }
            if let invocation = CommandInvocation.parse(trimmed) {
                return ReplyWrap.forTerminal(runCommand(invocation), environment)
            }
        } else if !isInsideMultilineString, let invocation = CommandInvocation.parse(line.trimmingWhitespace),
                  registry.command(named: invocation.name) != nil {
            // No Swift line starts with `:check` (outside a """ string): a learner who forgot
            // a closing brace would otherwise wait at `...>` with no answer. `:quit` still leaves.
            if invocation.name == "quit" {
                pending.removeAll()
                return runCommand(invocation)
            }
            return Reply(output: WordWrap.text(messages.commandInsideEntry(invocation.name), width: environment.width).terminatedByNewline,
                         failed: true, needsMoreInput: true)
        }
        pending.append(line)
        let entry = pending.joined(separator: "\n")
        if SwiftREPL.needsMoreInput(entry) {
            return Reply(needsMoreInput: true)
        }
        pending.removeAll()
        let reply = evaluateSwift(entry)
        // What the learner typed and kept is saved with the lesson, to be declared again on resume.
        if commandDepth == 0, !reply.failed, LessonResume.isDeclaration(entry) { lessons.rememberTyped(entry) }
        return reply
    }

    /// The unfinished entry has an odd number of `"""`: the next line is text of a string.
    private var isInsideMultilineString: Bool {
        pending.joined(separator: "\n").components(separatedBy: "\"\"\"").count % 2 == 0
    }

    /// Evaluates one complete Swift entry.
    func evaluateSwift(_ entry: String) -> Reply {
        let result = swift.evaluate(entry, interrupt: environment.interrupt)
        let output = UIKitGapNote.annotate(result.output, swift: swift, messages: messages, width: environment.width)
        return Reply(output: style.highlightDiagnostics(DiagnosticWrap.forTerminal(output, environment)).terminatedByNewline,
                     failed: result.failed)
    }

    private func runCommand(_ invocation: CommandInvocation) -> Reply {
        if invocation.name.isEmpty {
            return .failure(messages.emptyCommandName)
        }
        guard let command = registry.command(named: invocation.name) else {
            var message = messages.unknownCommand(Suggestions.echo(invocation.name))
            if let hint = Suggestions.didYouMean(invocation.name, in: registry.commands.map(\.name), quote: { "':\($0)'" },
                                                 language: messages.language) {
                message += "\n" + hint
            } else {
                message += "\n" + messages.helpNote
            }
            return .failure(message)
        }
        commandDepth += 1
        defer { commandDepth -= 1 }
        // Helpers made before they know the session (UsageFailure) speak its language.
        return Messages.$current.withValue(messages) { command.run(self, invocation) }
    }

    /// The greeting the REPL starts with: two lines, then (unless the REPL
    /// starts straight into a lesson) the offer to start or resume one.
    public func greeting(offerLesson: Bool = true) -> String {
        // Wrapped at spaces: the usage line alone is wider than 80 columns.
        var lines = [messages.banner(version: KeyLabVersion.current), messages.usage]
            .flatMap { WordWrap.lines($0, width: environment.width) }
        if offerLesson, let offer = LessonCommands.greetingOffer(self) { lines.append(offer) }
        return lines.joined(separator: "\n")
    }
}

/// The version `keylab --version` prints.
public enum KeyLabVersion {
    public static let current = "0.1.0"
}

extension String {
    /// The text with any U+FFFD-producing bytes already replaced (Swift
    /// strings are always valid Unicode) and NUL characters removed.
    var replacingInvalidCharacters: String {
        contains("\u{0}") ? String(unicodeScalars.filter { $0 != "\u{0}" }.map(Character.init)) : self
    }
}
