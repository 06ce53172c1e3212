import Foundation

/// Runs the real `swiftc` on a source text and then the program it built.
enum SwiftcRunner {
    struct Result {
        var output: String
        var succeeded: Bool
    }

    static func compileAndRun(source: String, swiftc: String) -> Result {
        let fileManager = FileManager.default
        let directory = fileManager.temporaryDirectory.appendingPathComponent("keylab-swiftc-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? fileManager.removeItem(at: directory) }
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("main.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let binary = directory.appendingPathComponent("main")
            let compile = run(swiftc, ["-suppress-warnings", "-o", binary.path, file.path])
            guard compile.status == 0 else {
                return Result(output: "swiftc:\n" + compile.output, succeeded: false)
            }
            let program = run(binary.path, [])
            var text = program.output
            if program.status != 0 { text += "(exit status \(program.status))\n" }
            return Result(output: text, succeeded: program.status == 0)
        } catch {
            return Result(output: "error: could not run swiftc: \(error.localizedDescription)", succeeded: false)
        }
    }

    /// Runs a program, returning its standard output and error together.
    static func run(_ path: String, _ arguments: [String]) -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return ("error: could not start \(path): \(error.localizedDescription)\n", 127)
        }
        // Read before waiting: a full pipe would otherwise block the child.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
