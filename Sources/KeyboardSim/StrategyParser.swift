extension Strategy {
    /// Parses the words after `:strategy` (`["scroll", "form", "padding", "30"]`).
    /// View names are checked later, by `Simulation.setStrategy(_:)`.
    public static func parse(_ words: [String]) throws(SimError) -> Strategy {
        guard let name = words.first else {
            throw .missingArgument("strategy name; strategies: " + StrategyKind.names.joined(separator: ", "))
        }
        guard let kind = StrategyKind(rawValue: name) else {
            throw .unknownStrategy(name, known: StrategyKind.names)
        }
        var strategy = Strategy(kind: kind)
        var rest = Array(words.dropFirst())
        if let what = kind.targetDescription {
            guard let first = rest.first, !kind.optionNames.contains(first) else {
                throw .missingArgument("\(what) after '\(name)': usage :strategy \(kind.usage)")
            }
            strategy.target = first
            rest.removeFirst()
        }
        var index = 0
        while index < rest.count {
            let option = rest[index]
            guard kind.optionNames.contains(option) else {
                throw .unknownOption(strategy: name, option: option, known: kind.optionNames)
            }
            guard index + 1 < rest.count else {
                throw .missingArgument("a value after '\(option)': usage :strategy \(kind.usage)")
            }
            try strategy.set(option: option, value: rest[index + 1])
            index += 2
        }
        return strategy
    }

    private mutating func set(option: String, value: String) throws(SimError) {
        switch option {
        case "only": only = value
        case "push": push = value
        case "guard": guardOn = try Self.onOff(option, value)
        case "ignores-keyboard": ignoresKeyboard = try Self.onOff(option, value)
        case "measure":
            guard let m = ShiftMeasure(rawValue: value) else {
                throw .invalidOptionValue(option: option, value: value, expected: "end, window or screen")
            }
            measure = m
        case "resign-on-rotate": resignOnRotate = try Self.onOff(option, value)
        case "forget-removal": forgetRemoval = try Self.onOff(option, value)
        case "check-local": checkLocal = try Self.onOff(option, value)
        case "margin": margin = try Self.number(option, value, "a number of points, e.g. 16")
        case "padding": padding = try Self.number(option, value, "a number of points, e.g. 20")
        case "distance": distance = try Self.number(option, value, "a number of points, e.g. 10")
        case "threshold": threshold = try Self.fraction(option, value, "a fraction between 0 and 1, e.g. 0.6")
        case "anchor": anchor = try Self.fraction(option, value, "a fraction between 0 and 1, e.g. 0.3")
        default: throw .unknownOption(strategy: kind.rawValue, option: option, known: kind.optionNames)
        }
    }

    private static func onOff(_ option: String, _ value: String) throws(SimError) -> Bool {
        switch value {
        case "on": return true
        case "off": return false
        default: throw .invalidOptionValue(option: option, value: value, expected: "on or off")
        }
    }

    private static func number(_ option: String, _ value: String, _ expected: String) throws(SimError) -> Double {
        guard let n = Double(value), n.isFinite else {
            throw .invalidOptionValue(option: option, value: value, expected: expected)
        }
        return n
    }

    private static func fraction(_ option: String, _ value: String, _ expected: String) throws(SimError) -> Double {
        let n = try number(option, value, expected)
        guard n >= 0, n <= 1 else { throw .invalidOptionValue(option: option, value: value, expected: expected) }
        return n
    }
}
