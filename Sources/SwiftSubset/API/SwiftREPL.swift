/// An interactive Swift session: each entry is checked as a whole, then run, and echoed like the Swift REPL.
public final class SwiftREPL {
    private var state = GlobalState()
    private let interpreter: Interpreter
    private let limits: EvaluationLimits
    private var resultCounter = 0

    /// Creates an empty session.
    public init(limits: EvaluationLimits = EvaluationLimits()) {
        self.limits = limits
        self.interpreter = Interpreter(limits: limits)
    }

    /// True when the text is unfinished (an open `{`, `(`, `[`, `"""` or `/*`), so the shell asks for another line.
    public static func needsMoreInput(_ source: String) -> Bool {
        InputCompleteness.needsMore(Array(source.utf8))
    }

    /// The entries that compiled, in order, so `:swiftc` can hand them to the real compiler.
    public var acceptedEntries: [String] { state.acceptedEntries }

    /// Names of the variables, constants and functions declared so far.
    public var declaredNames: [String] {
        Set(state.scope.variables.keys).union(state.scope.functions.keys).filter { !$0.hasPrefix("$") }.sorted()
    }

    /// Evaluates one entry: a compile error runs and declares nothing; otherwise it runs and echoes.
    public func evaluate(_ source: String, interrupt: () -> Bool = { false }) -> REPLResult {
        let bytes = Array(source.utf8)
        let renderer = DiagnosticRenderer(source: bytes, fileName: nil)
        let before = state
        let items: [TopLevelItem]
        var counterAfterEntry = resultCounter
        let compiler = Compiler(globals: state, isREPL: true)
        do throws(Diagnostic) {
            let (stmts, imports) = try Parser.parseWithImports(bytes)
            compiler.importsFoundation = state.importsFoundation
                || imports.contains { Compiler.foundationModules.contains($0) }
            compiler.source = bytes
            compiler.resultCounter = resultCounter
            items = try compiler.compileTopLevel(stmts)
            state = compiler.globals
            state.importsFoundation = compiler.importsFoundation
            counterAfterEntry = compiler.resultCounter
        } catch {
            let all = [error] + compiler.laterDiagnostics
            return REPLResult(output: all.map(renderer.render).joined(), failed: true)
        }
        if !bytes.allSatisfy({ $0 == 32 || $0 == 10 || $0 == 9 || $0 == 13 }) {
            state.acceptedEntries.append(source)
        }
        interpreter.resetForEntry(limits: limits)
        interpreter.ensureGlobals(state.slotCount)
        var echoes: [PendingEcho] = []
        let failure: RuntimeFailure? = withoutActuallyEscaping(interrupt) { check in
            interpreter.interruptCheck = check
            defer { interpreter.interruptCheck = { false } }
            do throws(RuntimeFailure) {
                for item in items {
                    switch item {
                    case .run(let code):
                        _ = try code(interpreter)
                        if !interpreter.pendingDeinits.isEmpty { try interpreter.runPendingDeinits() }
                    case .echoVariable(let name, let type, let slot):
                        echoes.append(.variable(name: name, type: type, slot: slot))
                    case .echoValue(let name, let type, let slot):
                        // Results are shown as computed, even if a later statement of the entry changes things.
                        guard case .global(let g) = slot, g < interpreter.globals.count else { continue }
                        echoes.append(.text("\(name): \(type.name) = \(ValueFormatter.replDescribe(interpreter.globals[g], type))"))
                    }
                }
                return nil
            } catch {
                return error
            }
        }
        var output = interpreter.output
        if let failure {
            if !output.isEmpty && !output.hasSuffix("\n") { output += "\n" }
            output += REPLEcho.failureText(failure)
            // The entry's declarations may hold no value yet, so they are forgotten, and the entry is
            // not handed to `:swiftc` (the real program would stop there too).
            state = before
            interpreter.output = ""
            return REPLResult(output: output, failed: true)
        }
        resultCounter = counterAfterEntry
        // The shell prints whole lines: output from `print(..., terminator: "")` is ended here.
        if !output.isEmpty && !output.hasSuffix("\n") { output += "\n" }
        for echo in echoes {
            switch echo {
            case .text(let text):
                output += text + "\n"
            case .variable(let name, let type, let slot):
                // Variables are echoed with their value after the whole entry ran, as lldb does.
                guard case .global(let g) = slot, g < interpreter.globals.count else { continue }
                output += "\(name): \(type.name) = \(ValueFormatter.replDescribe(interpreter.globals[g], type))\n"
            }
        }
        interpreter.output = ""
        return REPLResult(output: output, failed: false)
    }

    /// Evaluates a Bool expression against the session, with no echo and no `$R` counter.
    public func evaluateCondition(_ source: String) -> ConditionResult {
        let bytes = Array(source.utf8)
        let renderer = DiagnosticRenderer(source: bytes, fileName: nil)
        let code: Code
        do throws(Diagnostic) {
            let stmts = try Parser.parse(bytes)
            guard stmts.count == 1, case .expression(let e) = stmts[0].kind else {
                return .error("error: a check must be one Bool expression")
            }
            let compiler = Compiler(globals: state, isREPL: false)
            let t = try compiler.expression(e, .bool)
            guard t.type == .bool else {
                return .error("error: cannot convert value of type '\(t.type.name)' to expected condition type 'Bool'")
            }
            code = t.code
        } catch {
            return .error(renderer.render(error))
        }
        interpreter.resetForEntry(limits: limits)
        interpreter.ensureGlobals(state.slotCount)
        do throws(RuntimeFailure) {
            let v = try code(interpreter)
            interpreter.output = ""
            return .value(v.asBool)
        } catch {
            interpreter.output = ""
            return .error(REPLEcho.failureText(error))
        }
    }
}

/// An echo line waiting for the entry to finish.
enum PendingEcho {
    case text(String)
    case variable(name: String, type: SType, slot: Slot)
}

/// Text of runtime failures in the REPL.
enum REPLEcho {
    static func failureText(_ f: RuntimeFailure) -> String {
        switch f.kind {
        case .fatal, .thrown: return "Fatal error: \(f.message)\n"
        case .interrupted: return "error: execution interrupted\n"
        case .stepLimit, .depthLimit: return "error: \(f.message)\n"
        }
    }
}
