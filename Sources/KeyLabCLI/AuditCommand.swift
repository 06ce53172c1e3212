import ArgumentParser
import Foundation
import KeyLab

/// `keylab audit FILE.swift [CLASS] [--scene SCRIPT.keylab] [--json]`: the
/// keyboard gauntlet (DESIGN.md §9) for anyone's view controller.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Run a view controller through the keyboard gauntlet on every device and orientation.",
        discussion: """
        Loads FILE.swift, builds the screen from SCRIPT.keylab (its :add, :pin, :content, … lines) or, without \
        one, from the controller's outlets, and runs real-world keyboard sequences (show, switch fields, emoji, \
        CJK, predictive bar, rotation, push/pop, iPad hardware and undocked keyboards, Split View, …). \
        Prints a table, each failure with its numbers and the REPL line that replays it. \
        The exit status is 0 when every run passes, 1 otherwise.
        """
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The Swift file with the view controller.", valueName: "file"))
    var file: String

    @Argument(help: ArgumentHelp("The UIViewController subclass (default: the only one declared).", valueName: "class"))
    var className: String?

    @Option(name: .customLong("scene"), help: ArgumentHelp("A .keylab script whose scene commands build the screen.", valueName: "script"))
    var scene: String?

    @Flag(name: .customLong("json"), help: "Print one JSON object: {\"class\", \"results\": [{\"sequence\", \"device\", \"orientation\", \"passed\", \"property\", \"detail\", \"replay\"}]}.")
    var json = false

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let environment = EnvironmentBuilder.make(options: options, interactive: false)
        let session = Session(environment: environment)
        // Quoted and escaped, so a path with spaces or quotes is one word.
        let quoted = "\"" + file.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        let loaded = session.handle(":load " + quoted)
        if loaded.failed {
            Output.error(loaded.output)
            throw ExitCode(1)
        }
        var sceneLines: [String]?
        if let scene {
            guard let data = FileManager.default.contents(atPath: scene) else {
                Output.error("error: cannot read '\(scene)': no such file or it is not readable\n")
                throw ExitCode(1)
            }
            sceneLines = String(decoding: data, as: UTF8.self).split(separator: "\n").map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        }
        let report = Audit.report(session, className: className, sceneLines: sceneLines,
                                  sceneName: scene.map { ($0 as NSString).lastPathComponent }, json: json)
        Output.write(report.output)
        if !report.passed { throw ExitCode(1) }
    }
}
