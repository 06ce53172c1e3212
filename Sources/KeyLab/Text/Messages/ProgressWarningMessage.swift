import Lessons

/// Trouble with the progress file (`ProgressWarning`, found by the Lessons
/// module). English is the store's own wording (`ProgressWarning.english`);
/// the `english` templates here say the same for the catalogue's readers.
enum ProgressWarningMessage: String, CaseIterable, MessageEntry {
    case tooLarge, unreadable, setAside, invalidAndKept, lockIsLink, lockNotAFile, cannotSave, stepKeysIgnored
    case stopsSaving, fixMoveAway, fixOrMoveAway, fixRemove

    var english: String {
        switch self {
        case .tooLarge: return "warning: the progress file {path} is {size}, over the {limit} limit for progress"
        case .unreadable: return "warning: cannot read the progress file {path}: {reason}"
        case .setAside: return "warning: could not read the progress file {path}; moved it to {aside} and starting with fresh progress"
        case .invalidAndKept: return "warning: the progress file {path} is not valid progress, and it could not be moved aside: {reason}"
        case .lockIsLink: return "warning: {path} cannot be used as keylab's lock: it is a symbolic link; keylab does not follow links in its folder"
        case .lockNotAFile: return "warning: {path} cannot be used as keylab's lock: it is not a regular file; keylab does not follow links in its folder"
        case .cannotSave: return "warning: progress cannot be saved to {path}: {problem}; keylab goes on, but what you finish now is not remembered"
        case .stepKeysIgnored: return "warning: the progress file {path} names the steps of {lessons} in a form keylab cannot read; that progress is taken by step position"
        case .stopsSaving: return "note: keylab leaves that file as it is and will not save progress in this session; {fix}, then restart keylab"
        case .fixMoveAway: return "move it away"
        case .fixOrMoveAway: return "fix it or move it away"
        case .fixRemove: return "remove {path}"
        }
    }

    var korean: String {
        switch self {
        case .tooLarge: return "경고: 진도 파일 {path}의 크기가 {size}라서 진도 파일 한도 {limit}를 넘어요"
        case .unreadable: return "경고: 진도 파일 {path}을(를) 읽을 수 없어요: {reason}"
        case .setAside: return "경고: 진도 파일 {path}을(를) 읽지 못해서 {aside}(으)로 옮겨 두고 진도를 새로 시작해요"
        case .invalidAndKept: return "경고: 진도 파일 {path}은(는) 올바른 진도가 아닌데, 다른 곳으로 옮기지도 못했어요: {reason}"
        case .lockIsLink: return "경고: {path}은(는) 심볼릭 링크라서 keylab의 잠금 파일로 쓸 수 없어요. keylab은 자기 폴더의 링크를 따라가지 않아요"
        case .lockNotAFile: return "경고: {path}은(는) 일반 파일이 아니라서 keylab의 잠금 파일로 쓸 수 없어요. keylab은 자기 폴더의 링크를 따라가지 않아요"
        case .cannotSave: return "경고: 진도를 {path}에 저장할 수 없어요: {problem}. keylab은 계속되지만, 지금부터 마친 것은 기억되지 않아요"
        case .stepKeysIgnored: return "경고: 진도 파일 {path}에 적힌 {lessons}의 단계 이름을 읽을 수 없어서, 그 진도는 단계 순서대로 읽어요"
        case .stopsSaving: return "참고: keylab은 그 파일을 그대로 두고 이 세션에서는 진도를 저장하지 않아요. {fix} keylab을 다시 시작하세요"
        case .fixMoveAway: return "파일을 다른 곳으로 옮긴 뒤"
        case .fixOrMoveAway: return "파일을 고치거나 다른 곳으로 옮긴 뒤"
        case .fixRemove: return "{path}을(를) 지운 뒤"
        }
    }
}

extension Messages {
    /// A progress-file warning in the session's language (English: the store's own words).
    func progressWarning(_ warning: ProgressWarning) -> String {
        if language == .english { return warning.english }
        let line: String
        let fix: String
        switch warning {
        case .tooLarge(let path, let size, let limit):
            line = text(ProgressWarningMessage.tooLarge, ["path": path, "size": size, "limit": limit])
            fix = text(ProgressWarningMessage.fixMoveAway)
        case .unreadable(let path, let reason):
            line = text(ProgressWarningMessage.unreadable, ["path": path, "reason": reason])
            fix = text(ProgressWarningMessage.fixOrMoveAway)
        case .setAside(let path, let aside):
            return text(ProgressWarningMessage.setAside, ["path": path, "aside": aside])
        case .invalidAndKept(let path, let reason):
            line = text(ProgressWarningMessage.invalidAndKept, ["path": path, "reason": reason])
            fix = text(ProgressWarningMessage.fixMoveAway)
        case .lockUnusable(let lockPath, let isLink):
            line = text(isLink ? ProgressWarningMessage.lockIsLink : .lockNotAFile, ["path": lockPath])
            fix = text(ProgressWarningMessage.fixRemove, ["path": lockPath])
        case .cannotSave(let path, let problem):
            return text(ProgressWarningMessage.cannotSave, ["path": path, "problem": problem])
        case .stepKeysIgnored(let path, let lessons):
            return text(ProgressWarningMessage.stepKeysIgnored, ["path": path, "lessons": lessons.joined(separator: ", ")])
        }
        return line + "\n" + text(ProgressWarningMessage.stopsSaving, ["fix": fix])
    }
}
