import ArgumentParser
import KeyLab

/// The `keylab` command: the REPL by default, and its subcommands.
@main
struct Keylab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keylab",
        abstract: "Learn Swift basics and iOS keyboard handling in your terminal.",
        discussion: """
        Start the REPL with `keylab`, type Swift to run it and :help for commands.
        Lessons, progress and the history live under $XDG_DATA_HOME/keylab and
        $XDG_STATE_HOME/keylab (default ~/.local/share/keylab, ~/.local/state/keylab).

        Options of every subcommand (see `keylab help repl`):
          --lang en|ko      lesson language (default: from LANG)
          --lessons DIR     where the lessons are
          --no-color        never colour the output (NO_COLOR works too)
          --max-steps N     stop a Swift evaluation after N steps
          --max-depth N     stop Swift recursion deeper than N calls (default 100000)
          --max-memory MB   stop a Swift evaluation whose values pass MB megabytes (default 512)
        """,
        version: "keylab \(KeyLabVersion.current)",
        subcommands: [ReplCommand.self, RunCommand.self, LessonCommand.self, CheckLessonsCommand.self, AuditCommand.self],
        defaultSubcommand: ReplCommand.self
    )

    /// Lets the shared options come before the subcommand too
    /// (`keylab --lang ko lesson ID`), which swift-argument-parser would refuse.
    static func main() {
        ProcessSignals.install()
        // glibc's malloc keeps its dynamic mmap threshold: a fixed 128 KiB one (to save about
        // 1 MiB at the REPL benchmark's peak) made every large buffer a round of mmap/munmap
        // system calls and fresh zeroed pages (docs/decisions.md, i26).
        let names = ["repl", "run", "lesson", "check-lessons", "audit", "help"]
        let arguments = ArgumentOrder.subcommandFirst(Array(CommandLine.arguments.dropFirst()), subcommands: names)
        // Everything runs on a thread with a 1 GB stack, so the learner's recursion can go as deep as
        // Swift's (EvaluationLimits.maxDepth) without overflowing the host; see LargeStackThread.
        evaluationStackBytes = LargeStackThread.evaluationBytes(threadSize: LargeStackThread.defaultSize)
        if LargeStackThread.run(size: LargeStackThread.defaultSize, { runCommand(arguments) }) { return }
        evaluationStackBytes = nil
        runCommand(arguments)
    }

    /// What `ParsableCommand.main` does, plus the word on lost output.
    static func runCommand(_ arguments: [String]) {
        do {
            var command = try parseAsRoot(arguments)
            // The REPL's status is 0 whatever happened: nothing to wait for.
            OutputFailure.closedPipeEndsQuietly = command is ReplCommand || command is LessonCommand
            try command.run()
        } catch {
            OutputFailure.settle(status: exitCode(for: error).rawValue)
            exit(withError: error)
        }
    }

    /// Stack bytes a Swift evaluation may use, set when keylab runs on its large-stack thread
    /// (nil: the default for an ordinary thread). Written once before that thread starts.
    nonisolated(unsafe) static var evaluationStackBytes: Int?
}

/// Moves a subcommand name in front of the shared options that precede it.
enum ArgumentOrder {
    static let optionsWithValue: Set<String> = ["--lang", "--lessons", "--max-steps", "--max-depth", "--max-memory"]
    static let flags: Set<String> = ["--no-color"]

    static func subcommandFirst(_ arguments: [String], subcommands: [String]) -> [String] {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if optionsWithValue.contains(word) {
                index += 2
            } else if flags.contains(word) || optionsWithValue.contains(where: { word.hasPrefix($0 + "=") }) {
                index += 1
            } else {
                break
            }
        }
        guard index > 0, index < arguments.count, subcommands.contains(arguments[index]) else { return arguments }
        return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
    }
}
