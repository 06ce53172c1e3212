import CEditLine
import Foundation
import KeyLab
import Lessons
import SwiftSubset

/// Builds the session's environment from the flags, the process environment
/// and the terminal.
enum EnvironmentBuilder {
    static func make(options: GlobalOptions, interactive: Bool) -> SessionEnvironment {
        let environment = ProcessInfo.processInfo.environment
        let utf8 = keylab_setup_locale() != 0
        // Not a terminal (a pipe, a test): COLUMNS, as the shell exports it.
        let terminalColumns = Int(keylab_terminal_columns())
        let columns = terminalColumns > 0 ? terminalColumns : Int(environment["COLUMNS"] ?? "") ?? 0
        var limits = EvaluationLimits()
        if let steps = options.maxSteps { limits.maxSteps = steps }
        if let depth = options.maxDepth { limits.maxDepth = depth }
        if let megabytes = options.maxMemory { limits.maxMemoryBytes = megabytes << 20 }
        if let stack = Keylab.evaluationStackBytes { limits.stackBytes = stack }
        let paths = UserPaths(environment: environment)
        let color = ColorPolicy.useColor(stdoutIsTerminal: Output.isTerminal(1), environment: environment, noColorFlag: options.noColor)
        // The sink turns style markers into colour only under the same policy.
        Output.color = color
        var session = SessionEnvironment(
            color: color,
            unicode: TerminalText.unicode(localeIsUTF8: utf8, environment: environment),
            width: columns > 0 ? min(columns, 120) : 80,
            language: options.lang ?? LessonLanguage.fromEnvironment(environment),
            lessonsDirectory: lessonsDirectory(flag: options.lessons, environment: environment),
            dataDirectory: paths.dataDirectory,
            swiftcPath: findExecutable("swiftc", environment: environment),
            limits: limits,
            interrupt: { keylab_peek_interrupt() != 0 || keylab_terminate_requested() != 0 },
            interactive: interactive
        )
        session.childLimits = childLimits(flag: nil, environment: environment)
        session.height = Int(keylab_terminal_rows())
        if interactive {
            session.runEditor = { editor, path in EditorRunner.run(editor, path) }
            session.showNow = { text in Output.write(text) }
        }
        return session
    }

    /// Limits for programs run with the real `swiftc`: the run time from the
    /// flag, else `KEYLAB_SWIFTC_TIME_LIMIT` (seconds), else 10 s.
    static func childLimits(flag: Double?, environment: [String: String]) -> ChildLimits {
        var limits = ChildLimits()
        if let seconds = flag ?? ChildLimits.seconds(from: environment["KEYLAB_SWIFTC_TIME_LIMIT"]) {
            limits.runSeconds = seconds
        }
        return limits
    }

    /// The lessons folder; a folder named by `--lessons` or `KEYLAB_LESSONS`
    /// that does not exist is reported once and the session goes on without lessons.
    static func lessonsDirectory(flag: String?, environment: [String: String]) -> String? {
        switch LessonDiscovery.locate(flag: flag, environment: environment, executablePath: CommandLine.arguments.first) {
        case .found(let path):
            return path
        case .invalid(let problem):
            Output.error("warning: \(problem); no lessons are available\n")
            return nil
        case .none:
            return nil
        }
    }

    static func findExecutable(_ name: String, environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Whether the terminal can show Unicode box drawing and Hangul.
enum TerminalText {
    /// A UTF-8 locale says yes. Otherwise the variable that decides the
    /// character set (`LC_ALL`, else `LC_CTYPE`, else `LANG`) is read for its
    /// encoding suffix: `ko_KR.UTF-8` names a UTF-8 terminal even on a system
    /// where that locale is not installed (setlocale then fails, yet the
    /// terminal prints Hangul fine). `C`, `POSIX` or another character set
    /// (`en_US.ISO-8859-1`) draws in ASCII. With no locale variable at all
    /// (many containers) Unicode is assumed.
    static func unicode(localeIsUTF8: Bool, environment: [String: String]) -> Bool {
        if localeIsUTF8 { return true }
        guard let value = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else {
            return true
        }
        return namesUTF8(value)
    }

    /// True for a locale name whose encoding suffix is UTF-8 (`.UTF-8`,
    /// `.utf8`, with or without a `@modifier`), or `C.UTF-8`.
    static func namesUTF8(_ locale: String) -> Bool {
        guard let dot = locale.firstIndex(of: ".") else { return false }
        let encoding = locale[locale.index(after: dot)...].prefix { $0 != "@" }.lowercased()
        return encoding == "utf-8" || encoding == "utf8"
    }
}
