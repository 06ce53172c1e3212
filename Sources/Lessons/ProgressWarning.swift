/// Trouble with the progress file, as a kind with its details, so the
/// session can word it in the learner's language; `english` is the wording
/// of an English session (and of the tests that read the store directly).
/// The `reason` and `problem` values are the system's or the file writer's
/// own words (`Permission denied`).
public enum ProgressWarning: Equatable, Sendable {
    /// The file is bigger than any progress keylab writes; saving stops.
    case tooLarge(path: String, size: String, limit: String)
    /// The file cannot be read at all; saving stops.
    case unreadable(path: String, reason: String)
    /// The file was not valid progress and was moved to `aside`.
    case setAside(path: String, aside: String)
    /// The file was not valid progress and could not be moved; saving stops.
    case invalidAndKept(path: String, reason: String)
    /// The lock file is a link or not a plain file; saving stops.
    case lockUnusable(lockPath: String, isLink: Bool)
    /// A save failed; the session goes on without saving.
    case cannotSave(path: String, problem: String)
    /// The step keys saved for these lessons are not a list of names: they
    /// were ignored and the lessons' progress read by step position.
    case stepKeysIgnored(path: String, lessons: [String])

    /// Whether keylab stops saving for the session (the warning comes with a note saying so).
    public var stopsSaving: Bool {
        switch self {
        case .tooLarge, .unreadable, .invalidAndKept, .lockUnusable: return true
        case .setAside, .cannotSave, .stepKeysIgnored: return false
        }
    }

    /// The English text, `warning: …` (and `note: …` on a second line when saving stops).
    public var english: String {
        switch self {
        case .tooLarge(let path, let size, let limit):
            return "warning: the progress file \(path) is \(size), over the \(limit) limit for progress" + refusalNote("move it away")
        case .unreadable(let path, let reason):
            return "warning: cannot read the progress file \(path): \(reason)" + refusalNote("fix it or move it away")
        case .setAside(let path, let aside):
            return "warning: could not read the progress file \(path); moved it to \(aside) and starting with fresh progress"
        case .invalidAndKept(let path, let reason):
            return "warning: the progress file \(path) is not valid progress, and it could not be moved aside: \(reason)"
                + refusalNote("move it away")
        case .lockUnusable(let lockPath, let isLink):
            return "warning: \(lockPath) cannot be used as keylab's lock: \(isLink ? "it is a symbolic link" : "it is not a regular file"); keylab does not follow links in its folder"
                + refusalNote("remove \(lockPath)")
        case .cannotSave(let path, let problem):
            return "warning: progress cannot be saved to \(path): \(problem); keylab goes on, but what you finish now is not remembered"
        case .stepKeysIgnored(let path, let lessons):
            return "warning: the progress file \(path) names the steps of \(lessons.joined(separator: ", ")) in a form keylab cannot read; that progress is taken by step position"
        }
    }

    private func refusalNote(_ fix: String) -> String {
        "\nnote: keylab leaves that file as it is and will not save progress in this session; \(fix), then restart keylab"
    }
}
