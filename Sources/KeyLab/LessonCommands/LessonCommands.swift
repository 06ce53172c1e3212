/// The guided-lesson commands.
/// (Placeholder: the lesson commands are registered here.)
enum LessonCommands {
    static var all: [Command] { [] }

    /// The greeting's line offering the first lesson or resuming; nil for none.
    static func greetingOffer(_ session: Session) -> String? { nil }
}
