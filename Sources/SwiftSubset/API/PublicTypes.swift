/// How far one evaluation may go before keylab stops it.
public struct EvaluationLimits: Sendable {
    /// Loop iterations plus function calls allowed in one evaluation.
    public var maxSteps: Int
    /// Deepest nesting of function calls allowed.
    public var maxDepth: Int

    /// Creates limits; the defaults are large enough for any lesson.
    public init(maxSteps: Int = 50_000_000, maxDepth: Int = 1_000) {
        self.maxSteps = maxSteps
        self.maxDepth = maxDepth
    }
}

/// What one REPL entry printed, in display order.
public struct REPLResult: Sendable, Equatable {
    /// Print output, echo lines, diagnostics and runtime errors; every line ends with a newline.
    public var output: String
    /// True when the entry had a compile error, a runtime error or was stopped.
    public var failed: Bool

    /// Creates a result.
    public init(output: String, failed: Bool) {
        self.output = output
        self.failed = failed
    }
}

/// The outcome of evaluating a lesson's Bool check.
public enum ConditionResult: Sendable, Equatable {
    /// The expression evaluated to this value.
    case value(Bool)
    /// The expression did not compile, was not a Bool, or failed at run time.
    case error(String)
}

/// What running a whole file produced, like `swift FILE.swift`.
public struct ProgramResult: Sendable, Equatable {
    /// Everything the program printed.
    public var stdout: String
    /// Diagnostics and runtime error messages.
    public var stderr: String
    /// 0 on success, 1 on a compile error, the real toolchain's status on a runtime error.
    public var exitCode: Int32
    /// The first construct outside keylab's subset that made it refuse the
    /// file (`structs`, `'maxSplits:'`), nil when nothing was refused;
    /// `keylab run` then hands the file to the real toolchain.
    public var unsupportedConstruct: String?

    /// Creates a result.
    public init(stdout: String, stderr: String, exitCode: Int32, unsupportedConstruct: String? = nil) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
        self.unsupportedConstruct = unsupportedConstruct
    }
}
