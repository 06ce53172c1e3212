import Foundation

/// Runs the learner's editor for `:edit` on the terminal keylab runs in, and
/// waits for it to exit.
enum EditorRunner {
    /// Runs `editor` (a command line such as `vi` or `code --wait`) on `path`
    /// through `/bin/sh`, with keylab's standard input and output; true when it ran.
    static func run(_ editor: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The path is passed as "$1", never pasted into the command line.
        process.arguments = ["-c", editor + " \"$1\"", "keylab-edit", path]
        process.standardInput = FileHandle.standardInput
        process.standardOutput = FileHandle.standardOutput
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        // 127: the shell found no such editor.
        return process.terminationStatus != 127
    }
}
