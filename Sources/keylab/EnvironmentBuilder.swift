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
        let columns = Int(keylab_terminal_columns())
        var limits = EvaluationLimits()
        if let steps = options.maxSteps { limits.maxSteps = steps }
        let paths = UserPaths(environment: environment)
        return SessionEnvironment(
            color: ColorPolicy.useColor(stdoutIsTerminal: Output.isTerminal(1), environment: environment, noColorFlag: options.noColor),
            unicode: utf8 || !interactive,
            width: columns > 0 ? min(columns, 120) : 80,
            language: options.lang ?? language(from: environment),
            lessonsDirectory: LessonsLocator.directory(flag: options.lessons, environment: environment),
            dataDirectory: paths.dataDirectory,
            swiftcPath: findExecutable("swiftc", environment: environment),
            limits: limits,
            interrupt: { keylab_peek_interrupt() != 0 || keylab_terminate_requested() != 0 },
            interactive: interactive
        )
    }

    /// `ko` when LC_ALL, LC_MESSAGES or LANG (first one set) starts with `ko`.
    static func language(from environment: [String: String]) -> String {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("ko") ? "ko" : "en"
            }
        }
        return "en"
    }

    static func findExecutable(_ name: String, environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Finds the lessons folder: `--lessons`, then `KEYLAB_LESSONS`, then
/// `<prefix>/share/keylab/lessons` beside the installed binary, then the
/// source tree's `lessons/`.
enum LessonsLocator {
    static func directory(flag: String?, environment: [String: String]) -> String? {
        if let flag { return flag }
        if let value = environment["KEYLAB_LESSONS"], !value.isEmpty { return value }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let prefix = executable.deletingLastPathComponent().deletingLastPathComponent()
        let installed = prefix.appendingPathComponent("share/keylab/lessons").path
        if FileManager.default.fileExists(atPath: installed) { return installed }
        // The source tree: this file is Sources/keylab/EnvironmentBuilder.swift.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lessons").path
        if FileManager.default.fileExists(atPath: source) { return source }
        return nil
    }
}
