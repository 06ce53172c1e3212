/// Runs whole files the way `swift FILE.swift` does.
public enum SwiftProgram {
    /// `swift x.swift` names the module `x`, or `main` when the name is not an identifier.
    static func moduleName(for fileName: String) -> String {
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        let stem = base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
        guard let first = stem.unicodeScalars.first, first == "_" || (first.properties.isAlphabetic),
              stem.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return "main" }
        return stem
    }

    /// Where Swift 6.3.1 says a trap happened: traps inside the standard
    /// library name its source file and line; traps in the program's own code
    /// (`!` on nil, `fatalError`) name `MODULE/FILE.swift:LINE`.
    static func trapLocation(message: String, fileName: String, line: Int) -> String {
        switch message {
        case "Division by zero": return "Swift/IntegerTypes.swift:9012"
        case "Division by zero in remainder operation": return "Swift/IntegerTypes.swift:9149"
        case "Index out of range": return "Swift/ContiguousArrayBuffer.swift:692"
        case "Range requires lowerBound <= upperBound": return "Swift/ClosedRange.swift:411"
        case _ where message.hasPrefix("Error raised at top level: "): return "Swift/ErrorType.swift:254"
        default:
            let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
            return "\(moduleName(for: fileName))/\(base):\(line)"
        }
    }

    /// Type-checks the whole file first (any error: diagnostics on stderr, exit 1, nothing runs), then runs it.
    /// A runtime error prints `FILE:LINE: Fatal error: ...` and exits 132, as the real toolchain's trap does.
    /// `modules` are the host modules the file's `import` lines may load (HostModules.swift).
    public static func run(source: String, fileName: String, limits: EvaluationLimits = EvaluationLimits(),
                           modules: HostModules = HostModules(),
                           interrupt: () -> Bool = { false }) -> ProgramResult {
        let bytes = Array(source.utf8)
        let renderer = DiagnosticRenderer(source: bytes, fileName: fileName)
        let items: [TopLevelItem]
        let compiler = Compiler(globals: GlobalState(), isREPL: false)
        do throws(Diagnostic) {
            let (stmts, imports) = try Parser.parseWithImports(bytes)
            compiler.importsFoundation = imports.contains { Compiler.foundationModules.contains($0) }
            compiler.fileName = fileName
            compiler.extras.unitBytes = bytes
            compiler.moduleName = SwiftProgram.moduleName(for: fileName)
            let moduleItems = try compiler.loadHostModules(imports, from: modules)
            items = try moduleItems + compiler.compileTopLevel(stmts)
        } catch {
            let all = [error] + compiler.laterDiagnostics
            let refusal = all.first(where: { $0.isUnsupported })?.unsupportedConstruct
            return ProgramResult(stdout: "", stderr: all.map(renderer.render).joined(), exitCode: 1,
                                 unsupportedConstruct: refusal)
        }
        let interpreter = Interpreter(limits: limits)
        interpreter.ensureGlobals(compiler.globals.slotCount)
        let failure: RuntimeFailure? = withoutActuallyEscaping(interrupt) { check in
            interpreter.interruptCheck = check
            defer { interpreter.interruptCheck = { false } }
            do throws(RuntimeFailure) {
                for item in items {
                    if case .run(let code) = item { _ = try code(interpreter) }
                    if !interpreter.pendingDeinits.isEmpty { try interpreter.runPendingDeinits() }
                }
                // Tasks still waiting to run get their turn before the end (swift's process may exit
                // first: a program that relies on them ends by awaiting; docs/swift-subset.md).
                try interpreter.runPendingTasks()
                // Swift does not deinitialize globals when the program ends.
                interpreter.deinitsEnabled = false
                return nil
            } catch {
                return error
            }
        }
        interpreter.tearDownTasks()
        guard let failure else {
            return ProgramResult(stdout: interpreter.output, stderr: "", exitCode: 0)
        }
        switch failure.kind {
        case .fatal where failure.message.hasPrefix("Could not cast value of type"):
            // A failed `as!` aborts (status 134); Swift's line carries type addresses, keylab names the place.
            let location = trapLocation(message: failure.message, fileName: fileName, line: failure.line)
            return ProgramResult(stdout: interpreter.output, stderr: "\(location): Fatal error: \(failure.message)\n", exitCode: 134)
        case .fatal, .thrown:
            let location = trapLocation(message: failure.message, fileName: fileName, line: failure.line)
            return ProgramResult(stdout: interpreter.output,
                                 stderr: "\(location): Fatal error: \(failure.message)\n", exitCode: 132)
        case .interrupted:
            return ProgramResult(stdout: interpreter.output, stderr: "error: execution interrupted\n", exitCode: 130)
        case .stepLimit, .depthLimit:
            return ProgramResult(stdout: interpreter.output, stderr: "error: \(failure.message)\n", exitCode: 1)
        }
    }
}
