import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the real `swiftc` on a source text and then the program it built,
/// each within `ChildLimits`, in a scratch folder removed on every way out.
/// Used by `check-lessons` for ```` ```swift ```` blocks and by `:swiftc`.
enum SwiftcRunner {
    struct Result {
        /// What the compiler or the program printed (at most the output cap),
        /// then a line saying why keylab stopped it, if it did.
        var output: String
        var succeeded: Bool
        /// Set when keylab stopped the compiler or the program.
        var stop: ChildStop?
    }

    /// `scratchPrefix` names the scratch folder (tests give their own, so that folders made by
    /// other tests running at the same time are not mistaken for leftovers). `compilerArguments`
    /// go before the file (`-swift-version 6` for a ```` ```swift swift6 ```` block).
    static func compileAndRun(source: String, swiftc: String, limits: ChildLimits = ChildLimits(),
                              compilerArguments: [String] = [],
                              scratchPrefix: String = "keylab-swiftc",
                              interrupt: @escaping () -> Bool = { false }) -> Result {
        // The language of the command running (`:swiftc`); English for check-lessons.
        let messages = Messages.current
        let folder: ScratchFolder
        switch ScratchFolder.create(prefix: scratchPrefix) {
        case .success(let created): folder = created
        case .failure(let error): return Result(output: messages.swiftc(.couldNotRun, ["reason": error.message]) + "\n", succeeded: false)
        }
        defer { folder.remove() }
        let file = folder.path + "/main.swift"
        let binary = folder.path + "/main"
        guard FileManager.default.createFile(atPath: file, contents: Data(source.utf8)) else {
            return Result(output: messages.swiftc(.couldNotRun, ["reason": messages.swiftc(.cannotWrite, ["file": file])]) + "\n",
                          succeeded: false)
        }
        // The compiler's temporary files go inside the folder too.
        let scratch = ["TMPDIR": folder.path]
        let compiler = ChildProcess(path: swiftc, arguments: ["-suppress-warnings"] + compilerArguments + ["-o", binary, file], environment: scratch,
                                    seconds: limits.compileSeconds, outputBytes: limits.outputBytes,
                                    stopSignal: SIGINT, interrupt: interrupt)
        let compile: ChildProcess.Outcome
        switch compiler.run() {
        case .success(let outcome): compile = outcome
        case .failure(let error): return Result(output: messages.swiftc(.couldNotRun, ["reason": error.message]) + "\n", succeeded: false)
        }
        if let stop = compile.stop {
            return Result(output: messages.errorLabel + messages.childStop(stop, what: "swiftc") + "\n",
                          succeeded: false, stop: stop)
        }
        guard compile.status == 0 else {
            return Result(output: "swiftc:\n" + String(decoding: compile.output, as: UTF8.self), succeeded: false)
        }
        let program = ChildProcess(path: binary, arguments: [], environment: scratch,
                                   seconds: limits.runSeconds, outputBytes: limits.outputBytes, interrupt: interrupt)
        switch program.run() {
        case .failure(let error):
            return Result(output: messages.errorLabel + error.message + "\n", succeeded: false)
        case .success(let outcome):
            var text = String(decoding: outcome.output, as: UTF8.self)
            if let stop = outcome.stop {
                if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
                return Result(output: text + messages.errorLabel + messages.childStop(stop) + "\n", succeeded: false, stop: stop)
            }
            if outcome.status != 0 { text += messages.swiftc(.exitStatus, ["status": String(outcome.status)]) + "\n" }
            return Result(output: text, succeeded: outcome.status == 0)
        }
    }
}
