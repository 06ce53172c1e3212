import KeyboardSim
import SimUIKit

/// `:strategy code [CLASS]`: the learner's own UIViewController subclass on
/// the simulated screen (DESIGN.md §8). keylab creates it, connects outlets
/// named like the scene's views and `:pin … as NAME` constraints, and calls
/// viewDidLoad, viewWillAppear and viewDidAppear; keyboard events then run
/// the handlers its code registered.
enum CodeStrategyCommand {
    /// The usage line `:help strategy` shows.
    static let usage = "code [CLASS | EXPRESSION]"
    /// What `:help strategy` says of it.
    static let summary = CodeStrategy.summary

    static func run(_ session: Session, _ words: [String], _ fail: UsageFailure, typed: String = "") -> Reply {
        let text = typed.isEmpty ? words.joined(separator: " ") : typed
        let binding = ControllerBinding(repl: session.swift)
        binding.interrupt = session.environment.interrupt
        binding.sceneClasses = session.scene.viewClasses
        let className: String
        var printed = ""
        if ControllerBinding.isMakerExpression(text) {
            // `:strategy code LoginFactory.make()`: the app's own code makes the controller.
            switch binding.make(with: text) {
            case .failure(let error): return .failure(session.messages.controllerError(error))
            case .success(let made): (className, printed) = made
            }
        } else {
            guard words.count <= 1 else {
                return .failure(session.messages.text(ControllerMessage.tooManyClasses, ["words": text]))
            }
            // In an exercise, no class named means the one the learner declared for it.
            let named = words.first ?? (session.lessons.currentExercise != nil ? ExerciseController.recent(in: session) : nil)
            switch ControllerBinding.resolveClass(named, in: session.swift) {
            case .failure(let error): return .failure(session.messages.controllerError(error))
            case .success(let name): className = name
            }
        }
        var simulation = session.scene.simulation
        switch binding.install(className: className, in: &simulation) {
        case .failure(let error):
            return .failure(session.messages.controllerError(error))
        case .success(let steps):
            session.scene.simulation = simulation
            // What the learner's expression printed, marked as their prints are in a trace.
            let made = printed.split(separator: "\n").map { "print: " + $0 }
            let lines = [session.messages.text(ControllerMessage.installed, ["name": className])] + made
                + TraceFormatter.explanation(steps, ascii: !session.style.unicode)
                    .flatMap { TraceLineWrap.lines($0, width: session.environment.width) }
            return .text(session.sceneText(lines.joined(separator: "\n")))
        }
    }

    /// Completion after `:strategy code`: the controller classes declared.
    static func completions(_ session: Session) -> [String] {
        ControllerBinding.controllerClasses(in: session.swift)
    }
}
