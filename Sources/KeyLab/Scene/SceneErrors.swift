import KeyboardSim

extension Command {
    /// The reply for an engine error: its message, a "did you mean" line when a
    /// name was misspelled, then the usage line. The scene is left unchanged
    /// by the caller (it only stores a simulation that was edited without error).
    func failure(_ error: SimError) -> Reply {
        var message = "error: " + error.message
        if let word = error.misspelledWord,
           let hint = Suggestions.didYouMean(word, in: error.validNames) {
            message += "\n" + hint
        }
        return .failure(message + "\nusage: " + usage)
    }

    /// The reply for words that could not be parsed.
    func failure(_ problem: ArgumentProblem) -> Reply {
        usageError(problem.message)
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

extension Session {
    /// The style's text with typographic characters spelled in ASCII when
    /// the terminal is not UTF-8.
    func sceneText(_ text: String) -> String {
        AsciiFallback.apply(text, style: style)
    }
}
