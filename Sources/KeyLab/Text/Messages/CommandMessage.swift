/// Errors of the command line itself: an empty or unknown command name, and
/// the "did you mean" suggestion many errors end with.
enum CommandMessage: String, CaseIterable, MessageEntry {
    case emptyName, unknownCommand, noCommand, helpNote, didYouMean, or, insideEntry

    var english: String {
        switch self {
        case .emptyName: return "error: ':' needs a command name\ntype :help to list every command"
        case .unknownCommand: return "error: unknown command ':{name}'"
        case .noCommand: return "error: no command ':{name}'"
        case .helpNote: return "type :help to list every command"
        case .didYouMean: return "did you mean {options}?"
        case .or: return " or "
        case .insideEntry: return "error: :{name} did not run: the Swift entry above is not finished (an open brace, parenthesis or \"\"\"); finish it, or press Ctrl-C to drop it"
        }
    }

    var korean: String {
        switch self {
        case .emptyName: return "오류: ':' 뒤에 명령 이름이 있어야 해요\n모든 명령을 보려면 :help를 입력하세요"
        case .unknownCommand: return "오류: ':{name}' 명령은 없어요"
        case .noCommand: return "오류: ':{name}' 명령은 없어요"
        case .helpNote: return "모든 명령을 보려면 :help를 입력하세요"
        case .didYouMean: return "혹시 {options}을(를) 찾으셨나요?"
        case .or: return " 또는 "
        case .insideEntry: return "오류: :{name}을(를) 실행하지 않았어요. 위의 Swift 입력이 아직 끝나지 않았어요(열린 중괄호, 괄호 또는 \"\"\"). 입력을 마치거나 Ctrl-C로 버리세요"
        }
    }
}

extension Messages {
    /// `:` alone.
    var emptyCommandName: String { text(CommandMessage.emptyName) }
    /// `:NAME` that is no command (`name` already made safe to echo).
    func unknownCommand(_ name: String) -> String { text(CommandMessage.unknownCommand, ["name": name]) }
    /// `:help NAME` that is no command.
    func noCommand(_ name: String) -> String { text(CommandMessage.noCommand, ["name": name]) }
    /// A command typed while a Swift entry is still open.
    func commandInsideEntry(_ name: String) -> String { text(CommandMessage.insideEntry, ["name": name]) }
    /// Points to `:help`.
    var helpNote: String { text(CommandMessage.helpNote) }
    /// `did you mean 'x' or 'y'?` for already quoted `options`.
    func didYouMean(_ options: [String]) -> String {
        text(CommandMessage.didYouMean, ["options": options.joined(separator: text(CommandMessage.or))])
    }
}
