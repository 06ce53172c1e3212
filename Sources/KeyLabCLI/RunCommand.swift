import ArgumentParser
import Foundation
import KeyLab
import SimUIKit
import SwiftSubset

/// `keylab run FILE`: a `.swift` file like `swift FILE.swift`, or a script of
/// REPL lines (`.keylab`, or `-` for standard input).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a .swift file (like `swift FILE.swift`) or a script of REPL lines (.keylab, or - for stdin).",
        discussion: "The exit status is 1 when a compile error, a runtime error, a failed :expect or any failed command occurred."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The file to run; - reads REPL lines from standard input.", valueName: "file"))
    var file: String

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let environment = EnvironmentBuilder.make(options: options, interactive: false)
        if file == "-" {
            var source = PlainLineSource()
            let session = Session(environment: environment)
            StartupWarnings.show(session)
            let status = ScriptRunner(fileName: nil, endOnceFailed: { OutputFailure.readerGone }).run(&source, session: session) { Output.write($0) }
            if status != 0 { throw ExitCode(status) }
            return
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            Output.error("error: cannot read '\(file)': no such file or it is not readable\n")
            throw ExitCode(1)
        }
        let text = String(decoding: data, as: UTF8.self)
        let name = (file as NSString).lastPathComponent
        if file.hasSuffix(".swift") {
            // Diagnostics name the file as it was typed, as `swift FILE.swift` does.
            // `import UIKit` (or Foundation, CoreGraphics) brings in keylab's prelude of SDK types.
            let result = SwiftProgram.run(source: text, fileName: file, limits: environment.limits,
                                          modules: UIKitPrelude.modules, interrupt: environment.interrupt)
            if let construct = result.unsupportedConstruct,
               let swift = EnvironmentBuilder.findExecutable("swift", environment: ProcessInfo.processInfo.environment) {
                Output.error(RealSwiftFallback.notice(file: file, construct: construct))
                let status = RealSwiftFallback.run(file: file, swift: swift)
                if status != 0 { throw ExitCode(status) }
                return
            }
            // The learner's own program: trusted, byte for byte as `swift FILE.swift`.
            Output.writeUnfiltered(result.stdout)
            Output.error(environment.style.highlightDiagnostics(result.stderr))
            if result.exitCode != 0 { throw ExitCode(result.exitCode) }
            return
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        if lines.last == "" { lines.removeLast() }
        var source = ArrayLineSource(lines)
        let session = Session(environment: environment)
        StartupWarnings.show(session)
        let status = ScriptRunner(fileName: name, endOnceFailed: { OutputFailure.readerGone }).run(&source, session: session) { Output.write($0) }
        if status != 0 { throw ExitCode(status) }
    }
}
