/// The frame of `:help`: its header, the command groups and the labels of
/// `:help NAME`. Command summaries are in `CommandSummaryMessage`.
enum HelpMessage: String, CaseIterable, MessageEntry {
    case header, general, swift, scene, events, output, lessons, usage, example

    var english: String {
        switch self {
        case .header: return "Commands (:help COMMAND shows one with an example); other input is Swift."
        case .general: return "General"
        case .swift: return "Swift"
        case .scene: return "Build a screen"
        case .events: return "Keyboard events"
        case .output: return "See and check"
        case .lessons: return "Lessons"
        case .usage: return "usage: "
        case .example: return "example:"
        }
    }

    var korean: String {
        switch self {
        case .header: return "명령 목록(:help 명령 이름으로 예와 함께 볼 수 있어요). 다른 입력은 Swift로 실행돼요."
        case .general: return "일반"
        case .swift: return "Swift 실행"
        case .scene: return "화면 만들기"
        case .events: return "키보드 이벤트"
        case .output: return "보기와 검사"
        case .lessons: return "레슨"
        case .usage: return "사용법: "
        case .example: return "예:"
        }
    }
}

extension Messages {
    /// The first line of `:help`.
    var helpHeader: String { text(HelpMessage.header) }
    /// A command group's title.
    func groupTitle(_ group: CommandGroup) -> String {
        switch group {
        case .general: return text(HelpMessage.general)
        case .swift: return text(HelpMessage.swift)
        case .scene: return text(HelpMessage.scene)
        case .events: return text(HelpMessage.events)
        case .output: return text(HelpMessage.output)
        case .lessons: return text(HelpMessage.lessons)
        }
    }
    /// `usage: ` before a command's usage.
    var usageLabel: String { text(HelpMessage.usage) }
    /// `example:` above a command's example.
    var exampleLabel: String { text(HelpMessage.example) }
    /// A command's one-line summary: the command's own (English) one, or its
    /// catalogue translation.
    func summary(of command: Command) -> String {
        guard language != .english, let entry = CommandSummaryMessage(rawValue: command.name) else { return command.summary }
        return text(entry)
    }
}

extension Messages {
    /// A command's details for `:help NAME`: the command's own (English)
    /// text, or its catalogue translation.
    func details(of command: Command) -> String {
        guard language != .english, let entry = CommandDetailMessage(rawValue: command.name) else { return command.details }
        return text(entry)
    }
}
