/// How long a program keylab starts (the real `swiftc`, and the program it
/// built) may run and how much it may print before keylab stops it.
///
/// A lesson's ```` ```swift ```` block or a learner's `:swiftc` can loop or
/// print forever; `check-lessons` must still end, and keylab's memory must
/// not grow with what the program prints.
public struct ChildLimits: Sendable, Equatable {
    /// Seconds the built program may run (`KEYLAB_SWIFTC_TIME_LIMIT`, or
    /// `check-lessons --time-limit`). Default 10.
    public var runSeconds: Double
    /// Seconds `swiftc` may take to compile. A compiler does end, but a
    /// pathological expression can take minutes; the default is generous.
    public var compileSeconds: Double
    /// Bytes of output (standard output and error together) kept before the
    /// program is stopped. Default 1 MB.
    public var outputBytes: Int

    /// Limits with the defaults: 10 s to run, 120 s to compile, 1 MB of output.
    public init(runSeconds: Double = 10, compileSeconds: Double = 120, outputBytes: Int = 1_000_000) {
        self.runSeconds = runSeconds
        self.compileSeconds = compileSeconds
        self.outputBytes = outputBytes
    }

    /// The run time limit from a setting such as `"1"` or `"2.5"`; nil for
    /// anything that is not a positive number of seconds.
    public static func seconds(from text: String?) -> Double? {
        guard let text, let value = Double(text.trimmingCharacters(in: .whitespaces)),
              value.isFinite, value > 0 else { return nil }
        return value
    }
}

/// Why keylab stopped a program before it ended by itself.
public enum ChildStop: Sendable, Equatable {
    /// It ran longer than the limit (seconds).
    case timeLimit(Double)
    /// It printed more than the limit (bytes).
    case outputLimit(Int)
    /// The learner pressed Ctrl-C, or keylab is being ended.
    case interrupted

    /// What to tell the learner or lesson author, after `error: `;
    /// `what` names the process ("the program", "swiftc").
    public func message(_ what: String? = nil) -> String {
        Messages.current.childStop(self, what: what)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
