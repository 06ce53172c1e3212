/// How far one evaluation may go before keylab stops it.
public struct EvaluationLimits: Sendable {
    /// Loop iterations plus function calls allowed in one evaluation.
    public var maxSteps: Int
    /// Deepest nesting of function calls allowed (Swift itself manages about 100,000 small frames
    /// in its 8 MB main-thread stack).
    public var maxDepth: Int
    /// Bytes of the host thread's stack that nested calls may use, counted from where the
    /// evaluation starts. Each interpreted call takes several host frames (about 0.5 KB in a
    /// release build, 5 KB in a debug build), so the caller that runs evaluations on a thread with
    /// a large stack raises this; the default suits a thread with the usual 8 MB stack.
    public var stackBytes: Int
    /// Approximate bytes the program's values (strings, arrays, dictionaries) and its printed
    /// output may hold at once, counted as keylab stores them (an `Int` element takes 32 bytes).
    /// The whole REPL session's values count, not only the entry's.
    public var maxMemoryBytes: Int

    /// Creates limits; the defaults are large enough for any lesson.
    public init(maxSteps: Int = 50_000_000, maxDepth: Int = 100_000, stackBytes: Int = 5 << 20,
                maxMemoryBytes: Int = EvaluationLimits.defaultMemoryBytes) {
        self.maxSteps = maxSteps
        self.maxDepth = maxDepth
        self.stackBytes = stackBytes
        self.maxMemoryBytes = maxMemoryBytes
    }

    /// 512 MiB: 16 million `Int` elements, several times what any beginner's program holds.
    public static let defaultMemoryBytes = 512 << 20
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
