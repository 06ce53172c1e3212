/// The checker's state for closures, captures, labels and type aliases, kept apart from
/// `Compiler`'s own properties so the two can grow independently.
struct CompilerExtras {
    /// Whether `await` may be used here and whether one covers the expression being checked (AsyncCalls.swift).
    var asyncContext = AsyncContext(isAsync: false)
    /// Set just before a `Task { … }` operation is compiled: that closure is an async context.
    var nextClosureIsTask = false
    /// Closure literals whose single parameter is a `T!` (ImplicitlyUnwrappedElements.swift).
    var implicitlyUnwrappedParameterClosures: Set<ObjectIdentifier> = []
    /// How many `&x` arguments of methods and initializers were compiled: a call that made some
    /// copies them back after it returns (InoutMethodArguments.swift).
    var inoutMemberArguments = 0
    /// Checking an `extension`'s members: bare type names look in the extended type only (CompilerNestedTypes.swift).
    var inExtension = false
    /// While a function body is compiled: the value code of each `return e` and the test of each
    /// `if` condition, by syntax node, so a body made only of them can run as one expression.
    var returnShapes = ReturnShapes()
    /// One entry per closure or local function being compiled, innermost last.
    var captureStack: [CaptureContext] = []
    /// Names mentioned inside closures and local functions of the unit being compiled: a `var`
    /// with one of these names is stored in a box so closures can share it (CaptureNames.swift).
    var capturedNames: Set<String> = []
    /// Top-level variables declared inside a block (`for`, `if`, `do`): each pass makes a new
    /// variable, so closures must capture them like locals.
    var scopedGlobals = SymbolSet()
    /// Labels of the enclosing labeled statements, innermost last (`isLoop`: `continue` allowed).
    var labels: [(name: String, isLoop: Bool, keyword: String)] = []
    /// `typealias Name = Type`, by scope depth at declaration (0 = top level).
    var typeAliases: [String: SType] = [:]
    /// Local functions: the hidden variable holding each one's function value.
    var localFunctionValues: [ObjectIdentifier: VariableSymbol] = [:]
    /// Local functions whose declaration statement was compiled (calls before it are refused).
    var compiledLocalFunctions: Set<ObjectIdentifier> = []
    /// Keeps the symbols whose `ObjectIdentifier`s key the tables above alive: a freed symbol's
    /// address (and so its identifier) could otherwise be reused by a new, unrelated one.
    var retained: [AnyObject] = []
    /// What a compiled local function's declaration statement needs to make its value.
    var pendingLocalFunctions: [ObjectIdentifier: (readers: [Code], slots: [Int], selfSlot: Int?)] = [:]
    /// The constants a `[v]` capture list made (their mutation errors say "immutable capture").
    var captureListCopies = SymbolSet()
    /// Closure literals written where they escape (ExplicitSelfInClosures.swift).
    var escapingClosures = EscapingClosureMarks()
    /// Assignments through an optional chain already given their nil test (OptionalChainAssignmentGuard.swift).
    var chainGuardedAssignments: Set<ObjectIdentifier> = []
    /// While a later pattern of a `case` with several is compiled: the names it shares with the first (PatternAlternatives.swift).
    var alternativePatternNames: Set<String>? = nil
    /// Instance methods extensions of the unit add, by type name and full name (ExtensionOverrides.swift).
    var extensionMethods: [String: Set<String>] = [:]
    /// A whole file's text when `source` is not set (SwiftProgram.run), searched for `Result` (ResultPrelude.swift).
    var unitBytes: [UInt8] = []
    /// The expression of the statement being compiled when it is a statement of its own (its value
    /// is dropped): a call there may skip building a discardable result (`seen.insert(x)`).
    var discardedExpression: ObjectIdentifier?
}

/// What a closure (or local function) captures from the functions around it.
///
/// Invariant: `captures[k]` is read from `sources[k]` (a symbol of the enclosing function, at
/// `level - 1` or a top-level variable) when the function value is created, and lands in frame
/// slot `slots[k]`; `proxies` maps an outer symbol to the symbol used inside the body.
final class CaptureContext {
    let level: Int
    var sources: [VariableSymbol] = []
    var slots: [Int] = []
    var proxies: [ObjectIdentifier: VariableSymbol] = [:]
    /// This function's frame size while a closure nested in it is being compiled.
    var suspendedFrameSize = 0
    /// A closure without a written or contextual result type takes the type of its first `return`.
    var infersReturnType = false
    var returnTypeInferred = false
    /// `[x]` capture list names: copied as constants when the closure is made.
    var copiedNames: Set<String> = []
    /// `[weak x]` (false) / `[unowned x]` (true) names: captured through a `WeakRef` (CompilerWeakCaptures.swift).
    var weakNames: [String: Bool] = [:]
    /// A stored closure literal: escaping closure literal: implicit `self` needs `[self]` or an unwrapped weak `self` (ExplicitSelfInClosures.swift).
    var escapes = false
    /// A task's operation: escaping, but Swift lets it use `self`'s members implicitly (SE-0304).
    var allowsImplicitSelf = false
    /// Where the closure literal starts (its `{`), for errors about what it captures.
    var closurePos: SourcePos?
    /// A closure literal (not a local function): its returns use "closure result type" wording.
    var isClosure = false
    /// The value code of the latest `return` compiled in this closure (for the one-expression fast path).
    var lastReturnCode: Code?
    /// That `return`'s value as a test of `Int`s, when it is one (SortKeyTest.swift).
    var lastReturnKeyTest: SortKeyTest?

    init(level: Int) { self.level = level }
}

extension Slot {
    var isBoxed: Bool {
        switch self {
        case .boxedLocal, .boxedGlobal: return true
        default: return false
        }
    }
}

extension Compiler {
    /// Whether `e` names a variable declared `T!`.
    func isImplicitlyUnwrapped(_ e: Expr) -> Bool {
        guard case .name(let n) = e.kind, let v = lookupVariable(n) else { return isImplicitlyUnwrappedProperty(e) }
        return globals.implicitlyUnwrapped.contains(v)
    }

    /// `e!` when `e` is an implicitly unwrapped optional (`s.count` with `var s: String!`), else `e`.
    func implicitlyUnwrapping(_ e: Expr) -> Expr {
        guard isImplicitlyUnwrapped(e) else { return e }
        return Expr(.forceUnwrap(e), e.pos, end: e.end)
    }

    /// The slot for a new variable: boxed when a closure may capture and change it.
    func slotForDeclaration(_ name: String, isLet: Bool) -> Slot {
        let slot = allocateSlot()
        // `self` stays a plain slot: method calls read the receiver back from it (a closure in a
        // class method copies the reference, which is what Swift captures too).
        guard !isLet, name != "self", extras.capturedNames.contains(name) else { return slot }
        switch slot {
        case .local(let l): return .boxedLocal(l)
        case .global(let g) where !scopes.isEmpty: return .boxedGlobal(g)
        default: return slot
        }
    }

    /// Code that stores the first value of a variable: a fresh box for boxed slots.
    static func initializer(_ slot: Slot) -> (Interpreter, Value) -> Void {
        switch slot {
        case .boxedLocal(let l): return { i, v in i.stack[i.fp + l] = .box(Box(v)) }
        case .boxedGlobal(let g): return { i, v in i.globals[g] = .box(Box(v)) }
        default: return setter(slot)
        }
    }

    /// The raw content of a slot (the box itself for boxed slots), what a closure captures.
    static func rawGetter(_ slot: Slot) -> Code {
        switch slot {
        case .global(let g), .boxedGlobal(let g): return { i in i.globals[g] }
        case .local(let l), .boxedLocal(let l): return { i in i.stack[i.fp + l] }
        }
    }

    /// Whether code at the current function level must capture `v` rather than use its slot.
    func needsCapture(_ v: VariableSymbol) -> Bool {
        guard v.functionLevel < functionLevel, !extras.captureStack.isEmpty else { return false }
        // A `[name]` capture list copies even a top-level variable.
        if extras.captureStack.contains(where: { $0.level > v.functionLevel && $0.copiedNames.contains(v.name) }) { return true }
        switch v.slot {
        case .local, .boxedLocal: return true
        case .global, .boxedGlobal: return extras.scopedGlobals.contains(v)
        }
    }

    private func needsCaptureAsLocal(_ v: VariableSymbol) -> Bool {
        switch v.slot {
        case .local, .boxedLocal: return true
        case .global, .boxedGlobal: return extras.scopedGlobals.contains(v)
        }
    }

    /// The symbol to use for `v` here: `v` itself, or the closure's copy of it (made on first use).
    func capturedVariable(_ v: VariableSymbol, at pos: SourcePos) throws(Diagnostic) -> VariableSymbol {
        guard needsCapture(v) else {
            if case .local = v.slot, v.functionLevel != functionLevel {
                // A top-level function cannot see another function's locals; nothing to capture.
                throw Diagnostic.unsupported("this use of an enclosing function's variable", at: pos)
            }
            return v
        }
        try checkMutatingSelfCapture(v, at: pos)
        // A `var` that the pre-pass did not see captured (an `@autoclosure` argument) has no box to
        // share; copying it would lose the closure's changes, so it is refused.
        if !v.isLet, !v.slot.isBoxed, v.name != "self", !extras.captureStack.contains(where: { $0.copiedNames.contains(v.name) }) {
            throw Diagnostic.unsupported("an @autoclosure argument that uses a local variable", at: pos)
        }
        return proxy(for: v, in: extras.captureStack.count - 1)
    }

    private func proxy(for v: VariableSymbol, in k: Int) -> VariableSymbol {
        let ctx = extras.captureStack[k]
        if v.functionLevel >= ctx.level { return v }
        if let p = ctx.proxies[ObjectIdentifier(v)] { return p }
        let copied = ctx.copiedNames.contains(v.name)
        // Top-level variables (outside blocks) are read live; only a capture list copies them.
        if !copied, !needsCaptureAsLocal(v) { return v }
        let source = k > 0 ? proxy(for: v, in: k - 1) : v
        let index: Int
        if k == extras.captureStack.count - 1 {
            index = function?.frameSize ?? 0
            function?.frameSize += 1
        } else {
            index = ctx.suspendedFrameSize
            ctx.suspendedFrameSize += 1
        }
        let slot: Slot = source.slot.isBoxed && !copied ? .boxedLocal(index) : .local(index)
        let p = VariableSymbol(name: v.name, type: v.type, isLet: v.isLet || copied, slot: slot, namePos: v.namePos,
                               keywordPos: v.keywordPos, initialized: true, functionLevel: ctx.level)
        p.declarationLine = v.declarationLine
        p.isWeak = v.isWeak
        ctx.sources.append(source)
        ctx.slots.append(index)
        ctx.proxies[ObjectIdentifier(v)] = p
        if copied { extras.captureListCopies.insert(p) }
        return p
    }

    /// Code that reads the captured values when a function value is made (in the enclosing frame).
    func captureReaders(_ ctx: CaptureContext) -> [Code] {
        ctx.sources.map { s in
            // A capture-list name is copied by value even when the variable is boxed.
            if let isUnowned = ctx.weakNames[s.name] { return Compiler.weakReader(s.slot, isUnowned: isUnowned) }
            return ctx.copiedNames.contains(s.name) ? Compiler.getter(s.slot) : Compiler.rawGetter(s.slot)
        }
    }

    /// Runs `body` as the compilation of a nested function: a new capture context, with the
    /// enclosing function's frame counter parked in its own context meanwhile.
    func withCaptureContext<T>(level: Int, _ body: (CaptureContext) throws(Diagnostic) -> T) throws(Diagnostic) -> T {
        if let outer = extras.captureStack.last { outer.suspendedFrameSize = function?.frameSize ?? 0 }
        let ctx = CaptureContext(level: level)
        extras.captureStack.append(ctx)
        defer { extras.captureStack.removeLast() }
        return try body(ctx)
    }

    /// After a nested function compiled: the enclosing function takes back its (maybe grown) frame.
    func resumeEnclosingFrame() {
        if let outer = extras.captureStack.last { function?.frameSize = outer.suspendedFrameSize }
    }
}

extension Compiler {
    /// Exchanges a variable's value with `place` (through the box of a captured variable).
    static func swapSlot(_ i: Interpreter, _ slot: Slot, _ place: inout Value) {
        switch slot {
        case .global(let g): swap(&place, &i.globals[g])
        case .local(let l): swap(&place, &i.stack[i.fp + l])
        case .boxedLocal(let l): if case .box(let b) = i.stack[i.fp + l] { swap(&place, &b.value) }
        case .boxedGlobal(let g): if case .box(let b) = i.globals[g] { swap(&place, &b.value) }
        }
    }
}

extension Compiler {
    /// Empties a slot without writing through its box (used when a block's variables die).
    static func rawClearer(_ slot: Slot) -> (Interpreter, Value) -> Void {
        switch slot {
        case .global(let g), .boxedGlobal(let g): return { i, v in i.globals[g] = v }
        case .local(let l), .boxedLocal(let l): return { i, v in i.stack[i.fp + l] = v }
        }
    }
}

/// A set of symbols by identity that keeps its members alive, so an identifier is never reused
/// while the set holds it (a plain `Set<ObjectIdentifier>` of freed symbols could match new ones).
struct SymbolSet {
    private var members: [ObjectIdentifier: AnyObject] = [:]

    mutating func insert(_ o: AnyObject) { members[ObjectIdentifier(o)] = o }
    func contains(_ o: AnyObject) -> Bool { members[ObjectIdentifier(o)] != nil }
}
