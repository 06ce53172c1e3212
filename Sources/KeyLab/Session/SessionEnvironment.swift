import SwiftSubset

/// Everything the session needs to know about the world it runs in.
/// The executable fills it from the terminal, the flags and the environment;
/// tests use the defaults (no colour, Unicode, 80 columns).
public struct SessionEnvironment: Sendable {
    /// Use ANSI colours.
    public var color: Bool
    /// Use Unicode box drawing and symbols (false: ASCII fallback).
    public var unicode: Bool
    /// Terminal width in columns.
    public var width: Int
    /// Terminal height in rows; 0 when unknown (a pipe, tests). Below 35
    /// rows the screen drawing is squeezed so an event's report fits.
    public var height: Int = 0
    /// Lesson language (`en` or `ko`).
    public var language: String
    /// The lessons folder found by discovery (nil: no lessons available).
    public var lessonsDirectory: String?
    /// Where progress is saved (nil: progress is not saved, e.g. in tests).
    public var dataDirectory: String?
    /// Path of the real `swiftc`, when one is on the PATH.
    public var swiftcPath: String?
    /// Limits for evaluating Swift.
    public var limits: EvaluationLimits
    /// Limits for programs run with the real `swiftc` (`:swiftc`).
    public var childLimits: ChildLimits = ChildLimits()
    /// Polled during long evaluations; true means the user pressed Ctrl-C.
    public var interrupt: @Sendable () -> Bool
    /// The session talks to a person at a terminal (false: a script or pipe).
    public var interactive: Bool
    /// Runs an editor (`$EDITOR`, default `vi`) on a file at the terminal and
    /// waits for it; true when it ran. nil when there is no terminal (`:edit` then refuses).
    public var runEditor: (@Sendable (_ editor: String, _ path: String) -> Bool)? = nil
    /// Writes text to the terminal at once, ahead of the command's reply:
    /// what `:edit` is about to do, shown before the editor takes the screen.
    /// nil (tests, scripts): such text starts the reply instead.
    public var showNow: (@Sendable (String) -> Void)? = nil

    public init(
        color: Bool = false,
        unicode: Bool = true,
        width: Int = 80,
        language: String = "en",
        lessonsDirectory: String? = nil,
        dataDirectory: String? = nil,
        swiftcPath: String? = nil,
        limits: EvaluationLimits = EvaluationLimits(),
        interrupt: @escaping @Sendable () -> Bool = { false },
        interactive: Bool = false
    ) {
        self.color = color
        self.unicode = unicode
        self.width = width
        self.language = language
        self.lessonsDirectory = lessonsDirectory
        self.dataDirectory = dataDirectory
        self.swiftcPath = swiftcPath
        self.limits = limits
        self.interrupt = interrupt
        self.interactive = interactive
    }

    /// The text style these settings call for.
    public var style: Style { Style(color: color, unicode: unicode) }
}
