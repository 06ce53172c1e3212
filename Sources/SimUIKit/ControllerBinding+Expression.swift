import KeyboardSim
import SwiftSubset

/// `:strategy code EXPRESSION`: the controller made by the app's own code — an initializer with
/// arguments (`LoginViewController(viewModel: LoginViewModel())`) or a factory
/// (`LoginFactory.make()`, `ProfileViewController.instantiate(user: me)`) — as the app makes a
/// screen that no storyboard makes, or one it fills in after the storyboard made it.
extension ControllerBinding {
    /// Whether `text` after `:strategy code` is an expression rather than a class name.
    public static func isMakerExpression(_ text: String) -> Bool {
        text.contains("(") || text.contains(".")
    }

    /// Runs `expression` once and keeps the controller it made for `install(className:in:)`;
    /// returns the controller's class and what the expression printed. The class must be a
    /// UIViewController subclass the learner declared.
    public func make(with expression: String) -> Result<(className: String, output: String), ControllerError> {
        guard repl.declaresFunction("_keylabInstall") else { return .failure(.noUIKit) }
        let made = repl.evaluateHostSource("_keylabMade = (\(expression))", interrupt: interrupt)
        if made.failed { return .failure(.creationFailed(expression, output: made.output)) }
        let name: String
        if case .string(let s)? = repl.call(function: "_keylabMadeClassName", arguments: [], interrupt: interrupt).value {
            name = s
        } else {
            name = ""
        }
        let candidates = ControllerBinding.controllerClasses(in: repl)
        guard candidates.contains(name) else {
            _ = repl.evaluateHostSource("_keylabMade = nil")
            return .failure(.unknownClass(name.isEmpty ? expression : name, candidates: candidates))
        }
        usesMadeController = true
        return .success((name, made.output))
    }
}
