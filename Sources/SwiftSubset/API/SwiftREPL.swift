/// An interactive Swift session: each entry is checked as a whole, then run, and echoed like the Swift REPL.
public final class SwiftREPL {
    var state = GlobalState()
    let interpreter: Interpreter
    let limits: EvaluationLimits
    /// What `import` lines may bring in (HostModules.swift).
    let modules: HostModules
    var resultCounter = 0
    /// Settings for host calls (HostCalls.swift).
    var hostOptions = HostOptions()
    /// Kept outside `state` on purpose: `state` is copied (for rollback) on every entry, and a
    /// growing array inside it made each entry cost as much as the whole session so far.
    var entries: [String] = []
    /// Bumped by every entry (compiled or rolled back), so `declaredClasses` knows when its
    /// cached answer may be stale: the bridge asks for it several times per keyboard event.
    var declarationsVersion = 0
    var declaredClassesCache: (version: Int, classes: [DeclaredClass])?

    /// Creates an empty session; `modules` are the host modules its `import` lines may load.
    public init(limits: EvaluationLimits = EvaluationLimits(), modules: HostModules = HostModules()) {
        self.limits = limits
        self.modules = modules
        self.interpreter = Interpreter(limits: limits)
    }

    /// Tasks still waiting (a `for await` over notifications) each hold a paused thread: they
    /// unwind when the session goes, so no thread outlives it (Runtime/TaskExecutor.swift).
    deinit {
        interpreter.tearDownTasks()
    }

    /// True when the text is unfinished (an open `{`, `(`, `[`, `"""` or `/*`), so the shell asks for another line.
    public static func needsMoreInput(_ source: String) -> Bool {
        InputCompleteness.needsMore(Array(source.utf8))
    }

    /// The entries that compiled, in order.
    public var acceptedEntries: [String] { entries }

    /// What `:swiftc` hands to the real compiler: the accepted entries and,
    /// in their place, the entries keylab refused only because they use a
    /// construct outside its subset, so a learner is never stuck on them.
    public internal(set) var swiftcEntries: [String] = []

    /// Names of the variables, constants and functions declared so far.
    public var declaredNames: [String] {
        Set(state.scope.variables.keys).union(state.scope.functions.keys).filter { !$0.hasPrefix("$") }.sorted()
    }

    /// How a global name was declared: with `let` or `var`, its type as
    /// Swift writes it (`Character`, `[String]`) and the source line that
    /// declared it; nil when it is not declared. Lesson checks ask this: a
    /// constant must be a `let`, a Character a Character.
    public func declaration(of name: String) -> (isLet: Bool, type: String, line: String)? {
        guard let symbol = state.scope.variables[name] else { return nil }
        return (symbol.isLet, symbol.type.name, symbol.declarationLine ?? "")
    }

    /// Evaluates one entry: a compile error runs and declares nothing; otherwise it runs and echoes.
    public func evaluate(_ source: String, interrupt: () -> Bool = { false }) -> REPLResult {
        evaluate(source, fileName: nil, record: true, interrupt: interrupt)
    }

    /// Evaluates one entry read from a file (`:load ViewController.swift`): as `evaluate(_:)`,
    /// but once UIKit is loaded its statements are located and traced as `fileName:LINE`
    /// (prompt entries as `entry N:LINE`; docs/swift-subset.md "Host API").
    public func evaluate(_ source: String, fileName: String, interrupt: () -> Bool = { false }) -> REPLResult {
        evaluate(source, fileName: fileName, record: true, interrupt: interrupt)
    }

    /// Evaluates source the host wrote (creating a controller, binding outlets): run like an
    /// entry, but neither kept in `acceptedEntries` nor handed to `:swiftc`, and not traced.
    public func evaluateHostSource(_ source: String, interrupt: () -> Bool = { false }) -> REPLResult {
        evaluate(source, fileName: nil, record: false, interrupt: interrupt)
    }

    /// One entry in three phases: compile (REPLCompilePhase.swift), run (REPLRunPhase.swift) and
    /// echo (REPLEchoPhase.swift). The entry changes the session only if it compiles and runs to
    /// the end; otherwise the state is rolled back to `before`.
    func evaluate(_ source: String, fileName: String?, record: Bool, interrupt: () -> Bool) -> REPLResult {
        let bytes = Array(source.utf8)
        // Before and after: host calls made while the entry runs may ask for the classes,
        // and a failed run rolls its declarations back.
        declarationsVersion &+= 1
        defer { declarationsVersion &+= 1 }
        let before = snapshotWithoutNameTables()
        let compiled: CompiledEntry
        switch compileEntry(source, bytes: bytes, fileName: fileName, record: record, before: before) {
        case .compiled(let entry): compiled = entry
        case .refused(let result): return result
        }
        let recorded = record && !bytes.allSatisfy({ $0 == 32 || $0 == 10 || $0 == 9 || $0 == 13 })
        if recorded {
            entries.append(source)
            swiftcEntries.append(source)
        }
        let run = runEntry(compiled.items, interrupt: interrupt)
        if let failure = run.failure {
            return rollBackFailedRun(failure, before: before, recorded: recorded)
        }
        state.scope.commitJournal()
        resultCounter = compiled.resultCounter
        return echoEntry(run.echoes)
    }

    /// The state as it is, except the two big name tables (restored by their journals instead):
    /// holding them here would make the compiler copy them on the entry's first declaration.
    private func snapshotWithoutNameTables() -> GlobalState {
        var snapshot = state
        snapshot.scope.variables = JournaledTable()
        snapshot.scope.functions = JournaledTable()
        return snapshot
    }

    /// Puts back the state from before a failed entry: every field from `before`, and the name
    /// tables as they were, by undoing the entry's journal.
    func restoreState(_ before: GlobalState) {
        var current = GlobalState()
        swap(&current, &state)
        current.scope.rollbackJournal()
        var restored = before
        restored.scope.variables = current.scope.variables
        restored.scope.functions = current.scope.functions
        state = restored
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
