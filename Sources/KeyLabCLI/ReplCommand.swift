import ArgumentParser
import CEditLine
import Foundation
import KeyLab
import Lessons

/// `keylab` with no subcommand: the interactive REPL (or plain lines from a pipe).
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start the REPL (the default): type Swift, or :help for commands."
    )

    @OptionGroup var options: GlobalOptions

    func run() throws {
        let interactive = Output.isTerminal(0) && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        let session = Session(environment: EnvironmentBuilder.make(options: options, interactive: interactive))
        let status = REPLLoop.run(session: session, interactive: interactive)
        if status != 0 { throw ExitCode(status) }
    }
}

/// The read–evaluate–print loop shared by `keylab` and `keylab lesson ID`.
enum REPLLoop {
    /// Runs until end of input or `:quit`; returns the exit status.
    static func run(session: Session, interactive: Bool, firstLines: [String] = []) -> Int32 {
        guard interactive else {
            signal(SIGPIPE, SIG_IGN)
            var source = PlainLineSource()
            StartupWarnings.show(session)
            for line in firstLines { Output.write(session.handle(line).output) }
            // Plain lines: no prompt, no greeting; exit status 0 at the end of input.
            _ = ScriptRunner(fileName: nil).run(&source, session: session) { Output.write($0) }
            return 0
        }
        keylab_install_signal_handlers()
        let history = HistoryStore(path: UserPaths(environment: ProcessInfo.processInfo.environment).historyFile)
        let editor = LineEditor(history: history) { line in session.completions(for: line) }
        editor.onInterrupt = { session.cancelPendingInput() }
        Output.write(session.greeting(offerLesson: firstLines.isEmpty) + "\n")
        for line in firstLines { Output.write(session.handle(line).output) }
        while !session.hasEnded {
            guard let line = editor.nextLine(continuation: session.isAwaitingMoreInput) else {
                if keylab_terminate_requested() == 0 { Output.write("\n") }
                break
            }
            if keylab_take_resize() != 0 { session.resize(width: Int(keylab_terminal_columns())) }
            let reply = session.handle(line)
            Output.write(reply.output)
            if keylab_take_interrupt() != 0, reply.output.isEmpty { Output.write("\n") }
            if keylab_terminate_requested() != 0 { break }
        }
        history.save()
        return keylab_terminate_requested() != 0 ? 143 : 0
    }
}

/// Progress-file warnings found while the session started. Without a
/// greeting (piped lines, scripts) they go to stderr before any line runs, so
/// a session that types only Swift still hears that its progress file was
/// set aside or cannot be read.
enum StartupWarnings {
    static func show(_ session: Session) {
        for warning in session.lessons.takeWarnings() { Output.error(warning + "\n") }
    }
}
