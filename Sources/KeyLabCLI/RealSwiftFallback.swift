import Foundation

/// `keylab run FILE.swift` on a file keylab refuses as outside its subset:
/// when `swift` is on the PATH the file runs with the real toolchain instead,
/// so the learner still gets the program's output (DESIGN.md §2 "Swift").
enum RealSwiftFallback {
    /// The one line on standard error that says the real toolchain ran the file.
    static func notice(file: String, construct: String) -> String {
        "keylab: \(file) uses \(construct), which keylab does not support yet; running it with the real swift\n"
    }

    /// Runs `swift FILE` with keylab's own standard input, output and error,
    /// and returns its exit status as a shell reports it (128 + signal after a trap).
    static func run(file: String, swift: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = [file]
        do {
            try process.run()
        } catch {
            Output.error("error: could not start \(swift): \(error.localizedDescription)\n")
            return 1
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal { return 128 + process.terminationStatus }
        return process.terminationStatus
    }
}
