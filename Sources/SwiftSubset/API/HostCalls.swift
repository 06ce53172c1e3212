/// The host calling into a running session (docs/swift-subset.md "Host API"):
/// a top-level function, declared by a host module or by the learner, is
/// called with plain values, without compiling anything per call.

/// A value passed between the host and the session: what a top-level
/// function's parameters and result may be (`Int`, `Double`, `Bool`,
/// `String`, arrays of them, optionals: `.none` is `nil`).
public enum HostValue: Sendable, Equatable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([HostValue])
    case none

    /// The number, for `.int` and `.double`.
    public var number: Double? {
        switch self {
        case .int(let x): return Double(x)
        case .double(let x): return x
        default: return nil
        }
    }

    /// The numbers of an array of numbers (empty otherwise).
    public var numbers: [Double] {
        guard case .array(let xs) = self else { return [] }
        return xs.compactMap(\.number)
    }

    /// The strings of an array of strings (empty otherwise).
    public var strings: [String] {
        guard case .array(let xs) = self else { return [] }
        return xs.compactMap { if case .string(let s) = $0 { return s }; return nil }
    }
}

/// A runtime error while the session ran a host call, reported as the app's
/// crash would be: the message and where in the learner's code it happened.
public struct SwiftCrash: Error, Sendable, Equatable {
    /// Why the call stopped.
    public enum Kind: Sendable, Equatable {
        /// A trap: `Fatal error: …` (force-unwrapped nil, a failed `as!`, an uncaught error).
        case fatal
        /// The step or depth budget ran out (an endless loop in a handler).
        case limit
        /// Ctrl-C.
        case interrupted
        /// The host asked for a function that is not declared, or with values it does not take.
        case badCall
    }
    public var kind: Kind
    /// `Unexpectedly found nil while unwrapping an Optional value`.
    public var message: String
    /// The learner's file (`ViewController.swift`, `entry 3`), nil when not in the learner's code.
    public var file: String?
    /// The line in that file.
    public var line: Int?
    /// The function (`ViewController.keyboardWillShow(_:)`).
    public var function: String?

    public init(kind: Kind, message: String, file: String? = nil, line: Int? = nil, function: String? = nil) {
        self.kind = kind; self.message = message; self.file = file; self.line = line; self.function = function
    }

    /// `Fatal error: MESSAGE` (or the limit's or interruption's message), as the REPL prints it.
    public var text: String {
        switch kind {
        case .fatal: return "Fatal error: \(message)"
        case .limit, .interrupted, .badCall: return "error: \(message)"
        }
    }
}

/// One of the learner's statements as it ran during a host call.
public struct TracedStatement: Sendable, Equatable {
    /// `ViewController.swift`, or `entry 3` for an entry typed at the prompt.
    public var file: String
    /// The line in that file (entries: within the entry).
    public var line: Int
    /// The line's text, trimmed.
    public var text: String
    /// The function it ran in (`ViewController.keyboardWillShow(_:)`, `top level`).
    public var function: String
    /// For an assignment, its operator (`=`, `-=`, …); `let` / `var` for a declaration; nil otherwise.
    public var operation: String?
    /// What is assigned or declared, as written (`self.view.frame.origin.y`).
    public var target: String?
    /// The target's value before the statement, when it is a number (nil for declarations).
    public var before: Double?
    /// The target's value after the statement, when it is a number.
    public var after: Double?

    public init(file: String, line: Int, text: String, function: String, operation: String? = nil,
                target: String? = nil, before: Double? = nil, after: Double? = nil) {
        self.file = file; self.line = line; self.text = text; self.function = function
        self.operation = operation; self.target = target; self.before = before; self.after = after
    }
}

/// What a host call produced.
public struct HostCallResult: Sendable, Equatable {
    /// The function's result (`.none` for a function returning nothing), nil when it crashed.
    public var value: HostValue?
    /// What the code printed.
    public var output: String
    /// The runtime error, nil when the call finished.
    public var crash: SwiftCrash?
    /// The learner's statements as they ran (empty unless `recordsStatements`).
    public var statements: [TracedStatement]
}

/// A class the session declared, for the host to find a learner's view
/// controller and its outlets.
public struct DeclaredClass: Sendable, Equatable {
    /// The class name.
    public var name: String
    /// The module that declared it (`UIKit` for a host module's class; the learner's is `main`).
    public var module: String
    /// Its superclasses, nearest first.
    public var superclasses: [String]
    /// Its own stored properties (not inherited ones) with their types as Swift spells them
    /// (`UITextField?` for `UITextField!`), in declaration order.
    public var properties: [(name: String, type: String)]
    /// Its own initializers (not inherited ones) as Swift names them: `init(coder:)`, `init(frame:)`.
    public var initializers: [String] = []

    public static func == (a: DeclaredClass, b: DeclaredClass) -> Bool {
        a.name == b.name && a.module == b.module && a.superclasses == b.superclasses
            && a.properties.map(\.name) == b.properties.map(\.name) && a.properties.map(\.type) == b.properties.map(\.type)
    }
}

extension SwiftREPL {
    /// Calls the top-level function `name` with `arguments`, as the learner's
    /// code would: the step budget, depth limit and `interrupt` apply, `deinit`s
    /// of instances released by the call run before it returns, and a runtime
    /// error is returned as a `SwiftCrash` with the learner's file, line and
    /// function. The session's values stay as the call left them.
    public func call(function name: String, arguments: [HostValue],
                     interrupt: () -> Bool = { false }) -> HostCallResult {
        let candidates = state.scope.functions[name] ?? []
        guard let (symbol, values) = candidates.lazy.compactMap({ f -> (FunctionSymbol, [Value])? in
            guard f.paramTypes.count == arguments.count else { return nil }
            var values: [Value] = []
            for (a, t) in zip(arguments, f.paramTypes) {
                guard let v = SwiftREPL.value(a, as: t) else { return nil }
                values.append(v)
            }
            return (f, values)
        }).first else {
            let message = candidates.isEmpty ? "no function '\(name)' is declared"
                : "'\(name)' does not take these \(arguments.count) values"
            return HostCallResult(value: nil, output: "", crash: SwiftCrash(kind: .badCall, message: message), statements: [])
        }
        interpreter.resetForEntry(limits: limits)
        interpreter.ensureGlobals(state.slotCount)
        interpreter.location = nil
        interpreter.statementRecords = recordsStatements ? [] : nil
        let function = FunctionValue(box: symbol.box)
        let outcome: Result<Value, RuntimeFailure> = withoutActuallyEscaping(interrupt) { check in
            interpreter.interruptCheck = check
            defer { interpreter.interruptCheck = { false } }
            do throws(RuntimeFailure) {
                let v = try interpreter.invoke(function, values, line: 0)
                if !interpreter.pendingDeinits.isEmpty { try interpreter.runPendingDeinits() }
                // Tasks the handler started or woke (a `for await` over notifications) run once it
                // has returned, as the main actor comes round (Runtime/TaskExecutor.swift).
                try interpreter.runPendingTasks()
                return .success(v)
            } catch {
                return .failure(error)
            }
        }
        // `guard … else { return }` on one line is two statements; the learner sees one line.
        var statements: [TracedStatement] = []
        for r in interpreter.statementRecords ?? [] {
            if r.operation == nil, let last = statements.last, last.file == r.location.file, last.line == r.location.line { continue }
            statements.append(SwiftREPL.traced(r))
        }
        interpreter.statementRecords = nil
        var output = interpreter.output
        interpreter.output = ""
        if !output.isEmpty && !output.hasSuffix("\n") { output += "\n" }
        switch outcome {
        case .success(let v):
            interpreter.location = nil
            return HostCallResult(value: SwiftREPL.hostValue(v), output: output, crash: nil, statements: statements)
        case .failure(let failure):
            let at = interpreter.location
            interpreter.location = nil
            interpreter.releaseAfterFailure(keepingGlobals: state.slotCount)
            let kind: SwiftCrash.Kind
            switch failure.kind {
            case .fatal, .thrown: kind = .fatal
            case .stepLimit, .depthLimit: kind = .limit
            case .interrupted: kind = .interrupted
            }
            let crash = SwiftCrash(kind: kind, message: failure.message, file: at?.file, line: at?.line, function: at?.function)
            return HostCallResult(value: nil, output: output, crash: crash, statements: statements)
        }
    }

    /// Answers `_hostCall(name, strings)` made by a host module's code while it runs (nil: an
    /// empty answer). It runs inside `call` or `evaluate` and must not call back into this session.
    /// A fork starts without one.
    public var hostHandler: ((String, [String]) -> [String])? {
        get { interpreter.hostHandler }
        set { interpreter.hostHandler = newValue }
    }

    /// Answers `_hostNumbers(name, handle, numbers)` made by a host module's code while it
    /// runs: a host-backed property (`name`) of the host's object `handle`; an empty
    /// `numbers` reads it, a full one writes it. Same rules as `hostHandler`; nil (and a
    /// fork) answers with an empty list.
    public var hostNumbersHandler: ((String, Int, [Double]) -> [Double])? {
        get { interpreter.hostNumbersHandler }
        set { interpreter.hostNumbersHandler = newValue }
    }

    /// Whether `call` records the learner's statements as they run (off by default: it costs time).
    public var recordsStatements: Bool {
        get { hostOptions.recordsStatements }
        set { hostOptions.recordsStatements = newValue }
    }

    /// Every class declared so far (host modules' and the learner's), sorted by name.
    public var declaredClasses: [DeclaredClass] {
        if let cache = declaredClassesCache, cache.version == declarationsVersion { return cache.classes }
        let classes = listDeclaredClasses()
        declaredClassesCache = (declarationsVersion, classes)
        return classes
    }

    private func listDeclaredClasses() -> [DeclaredClass] {
        state.types.values.filter { $0.kind == .classType }.map { type in
            var supers: [String] = []
            var s = type.superclass
            while let c = s { supers.append(c.name); s = c.superclass }
            // A subclass's fields start with its superclass's: only its own are listed.
            let inherited = type.superclass?.fields.count ?? 0
            var declared = DeclaredClass(name: type.name, module: type.moduleName, superclasses: supers,
                                         properties: type.fields.dropFirst(inherited).map { ($0.name, $0.type.name) })
            declared.initializers = type.initializers.filter { $0.owner === type }
                .map { String($0.function.fullName.filter { $0 != "?" && $0 != "!" }) }
            return declared
        }.sorted { $0.name < $1.name }
    }

    /// Whether a top-level function with this name is declared.
    public func declaresFunction(_ name: String) -> Bool {
        !(state.scope.functions[name] ?? []).isEmpty
    }

    static func value(_ h: HostValue, as type: SType) -> Value? {
        switch (h, type) {
        case (.none, .optional): return Value.none
        case (_, .optional(let wrapped)): return value(h, as: wrapped).map { .some($0) }
        case (.int(let x), .integer(let k)): return k.isWideUnsigned ? (x >= 0 ? .uint(UInt(x)) : nil) : .int(x)
        case (.int(let x), .double): return .double(Double(x))
        case (.double(let x), .double): return .double(x)
        case (.bool(let x), .bool): return .bool(x)
        case (.string(let x), .string): return .string(x)
        case (.array(let xs), .array(let e)):
            var out: [Value] = []
            out.reserveCapacity(xs.count)
            for x in xs { guard let v = value(x, as: e) else { return nil }; out.append(v) }
            return .array(out)
        default: return nil
        }
    }

    static func hostValue(_ v: Value) -> HostValue? {
        switch v {
        case .int(let x): return .int(x)
        case .uint(let x): return .int(Int(truncatingIfNeeded: x))
        case .double(let x): return .double(x)
        case .bool(let x): return .bool(x)
        case .string(let x): return .string(x)
        case .none, .void: return HostValue.none
        case .some(let w): return hostValue(w)
        case .array(let xs):
            var out: [HostValue] = []
            for x in xs { guard let h = hostValue(x) else { return nil }; out.append(h) }
            return .array(out)
        default: return nil
        }
    }

    static func number(_ v: Value?) -> Double? {
        switch v {
        case .int(let x)?: return Double(x)
        case .uint(let x)?: return Double(x)
        case .double(let x)?: return x
        // `self?.view.frame.origin.y`: the number when the chain reached it.
        case .some(let inner)?: return number(inner)
        default: return nil
        }
    }

    static func traced(_ r: StatementRecord) -> TracedStatement {
        TracedStatement(file: r.location.file, line: r.location.line, text: r.location.text,
                        function: r.location.function, operation: r.operation, target: r.target,
                        before: number(r.before), after: number(r.after))
    }
}

/// Host settings of a session.
struct HostOptions {
    var recordsStatements = false
}
