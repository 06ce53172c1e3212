import ArgumentParser
import Foundation
import KeyLab

/// `keylab lesson ID`: the REPL, starting (or resuming) a lesson at once.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Start the REPL in a lesson (or resume it); `keylab` then :lessons lists them."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The lesson id, e.g. swift-basics/variables (default: the lesson you were following).", valueName: "id"))
    var id: String?

    func run() throws {
        let mode = REPLMode.detect(stdinIsTerminal: Output.isTerminal(0), environment: ProcessInfo.processInfo.environment)
        let session = Session(environment: EnvironmentBuilder.make(options: options, interactive: mode.isInteractive))
        let start = ":lesson" + (id.map { " " + $0 } ?? "")
        if let problem = session.lessons.problemStarting(id) {
            Output.error(problem)
            throw ExitCode(1)
        }
        let status = REPLLoop.run(session: session, mode: mode, firstLines: [start])
        if status != 0 { throw ExitCode(status) }
    }
}
