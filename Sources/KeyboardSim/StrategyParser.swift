extension Strategy {
    /// Parses the words after `:strategy` (`["scroll", "form", "padding", "30"]`).
    /// View names are checked later, by `Simulation.setStrategy(_:)`.
    public static func parse(_ words: [String]) throws(SimError) -> Strategy {
        guard let name = words.first else {
            throw .missingArgument("strategy name; strategies: " + StrategyRegistry.names.joined(separator: ", "))
        }
        guard let type = StrategyRegistry.type(named: name) else {
            throw .unknownStrategy(name, known: StrategyRegistry.names)
        }
        var strategy = Strategy(type.init())
        var rest = Array(words.dropFirst())
        if let what = type.targetKind {
            guard let first = rest.first, !type.optionNames.contains(first) else {
                throw .missingArgument("\(what.rawValue) after '\(name)': usage :strategy \(type.usage)")
            }
            strategy.base.target = first
            rest.removeFirst()
        }
        var index = 0
        while index < rest.count {
            let option = rest[index]
            guard type.optionNames.contains(option) else {
                throw .unknownOption(strategy: name, option: option, known: type.optionNames)
            }
            guard index + 1 < rest.count else {
                throw .missingArgument("a value after '\(option)': usage :strategy \(type.usage)")
            }
            try strategy.set(option: option, to: rest[index + 1])
            index += 2
        }
        return strategy
    }

    private mutating func set(option: String, to word: String) throws(SimError) {
        switch option {
        case "forget-removal": forgetRemoval = try StrategyOptionParsing.onOff(option, word)
        case "check-local": checkLocal = try StrategyOptionParsing.onOff(option, word)
        default: try base.set(option: option, to: word)
        }
    }
}

/// Turns an option's word into its value, with the error `:strategy` shows.
public enum StrategyOptionParsing {
    /// `on` or `off`.
    public static func onOff(_ option: String, _ value: String) throws(SimError) -> Bool {
        switch value {
        case "on": return true
        case "off": return false
        default: throw .invalidOptionValue(option: option, value: value, expected: "on or off")
        }
    }

    /// A finite number; `expected` says what, e.g. "a number of points, e.g. 16".
    public static func number(_ option: String, _ value: String, _ expected: String) throws(SimError) -> Double {
        guard let n = Double(value), n.isFinite else {
            throw .invalidOptionValue(option: option, value: value, expected: expected)
        }
        return n
    }

    /// A number between 0 and 1.
    public static func fraction(_ option: String, _ value: String, _ expected: String) throws(SimError) -> Double {
        let n = try number(option, value, expected)
        guard n >= 0, n <= 1 else { throw .invalidOptionValue(option: option, value: value, expected: expected) }
        return n
    }
}
