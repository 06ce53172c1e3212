import ArgumentParser
import CEditLine
import Foundation
import KeyLab
import Lessons

/// `keylab` with no subcommand: the interactive REPL (a plain prompt for
/// `TERM=dumb`, plain lines from a pipe).
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start the REPL (the default): type Swift, or :help for commands."
    )

    @OptionGroup var options: GlobalOptions

    func run() throws {
        let mode = REPLMode.detect(stdinIsTerminal: Output.isTerminal(0), environment: ProcessInfo.processInfo.environment)
        let session = Session(environment: EnvironmentBuilder.make(options: options, interactive: mode.isInteractive))
        let status = REPLLoop.run(session: session, mode: mode)
        if status != 0 { throw ExitCode(status) }
    }
}

/// The read–evaluate–print loop shared by `keylab` and `keylab lesson ID`.
enum REPLLoop {
    /// Runs until end of input or `:quit`; returns the exit status.
    static func run(session: Session, mode: REPLMode, firstLines: [String] = []) -> Int32 {
        switch mode {
        case .script:
            signal(SIGPIPE, SIG_IGN)
            var source = PlainLineSource()
            StartupWarnings.show(session)
            for line in firstLines { Output.write(session.handle(line).output) }
            // Plain lines: no prompt, no greeting; exit status 0 at the end of input.
            _ = ScriptRunner(fileName: nil).run(&source, session: session) { Output.write($0) }
            return 0
        case .plainPrompt:
            keylab_install_signal_handlers()
            var source = PlainPromptSource(onInterrupt: { session.cancelPendingInput() })
            return converse(session: session, firstLines: firstLines) { source.nextLine(continuation: $0) }
        case .lineEditor:
            keylab_install_signal_handlers()
            let history = HistoryStore(path: UserPaths(environment: ProcessInfo.processInfo.environment).historyFile)
            let editor = LineEditor(history: history) { line in session.completions(for: line) }
            editor.onInterrupt = { session.cancelPendingInput() }
            let status = converse(session: session, firstLines: firstLines) { editor.nextLine(continuation: $0) }
            history.save()
            return status
        }
    }

    /// A person at a terminal: the greeting, then a line at a time until
    /// end of input, `:quit` or SIGTERM.
    private static func converse(session: Session, firstLines: [String], nextLine: (Bool) -> String?) -> Int32 {
        Output.write(session.greeting(offerLesson: firstLines.isEmpty) + "\n")
        for line in firstLines { Output.write(session.handle(line).output) }
        while !session.hasEnded {
            guard let line = nextLine(session.isAwaitingMoreInput) else {
                if keylab_terminate_requested() == 0 { Output.write("\n") }
                break
            }
            if keylab_take_resize() != 0 {
                session.resize(width: Int(keylab_terminal_columns()), height: Int(keylab_terminal_rows()))
            }
            let reply = session.handle(line)
            show(reply.output, session: session)
            if keylab_take_interrupt() != 0, reply.output.isEmpty { Output.write("\n") }
            if keylab_terminate_requested() != 0 { break }
        }
        return keylab_terminate_requested() != 0 ? 143 : 0
    }
}

extension REPLLoop {
    /// A reply at the terminal: through the pager when it is taller than the
    /// terminal and `:page` is on (Pager.swift), else written as it is.
    static func show(_ output: String, session: Session) {
        if session.scene.page, Output.isTerminal(1),
           let command = Pager.command(environment: ProcessInfo.processInfo.environment),
           Pager.isTaller(output, rows: Int(keylab_terminal_rows()), columns: Int(keylab_terminal_columns())),
           Pager.show(output, command: command) {
            return
        }
        Output.write(output)
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
