/// A problem in a lesson file, reported as `file:line: error: message`
/// (the form compilers use, so editors can jump to it).
public struct LessonDiagnostic: Sendable, Equatable, CustomStringConvertible, Error {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var file: String
    public var line: Int
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int, _ message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.severity = severity
        self.message = message
    }

    /// `file:line: error: message`.
    public var description: String { "\(file):\(line): \(severity.rawValue): \(message)" }
}
