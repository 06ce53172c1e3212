import ArgumentParser
import Foundation
import KeyLab

/// `keylab check-lessons [PATH] [--lang L] [--bless]`: the lesson authors' test.
struct CheckLessonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-lessons",
        abstract: "Check lessons: front matter, ids, transcripts, exercises and swift blocks.",
        discussion: """
        Replays every ```keylab transcript in a fresh session and compares the output,
        proves every exercise's checks fail in a fresh session and pass after its
        solution, and compiles every ```swift block with swiftc when it is on the PATH.
        Problems are printed as file:line: error: lines; the exit status is 1 when
        there are any. Without --lang every language folder is checked.
        """
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("A lessons folder (holding en/, ko/) or one lesson file (default: the lessons keylab finds).", valueName: "path"))
    var path: String?

    @Flag(name: .long, help: "Rewrite the expected output of transcripts whose output differs.")
    var bless = false

    @Option(name: .long, help: ArgumentHelp("Seconds each ```swift block's program may run (default: KEYLAB_SWIFTC_TIME_LIMIT, else 10).", valueName: "seconds"))
    var timeLimit: Double?

    func validate() throws {
        if let timeLimit, !(timeLimit > 0 && timeLimit.isFinite) {
            throw ValidationError("--time-limit must be a positive number of seconds")
        }
    }

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let environment = ProcessInfo.processInfo.environment
        guard let target = path ?? EnvironmentBuilder.lessonsDirectory(flag: options.lessons, environment: environment) else {
            Output.error("error: no lessons folder found; give one: keylab check-lessons DIR\n")
            throw ExitCode(1)
        }
        guard FileManager.default.fileExists(atPath: target) else {
            Output.error("error: \(target): no such file or folder\n")
            throw ExitCode(1)
        }
        let outcome = LessonSuiteCheck.run(
            path: target.hasSuffix("/") && target.count > 1 ? String(target.dropLast()) : target,
            languages: options.lang.map { [$0] },
            swiftcPath: EnvironmentBuilder.findExecutable("swiftc", environment: environment),
            bless: bless,
            childLimits: EnvironmentBuilder.childLimits(flag: timeLimit, environment: environment))
        for diagnostic in outcome.diagnostics {
            Output.write(diagnostic.description + "\n")
        }
        for file in outcome.blessedFiles {
            Output.write("blessed \(file)\n")
        }
        Output.write(outcome.summary.joined(separator: "\n") + "\n")
        if outcome.errorCount > 0 { throw ExitCode(1) }
    }
}
