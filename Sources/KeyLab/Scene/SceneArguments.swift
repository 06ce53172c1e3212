import KeyboardSim

/// What is wrong with a command's words; the command turns it into
/// `error: MESSAGE` followed by its usage line.
struct ArgumentProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Parsing helpers shared by the scene commands. Each returns a value or an
/// `ArgumentProblem` that names the word that is wrong.
enum SceneArguments {
    /// A finite number of points (`20`, `-8`, `44.5`).
    static func number(_ word: String, what: String) throws(ArgumentProblem) -> Double {
        guard let value = Double(word), value.isFinite, !word.lowercased().contains("n"),
              !word.lowercased().contains("x") else {
            throw ArgumentProblem(Messages.current.notANumber(what, word: word))
        }
        return value
    }

    /// `on` or `off`.
    static func onOff(_ word: String?, what: String) throws(ArgumentProblem) -> Bool {
        switch word {
        case "on": return true
        case "off": return false
        case nil: throw ArgumentProblem(Messages.current.sayOnOff(what))
        case let other?: throw ArgumentProblem(Messages.current.onOrOff(what, word: other))
        }
    }

    /// A view kind for `:add`, with a suggestion for a near miss.
    static func kind(_ word: String) throws(ArgumentProblem) -> ViewKind {
        if let kind = ViewKind(rawValue: word.lowercased()) { return kind }
        var message = "unknown kind '\(Suggestions.echo(word))'; kinds: " + ViewKind.allCases.map(\.rawValue).joined(separator: ", ")
        if let hint = Suggestions.didYouMean(word, in: ViewKind.allCases.map(\.rawValue)) { message += "; " + hint }
        throw ArgumentProblem(message)
    }

    /// Splits `NAME.ANCHOR` into its parts; the anchor must be one of `allowed`.
    static func anchorReference(_ word: String, allowed: [Anchor]) throws(ArgumentProblem) -> (name: String, anchor: Anchor) {
        guard let dot = word.lastIndex(of: "."), dot != word.startIndex, word.index(after: dot) != word.endIndex else {
            throw ArgumentProblem(Messages.current.anchorExpected(word))
        }
        let name = String(word[..<dot])
        let anchorWord = String(word[word.index(after: dot)...])
        guard let anchor = Anchor(rawValue: anchorWord), allowed.contains(anchor) else {
            let names = allowed.map(\.rawValue)
            var message = "unknown anchor '\(Suggestions.echo(anchorWord))' in '\(Suggestions.echo(word))'; anchors: " + names.joined(separator: ", ")
            if let hint = Suggestions.didYouMean(anchorWord, in: names) { message += "; " + hint }
            throw ArgumentProblem(message)
        }
        return (name, anchor)
    }

    /// The constant after a pin's target: nothing, `+ N`, `- N`, `+N`, `-N` or `N` (as
    /// `constraint.constant = 20` reads: a bare number is added).
    static func pinConstant(_ words: ArraySlice<String>) throws(ArgumentProblem) -> Double {
        let words = Array(words)
        switch words.count {
        case 0:
            return 0
        case 1:
            let word = words[0]
            if word == "+" || word == "-" { throw ArgumentProblem(Messages.current.numberAfterSign(word)) }
            if let first = word.first, first.isNumber { return try number(word, what: "the constant") }
            guard word.hasPrefix("+") || word.hasPrefix("-") else {
                throw ArgumentProblem(Messages.current.signExpected(word))
            }
            let value = try number(String(word.dropFirst()), what: "the constant")
            return word.hasPrefix("-") ? -value : value
        case 2:
            let sign = words[0]
            guard sign == "+" || sign == "-" else {
                throw ArgumentProblem(Messages.current.signExpected("\(sign) \(words[1])"))
            }
            let value = try number(words[1], what: "the constant")
            return sign == "-" ? -value : value
        default:
            throw ArgumentProblem(Messages.current.wordsAfterConstant(words.dropFirst(2).joined(separator: " ")))
        }
    }
}

/// Positions anchors (`:pin NAME.ANCHOR to TARGET.ANCHOR`) and size anchors (`:pin NAME.width N`).
extension Anchor {
    static let positions: [Anchor] = [.top, .bottom, .leading, .trailing, .centerX, .centerY]
    static let sizes: [Anchor] = [.width, .height]
}
