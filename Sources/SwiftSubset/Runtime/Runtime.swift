/// Why evaluation stopped early.
struct RuntimeFailure: Error, Sendable {
    enum Kind: Sendable { case fatal, stepLimit, depthLimit, interrupted, thrown }
    var kind: Kind
    var message: String
    /// Source line of the failing operation (for `FILE:LINE: Fatal error:`).
    var line: Int
    /// For `.thrown`: the learner's error (an `any Error` existential); `message` is what an uncaught
    /// one prints at the top level.
    var error: Value = .void

    static func fatal(_ message: String, line: Int = 0) -> RuntimeFailure {
        RuntimeFailure(kind: .fatal, message: message, line: line)
    }

    /// Collections and strings larger than this would exhaust the host's memory; keylab stops instead.
    static let maxElements = 20_000_000

    static func tooLarge(_ count: Int, line: Int = 0) -> RuntimeFailure {
        RuntimeFailure(kind: .stepLimit,
                       message: "execution stopped: a collection or string of \(count) elements is more than keylab allows",
                       line: line)
    }
}

/// How a statement finished.
enum Flow: Sendable {
    case normal, breakLoop, continueLoop, returned, fallthroughCase
}

typealias Code = (Interpreter) throws(RuntimeFailure) -> Value
typealias StmtCode = (Interpreter) throws(RuntimeFailure) -> Flow

/// A statement's code as an array element: a struct field keeps the closure's own calling
/// convention, where `[StmtCode]` would store it generically and call it through thunks.
struct StmtCell {
    let run: StmtCode
    init(_ run: @escaping StmtCode) { self.run = run }
}

/// An expression's code as an array element (see `StmtCell`).
struct CodeCell {
    let run: Code
    init(_ run: @escaping Code) { self.run = run }
}

/// A compiled function: its body is filled in after its signature is known, so recursion works.
///
/// The bodies are kept in holder objects referred to without a reference count (`bodyRef`,
/// `expressionRef`), so a call runs them without retaining and releasing their closure contexts
/// (about a quarter of a recursive call's time; see CallBodies.swift). The holders are owned by
/// this box, and a body is only ever set while code is checked, never while it runs.
final class FunctionBox {
    var body: StmtCode {
        get { bodyHolder.run }
        set {
            bodyHolder = StmtCodeHolder(newValue)
            bodyRef = .passUnretained(bodyHolder)
        }
    }
    var frameSize = 0
    /// Set when the program has classes: locals are cleared on return so `deinit` runs when Swift's would.
    var releasesLocals = false
    /// A closure whose body is one returned expression: its value, computed without the
    /// statement machinery (FunctionValue.swift's fast path).
    var expressionBody: Code? {
        get { expressionHolder?.run }
        set {
            expressionHolder = newValue.map { CodeHolder($0) }
            expressionRef = expressionHolder.map { .passUnretained($0) }
        }
    }
    /// For a closure whose body is a test of `Int`s read from its parameters: that test, so
    /// `sorted(by:)` can compare without calling it (Checking/SortKeyTest.swift).
    var keyTest: SortKeyTest?
    let name: String
    private var bodyHolder: StmtCodeHolder
    private var expressionHolder: CodeHolder?
    /// `body`'s holder, unretained: valid while this box lives and `body` is not set again.
    private(set) var bodyRef: Unmanaged<StmtCodeHolder>
    /// `expressionBody`'s holder, unretained (see `bodyRef`).
    private(set) var expressionRef: Unmanaged<CodeHolder>?

    init(name: String) {
        self.name = name
        bodyHolder = StmtCodeHolder { _ in .normal }
        bodyRef = .passUnretained(bodyHolder)
    }
}

/// Mutable state of a running program: global slots, a stack of local frames, counters and output.
///
/// The checker (Checking/) turns every expression into a `Code` closure and every statement into a
/// `StmtCode` closure; running a program is calling them with the one `Interpreter`. Invariants the
/// closures rely on:
/// - Every name was resolved to a slot when the code was checked: a global is `globals[g]`, a local
///   is `stack[fp + l]`. No look-up by name happens at run time.
/// - A call's frame is `stack[base ..< base + frameSize]`: the arguments (after `self`, for methods)
///   in the first slots, then the locals. The caller evaluates the arguments before the frame is
///   entered, because an argument may call functions that grow the stack.
/// - `fp` and `sp` are restored by the function that changed them when a call returns normally; an
///   error unwinds to the top (`resetForEntry`), or to a `do`/`catch` that saved them.
/// - `returnValue` carries a `return`'s value out of a statement body and is cleared as soon as the
///   caller took it, so a returned class instance is released when Swift would release it.
/// - Failures are values (`RuntimeFailure`, thrown with typed throws), never host traps: a learner's
///   overflow, division by zero or runaway recursion ends the evaluation with Swift's message.
///
/// The hot properties opt out of dynamic exclusivity checks, which otherwise cost about half the run
/// time of a tight loop. That is safe because the interpreter never holds an access across code that
/// touches it again: operands and subscript paths are evaluated before a slot is modified in place.
final class Interpreter {
    @exclusivity(unchecked) var globals: [Value] = []
    @exclusivity(unchecked) var stack: [Value] = Array(repeating: .void, count: 1024)
    @exclusivity(unchecked) var fp = 0
    @exclusivity(unchecked) var sp = 0
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var steps = 0
    var maxSteps: Int
    var maxDepth: Int
    /// Bytes of machine stack that nested calls may use (`EvaluationLimits.stackBytes`).
    var stackBudget: UInt
    var maxMemoryBytes: Int
    /// Bytes that operations may reserve before the live values are measured again (MemoryBudget.swift).
    @exclusivity(unchecked) var memoryHeadroom: Int
    /// The step count at which the live values are measured again.
    @exclusivity(unchecked) var memoryWalkStep: Int
    var output = ""
    /// Copy-backs of `&x` arguments of method and initializer calls in flight (InoutMethodArguments.swift).
    var inoutWriteBacks: [InoutWriteBack] = []
    @exclusivity(unchecked) var returnValue: Value = .void
    var interruptCheck: () -> Bool = { false }
    /// What `_hostCall(name, strings)` in a host module's code asks of the host
    /// (`SwiftREPL.hostHandler`); nil: the call returns an empty list.
    var hostHandler: ((String, [String]) -> [String])?
    /// What `_hostNumbers(name, handle, numbers)` asks of the host (`SwiftREPL.hostNumbersHandler`);
    /// nil: the call returns an empty list.
    var hostNumbersHandler: ((String, Int, [Double]) -> [Double])?
    /// A `break label` / `continue label` on its way out to its labeled statement (flow `.returned`).
    var pendingJump: (label: String, isBreak: Bool)?
    /// Class instances released since the last statement boundary whose `deinit` has yet to run.
    var pendingDeinits: [ObjectStorage] = []
    /// Cleared when a file's program has finished: Swift does not deinitialize globals at exit.
    var deinitsEnabled = true
    /// The learner's statement running now (HostCalls: where a crash happened); nil outside traced units.
    var location: StatementLocation?
    /// The learner's statements as they ran, with values, while the host records them (nil: not recording).
    var statementRecords: [StatementRecord]?
    /// The learner's tasks and async streams, made on the first `Task { … }` (TaskExecutor.swift).
    var executor: TaskExecutor?

    init(limits: EvaluationLimits) {
        maxSteps = limits.maxSteps
        maxDepth = limits.maxDepth
        stackBudget = UInt(max(0, limits.stackBytes))
        maxMemoryBytes = limits.maxMemoryBytes
        memoryHeadroom = limits.maxMemoryBytes
        memoryWalkStep = Interpreter.stepsBetweenWalks(headroom: limits.maxMemoryBytes)
        stackBase = Interpreter.stackAddress()
    }

    /// Counts one unit of work (a loop iteration or a call); every 4096 steps polls the budget and Ctrl-C.
    @inline(__always)
    func step() throws(RuntimeFailure) {
        steps &+= 1
        if steps & 4095 == 0 { try checkBudget() }
    }

    func checkBudget() throws(RuntimeFailure) {
        if steps > maxSteps {
            throw RuntimeFailure(kind: .stepLimit,
                                 message: "execution stopped after \(maxSteps) steps (an endless loop?); raise the limit with --max-steps",
                                 line: 0)
        }
        if steps >= memoryWalkStep { try measureMemory(adding: 0) }
        if interruptCheck() {
            throw RuntimeFailure(kind: .interrupted, message: "execution interrupted", line: 0)
        }
    }

    func ensureGlobals(_ n: Int) {
        if globals.count < n { globals.append(contentsOf: repeatElement(.void, count: n - globals.count)) }
    }

    /// Counts one more nested call and stops runaway recursion with an error before the host's
    /// stack runs out: by depth (`maxDepth`) and by the host stack actually used (`stackBudget`).
    @inline(__always)
    func enterCall(line: Int) throws(RuntimeFailure) {
        depth += 1
        if depth > maxDepth {
            throw RuntimeFailure(kind: .depthLimit,
                                 message: "execution stopped: function calls nested more than \(maxDepth) deep, keylab's recursion depth limit (endless recursion?)",
                                 line: line)
        }
        if Interpreter.stackAddress() &+ stackBudget < stackBase {
            throw RuntimeFailure(kind: .depthLimit,
                                 message: "execution stopped: function calls nested \(depth) deep used up the stack keylab gives Swift code (endless recursion?)",
                                 line: line)
        }
    }

    /// Calls a compiled function whose argument codes are evaluated in the caller's frame.
    func call(_ f: FunctionBox, _ args: [CodeCell], line: Int) throws(RuntimeFailure) -> Value {
        try step()
        let base = sp
        let size = f.frameSize
        sp += max(size, args.count)
        if stack.count < sp { stack.append(contentsOf: repeatElement(.void, count: sp - stack.count + 256)) }
        for i in 0..<args.count {
            // Evaluated before the write: an argument may itself call a function and grow the stack.
            let value = try args[i].run(self)
            stack[base + i] = value
        }
        try enterCall(line: line)
        return try runBody(f, base: base)
    }

    /// Runs a function's body in the frame at `base` (arguments in place) and leaves the frame.
    @inline(__always)
    private func runBody(_ f: FunctionBox, base: Int) throws(RuntimeFailure) -> Value {
        let savedFp = fp
        fp = base
        if let expression = f.expressionRef {
            // `if n < 2 { return n }; return fib(n - 1) + fib(n - 2)` as one expression (ReturnShapes.swift).
            let result = try runExpression(expression)
            fp = savedFp
            if f.releasesLocals { for k in base..<sp { stack[k] = .void } }
            sp = base
            depth -= 1
            return result
        }
        returnValue = .void
        _ = try runStatements(f)
        fp = savedFp
        if f.releasesLocals { for k in base..<sp { stack[k] = .void } }
        sp = base
        depth -= 1
        // Not kept in `returnValue`: a returned instance must be released as soon as the caller drops it.
        let result = returnValue
        returnValue = .void
        return result
    }

    /// `call` for a one-argument function (`fib(n - 1)`): no argument array.
    func call1(_ f: FunctionBox, _ arg: Code, line: Int) throws(RuntimeFailure) -> Value {
        try step()
        let base = sp
        sp += max(f.frameSize, 1)
        if stack.count < sp { stack.append(contentsOf: repeatElement(.void, count: sp - stack.count + 256)) }
        // Evaluated before the write: the argument may itself call a function and grow the stack.
        let value = try arg(self)
        stack[base] = value
        try enterCall(line: line)
        return try runBody(f, base: base)
    }

    /// A struct's stored property read in place from a local slot (no copy of the record).
    @inline(__always)
    func recordField(local l: Int, _ index: Int) -> Value {
        stack.withUnsafeBufferPointer { p in
            guard case .record(let fields) = p[fp + l] else { return .void }
            return fields[index]
        }
    }

    /// A struct's stored property read in place from a global slot.
    @inline(__always)
    func recordField(global g: Int, _ index: Int) -> Value {
        globals.withUnsafeBufferPointer { p in
            guard case .record(let fields) = p[g] else { return .void }
            return fields[index]
        }
    }

    /// Where the evaluation's part of the machine stack starts; nested calls stop before they have
    /// used `stackBudget` bytes below it, so runaway recursion never overflows the host thread's stack.
    var stackBase: UInt = 0

    @inline(never)
    static func stackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Resets per-evaluation state after an error or before a new entry.
    func resetForEntry(limits: EvaluationLimits) {
        stackBase = Interpreter.stackAddress()
        fp = 0
        sp = 0
        depth = 0
        steps = 0
        maxSteps = limits.maxSteps
        maxDepth = limits.maxDepth
        stackBudget = UInt(max(0, limits.stackBytes))
        maxMemoryBytes = limits.maxMemoryBytes
        // The headroom carries over from the last entry (the session's values are still live), so
        // an entry does not walk the whole session's values before it starts.
        memoryWalkStep = Interpreter.stepsBetweenWalks(headroom: max(memoryHeadroom, 0))
        output = ""
    }
}
