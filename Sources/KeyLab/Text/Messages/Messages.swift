/// The message catalogue: every string keylab itself prints, in English and
/// Korean, chosen by the session's language. Each area (greeting, lesson
/// chrome, verdicts, …) is an enum of `MessageEntry` cases in its own file,
/// with typed functions on `Messages` that fill its arguments, so a call
/// site reads `session.messages.stepOf(2, count: 5)` and a missing argument
/// is a compile error. docs/messages.md explains how to add one.
struct Messages: Sendable {
    /// The language the messages are printed in.
    let language: Language

    init(_ language: Language) { self.language = language }

    /// The text of `entry`, its placeholders filled from `arguments`.
    func text(_ entry: some MessageEntry, _ arguments: [String: String] = [:]) -> String {
        MessageTemplate.fill(entry.template(in: language), arguments)
    }

    /// Every entry of every area, for the tests that walk the catalogue.
    static var allEntries: [any MessageEntry] {
        GreetingMessage.allCases.map { $0 as any MessageEntry }
            + LessonChromeMessage.allCases.map { $0 as any MessageEntry }
            + ExerciseMessage.allCases.map { $0 as any MessageEntry }
            + NavigationMessage.allCases.map { $0 as any MessageEntry }
            + ProgressMessage.allCases.map { $0 as any MessageEntry }
            + VerdictMessage.allCases.map { $0 as any MessageEntry }
            + CheckMessage.allCases.map { $0 as any MessageEntry }
            + CommandMessage.allCases.map { $0 as any MessageEntry }
            + ExpectMessage.allCases.map { $0 as any MessageEntry }
            + SceneMessage.allCases.map { $0 as any MessageEntry }
            + SettingMessage.allCases.map { $0 as any MessageEntry }
            + HelpMessage.allCases.map { $0 as any MessageEntry }
            + CommandSummaryMessage.allCases.map { $0 as any MessageEntry }
            + DrawingMessage.allCases.map { $0 as any MessageEntry }
            + PredictMessage.allCases.map { $0 as any MessageEntry }
            + SceneErrorMessage.allCases.map { $0 as any MessageEntry }
            + CommandDetailMessage.allCases.map { $0 as any MessageEntry }
            + EventErrorMessage.allCases.map { $0 as any MessageEntry }
            + BuildErrorMessage.allCases.map { $0 as any MessageEntry }
            + TraceMessage.allCases.map { $0 as any MessageEntry }
            + SceneTreeMessage.allCases.map { $0 as any MessageEntry }
            + ContainerMessage.allCases.map { $0 as any MessageEntry }
            + PresentationMessage.allCases.map { $0 as any MessageEntry }
            + ControllerMessage.allCases.map { $0 as any MessageEntry }
            + ControllerCheckMessage.allCases.map { $0 as any MessageEntry }
            + EngineNoteMessage.allCases.map { $0 as any MessageEntry }
            + UndockedMessage.allCases.map { $0 as any MessageEntry }
            + AssistantMessage.allCases.map { $0 as any MessageEntry }
            + InputViewMessage.allCases.map { $0 as any MessageEntry }
            + CodeViewMessage.allCases.map { $0 as any MessageEntry }
            + HandlerNoteMessage.allCases.map { $0 as any MessageEntry }
            + SimErrorReasonMessage.allCases.map { $0 as any MessageEntry }
            + ProgressWarningMessage.allCases.map { $0 as any MessageEntry }
            + SwiftcMessage.allCases.map { $0 as any MessageEntry }
            + LessonCheckMessage.allCases.map { $0 as any MessageEntry }
            + AuditMessage.allCases.map { $0 as any MessageEntry }
            + GauntletMessage.allCases.map { $0 as any MessageEntry }
            + GauntletCheckMessage.allCases.map { $0 as any MessageEntry }
    }

    /// Entries whose Korean text is rightly the same as the English one
    /// (command names, symbols); the catalogue test allows only these.
    static let sameInBothLanguages: Set<String> = []
}

extension Session {
    /// The message catalogue in the session's language.
    var messages: Messages { Messages(Language(code: environment.language)) }
}
