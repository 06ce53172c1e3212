import KeyboardSim

/// Failure replies for one command: what is wrong, then its usage line.
/// (A value built before the `Command`, so its run closure can use it.)
struct UsageFailure: Sendable {
    let usage: String

    /// `error: PROBLEM` then `usage: USAGE`.
    func problem(_ problem: String) -> Reply {
        let messages = Messages.current
        return .failure(messages.errorLabel + problem + "\n" + messages.usageLabelLine + usage)
    }

    /// The reply for an engine error: its message, a "did you mean" line when a
    /// name was misspelled, then the usage line. The scene is left unchanged
    /// by the caller (it only stores a simulation that was edited without error).
    func reply(_ error: SimError) -> Reply {
        let messages = Messages.current
        var message = messages.errorLabel + messages.simError(error)
        if let word = error.misspelledWord {
            // The engine quotes the word whole; show a long one shortened.
            message = Suggestions.shortening(word, in: message)
            if let hint = Suggestions.didYouMean(word, in: error.validNames, language: messages.language) { message += "\n" + hint }
        }
        return .failure(message + "\n" + messages.usageLabelLine + usage)
    }

    /// The reply for words that could not be parsed.
    func reply(_ problem: ArgumentProblem) -> Reply {
        self.problem(problem.message)
    }
}

extension SimError {
    /// The word the learner typed that names nothing (for suggestions).
    var misspelledWord: String? {
        switch self {
        case .unknownView(let word, _), .unknownDevice(let word, _), .unknownStrategy(let word, _),
             .unknownPath(let word, _):
            return word
        case .unknownOption(_, let option, _):
            return option
        default:
            return nil
        }
    }
}
