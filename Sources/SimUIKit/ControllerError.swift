/// Why the learner's view controller could not be put on the screen. KeyLab
/// turns each case into words (its message catalogue).
public enum ControllerError: Error, Equatable, Sendable {
    /// The session has not imported UIKit, so it has no view controllers.
    case noUIKit
    /// No subclass of UIViewController is declared.
    case noController
    /// More than one subclass is declared and none was named: the candidates.
    case ambiguous([String])
    /// The named class is not a UIViewController subclass the session declared: the candidates.
    case unknownClass(String, candidates: [String])
    /// `CLASS()` did not compile or crashed: what the REPL said.
    case creationFailed(String, output: String)
}
