/// What a top-level statement contributes to a REPL entry.
enum TopLevelItem {
    case run(StmtCode)
    /// `let x = 3` echoes `x: Int = 3` after the entry ran.
    case echoVariable(name: String, type: SType, slot: Slot)
    /// A bare expression echoes `$R0: Int = 5`; the value is kept in `$R0` for later entries.
    case echoValue(name: String, type: SType, slot: Slot)
}

/// Type checker and code generator in one pass: checks the syntax tree with Swift's rules and
/// produces closures that the interpreter runs, with every name already resolved to a slot.
final class Compiler {
    var globals: GlobalState
    var scopes: [Scope] = []
    var function: FunctionContext?
    var declaredThisUnit: Set<String> = []
    let isREPL: Bool
    /// What `#function` gives at the top level: the module name, as `swift FILE.swift` derives it.
    var moduleName = "main"
    /// Set by `import Foundation` (or UIKit): unknown Foundation calls are then refused as unsupported.
    var importsFoundation = false
    /// Source the host wrote (keylab naming a controller's views, binding outlets) reads
    /// `private` members as the debugger would: access control is the learner's code's rule.
    var ignoresAccessControl = false
    /// The host modules `import` may load; names they declare but the unit did
    /// not import get swiftc's "cannot find" with the import to add (CompilerMissingImport.swift).
    var hostModules = HostModules()
    var fileName = "main.swift"
    /// The unit's source, to remember declaration lines for notes in later REPL entries.
    var source: [UInt8] = []
    var loopDepth = 0
    var switchDepth = 0
    /// The next `$R` number (REPL only).
    var resultCounter = 0
    /// Integer values of top-level variables known at compile time, so swiftc's constant-folding
    /// overflow errors are reported too. Only used for diagnostics, never for code.
    var knownConstants: [ObjectIdentifier: (symbol: VariableSymbol, value: Value)] = [:]
    /// State of closures, captures, labels and type aliases (CompilerState.swift).
    var extras = CompilerExtras()
    /// The initial value of a declaration with a type annotation, while it is checked: swiftc words
    /// some mismatches there as "no 'prefix' candidates produce the expected contextual result type".
    var annotatedValue: ObjectIdentifier?

    /// Variables declared without a value; definite initialisation is tracked through branches for them.
    var trackedForInitialization: [VariableSymbol] = []
    /// The struct, class or enum whose member is being compiled (implicit `self`, `mutating` checks).
    var memberContext: MemberContext?
    /// Types found by `probeType`, by syntax node (cleared while a generic instance compiles). The
    /// entry holds the node itself: a node freed while checking (a desugared temporary) could
    /// otherwise hand its address, and a stale type, to a later node.
    var probeTypes: [ObjectIdentifier: (node: Expr, type: SType)] = [:]
    /// Whether errors may be thrown here and whether a `try` covers the expression being checked.
    var errorContext = ErrorContext(canThrow: true)
    var nonExhaustiveDoDepth = 0
    /// Set while compiling the learner's code after UIKit was imported (CompilerStatementTrace.swift).
    var trace: TraceUnit?

    var initializationState: [Bool] { trackedForInitialization.map { $0.initialized } }

    func restoreInitialization(_ state: [Bool]) {
        for (v, s) in zip(trackedForInitialization, state) { v.initialized = s }
    }

    /// After branches: a variable is initialised only if every branch that falls through initialised it.
    func mergeInitialization(_ branches: [[Bool]], fallback: [Bool]) {
        guard !branches.isEmpty else { restoreInitialization(fallback); return }
        var merged = fallback
        for k in merged.indices {
            merged[k] = branches.allSatisfy { k < $0.count && $0[k] }
        }
        restoreInitialization(merged)
    }

    /// Top-level code outside any block, where the value of a variable is known from the line before.
    var isStraightLine: Bool { function == nil && scopes.isEmpty && loopDepth == 0 && switchDepth == 0 }

    init(globals: GlobalState, isREPL: Bool) {
        self.globals = globals
        self.isREPL = isREPL
    }

    var functionLevel: Int { function?.level ?? 0 }

    // MARK: scopes

    func allocateSlot() -> Slot {
        if function != nil {
            let s = function?.frameSize ?? 0
            function?.frameSize += 1
            return .local(s)
        }
        let s = globals.slotCount
        globals.slotCount += 1
        return .global(s)
    }

    func lookupVariable(_ name: String) -> VariableSymbol? {
        for s in scopes.reversed() {
            if let v = s.variables[name] { return v }
            if s.functions[name] != nil { return nil }
        }
        return globals.scope.variables[name]
    }

    func lookupFunctions(_ name: String) -> [FunctionSymbol]? {
        for s in scopes.reversed() {
            if let f = s.functions[name] { return f }
            if s.variables[name] != nil { return nil }
        }
        return globals.scope.functions[name]
    }

    func previousDeclaration(_ name: String) -> SourcePos? {
        if let s = scopes.last {
            return s.variables[name]?.namePos ?? s.functions[name]?.first?.namePos
        }
        guard declaredThisUnit.contains(name) else { return nil }
        return globals.scope.variables[name]?.namePos ?? globals.scope.functions[name]?.first?.namePos
    }

    func declareVariable(_ name: String, type: SType, isLet: Bool, namePos: SourcePos, keywordPos: SourcePos?,
                         initialized: Bool, boxed: Bool = false) throws(Diagnostic) -> VariableSymbol {
        if let shared = try sharedAlternativeBinding(name, type: type, at: namePos) { return shared }
        if let prev = previousDeclaration(name) {
            throw Diagnostic("invalid redeclaration of '\(name)'", at: namePos,
                             notes: [DiagnosticNote(message: "'\(name)' previously declared here", pos: prev)])
        }
        var slot = slotForDeclaration(name, isLet: isLet)
        if boxed, case .local(let l) = slot { slot = .boxedLocal(l) }
        let v = VariableSymbol(name: name, type: type, isLet: isLet, slot: slot, namePos: namePos,
                               keywordPos: keywordPos, initialized: initialized, functionLevel: functionLevel)
        v.declarationLine = Compiler.line(in: source, at: namePos.offset)
        switch v.slot {
        case .global, .boxedGlobal: if !scopes.isEmpty { extras.scopedGlobals.insert(v) }
        default: break
        }
        if scopes.isEmpty {
            globals.scope.variables[name] = v
            globals.scope.functions[name] = nil
            declaredThisUnit.insert(name)
        } else {
            scopes[scopes.count - 1].variables[name] = v
        }
        return v
    }

    static func line(in source: [UInt8], at offset: Int) -> String? {
        guard offset <= source.count else { return nil }
        var start = offset
        while start > 0, source[start - 1] != 10 { start -= 1 }
        var end = offset
        while end < source.count, source[end] != 10 { end += 1 }
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    /// Standard library and SDK types a learner may write that the subset does not have.
    static let knownUnsupportedTypes: Set<String> = [
        "Any", "AnyObject", "Set", "Substring", "Error", "Never", "Result", "Sequence", "Collection",
        "Equatable", "Comparable", "Hashable", "Codable", "Decimal", "Date", "Data", "URL", "UUID", "CGFloat",
        "CGPoint", "CGSize", "CGRect", "NSObject", "NSString", "UIView", "UIViewController", "UITextField",
        "UIButton", "UILabel", "UIScrollView", "Notification", "NotificationCenter", "Timer", "DispatchQueue",
        "StrideTo", "StrideThrough", "ReversedCollection", "ArraySlice", "KeyValuePairs", "Unicode", "Float80",
        "Float16", "Int128", "UInt128", "UnicodeScalar", "CharacterSet", "FloatingPointRoundingRule",
        "Hasher", "ObjectIdentifier", "CancellationError", "TaskGroup", "ThrowingTaskGroup", "Actor",
    ]

    static let foundationModules: Set<String> = ["Foundation", "UIKit", "AppKit", "Darwin", "Glibc", "SwiftUI", "CoreGraphics"]

    /// Foundation functions a learner may call after `import Foundation`.
    static let foundationFunctions: Set<String> = [
        "sqrt", "pow", "floor", "ceil", "round", "sin", "cos", "tan", "log", "exp", "log10", "log2", "fabs",
        "arc4random", "arc4random_uniform", "sleep", "usleep", "NSLog", "exit",
    ]

    // MARK: entry points

    /// Errors found after the first one, in top-level statements that do not depend on a failed one.
    var laterDiagnostics: [Diagnostic] = []

    /// Checks and compiles a whole unit (a file or a REPL entry). Throws the first error; checking goes
    /// on statement by statement so `laterDiagnostics` can report independent mistakes too, as swiftc does.
    func compileTopLevel(_ written: [Stmt]) throws(Diagnostic) -> [TopLevelItem] {
        let stmts = try expandPropertyWrappers(written)
        let prelude = try loadResultIfNamed(stmts)
        return try prelude + withNeverReturningFunctions(stmts) { () throws(Diagnostic) in try compileTopLevelUnit(stmts) }
    }

    private func compileTopLevelUnit(_ stmts: [Stmt]) throws(Diagnostic) -> [TopLevelItem] {
        // A REPL entry may always await; a file's top level only when it does somewhere (AsyncCalls.swift).
        extras.asyncContext = AsyncContext(isAsync: isREPL || Compiler.awaitsAtTopLevel(stmts))
        extras.capturedNames = CaptureNames.collect(stmts)
        markEscapingClosures(stmts)
        try checkTopLevelDefer(stmts)
        try registerDeclarationAttributes(stmts)
        try declareTypes(stmts)
        for s in stmts {
            if case .function(let decl) = s.kind { try declareFunction(decl) }
        }
        var items: [TopLevelItem] = []
        var errors: [Diagnostic] = []
        var failedNames: Set<String> = []
        for s in stmts {
            do throws(Diagnostic) {
                try compileTopLevelStatement(s, into: &items)
            } catch {
                scopes.removeAll()
                function = nil
                (loopDepth, switchDepth) = (0, 0)
                if errors.isEmpty || (!SyntaxNames.mentions(s, failedNames) && !error.isUnsupported) {
                    errors.append(error)
                }
                if case .variable(_, let name, _, _, _) = s.kind { failedNames.insert(name) }
            }
        }
        let typeCheckErrors = errors.filter { !$0.isFlowPhase }
        let reported = typeCheckErrors.isEmpty ? errors : typeCheckErrors
        if let first = reported.first {
            laterDiagnostics = Array(reported.dropFirst().prefix(9))
            throw first
        }
        return items
    }

    private func compileTopLevelStatement(_ s: Stmt, into items: inout [TopLevelItem]) throws(Diagnostic) {
        switch s.kind {
        case .variable(_, let name, _, _, _):
            items.append(.run(try compileStatement(s)))
            if isREPL, let v = globals.scope.variables[name], v.initialized {
                items.append(.echoVariable(name: name, type: v.type, slot: v.slot))
            }
        case .destructure(_, let pattern, _, _):
            items.append(.run(try compileStatement(s)))
            for name in Compiler.boundNames(Expr(.patternBinding(pattern, isLet: true), pattern.pos, end: pattern.end)) where isREPL {
                if let v = globals.scope.variables[name], v.initialized {
                    items.append(.echoVariable(name: name, type: v.type, slot: v.slot))
                }
            }
        case .expression(let e) where isREPL:
            if case .assign = e.kind {
                items.append(.run(try compileStatement(s)))
            } else {
                let t = try expression(e, nil)
                if t.type == .void {
                    let code = t.code
                    items.append(.run({ i throws(RuntimeFailure) in _ = try code(i); return .normal }))
                } else {
                    let name = "$R\(resultCounter)"
                    resultCounter += 1
                    let v = try declareVariable(name, type: t.type, isLet: true, namePos: e.pos, keywordPos: nil,
                                                initialized: true)
                    items.append(.run(storeCode(v.slot, t.code)))
                    items.append(.echoValue(name: name, type: t.type, slot: v.slot))
                }
            }
        default:
            items.append(.run(try compileStatement(s)))
        }
    }

    // MARK: statements

    func compileBlock(_ stmts: [Stmt], scope: Scope = Scope()) throws(Diagnostic) -> StmtCode {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return releasingLocals(try compileStatements(stmts))
    }

    func compileStatements(_ stmts: [Stmt]) throws(Diagnostic) -> StmtCode {
        for s in stmts {
            if case .function(let decl) = s.kind { try declareFunction(decl) }
        }
        if let k = stmts.firstIndex(where: { if case .deferStmt = $0.kind { return true }; return false }), k < stmts.count - 1 {
            return try statementsWithDefer(stmts, at: k)
        }
        var codes: [StmtCell] = []
        for s in stmts { codes.append(StmtCell(runningDeinits(after: try compileStatement(s)))) }
        return Compiler.sequence(codes)
    }

    /// Statements in order. The array holds `StmtCell`s, not closures: a closure stored in an array
    /// is kept at the generic abstraction and every call would go through reabstraction thunks.
    static func sequence(_ codes: [StmtCell]) -> StmtCode {
        switch codes.count {
        case 0: return { _ in .normal }
        case 1: return codes[0].run
        case 2:
            let a = codes[0].run, b = codes[1].run
            return { i throws(RuntimeFailure) in
                let f = try a(i)
                if case .normal = f { return try b(i) }
                return f
            }
        case 3:
            let a = codes[0].run, b = codes[1].run, c = codes[2].run
            return { i throws(RuntimeFailure) in
                var f = try a(i)
                guard case .normal = f else { return f }
                f = try b(i)
                guard case .normal = f else { return f }
                return try c(i)
            }
        default:
            // Two halves, each a sequence: iterating an array of closures would retain and release
            // every closure on every pass (a loop body of six statements spent 6 % of its time so).
            let middle = codes.count / 2
            let a = sequence(Array(codes[..<middle])), b = sequence(Array(codes[middle...]))
            return { i throws(RuntimeFailure) in
                let f = try a(i)
                if case .normal = f { return try b(i) }
                return f
            }
        }
    }

    func compileStatement(_ s: Stmt) throws(Diagnostic) -> StmtCode {
        if trace != nil {
            if trace?.wrapping == true { trace?.wrapping = false } else { return try tracedStatement(s) }
        }
        switch s.kind {
        case .variable(let isLet, let name, let namePos, let typeSyntax, let value):
            try refuseWrappedVariable(s)
            extras.escapingClosures.mark(value)
            let code = try variableDeclaration(isLet: isLet, name: name, namePos: namePos, keywordPos: s.pos,
                                               typeSyntax: typeSyntax, value: value)
            try registerWeakVariable(s)
            return code
        case .function(let decl):
            try compileFunctionBody(decl)
            return localFunctionCreation(decl)
        case .expression(let e):
            try checkTopLevelClosureStatement(e)
            let code: Code
            if case .assign(let op, let target, let value, let opPos) = e.kind {
                code = try assignment(op: op, target: target, value: value, opPos: opPos)
            } else {
                extras.discardedExpression = ObjectIdentifier(e)
                defer { extras.discardedExpression = nil }
                let t = try expression(e, nil)
                try checkUnusedFunction(t, e)
                if t.type == .optional(.void), Compiler.isDelegatingInitCall(e) {
                    return Compiler.failableDelegationStatement(t.code)
                }
                code = t.code
            }
            return { i throws(RuntimeFailure) in _ = try code(i); return .normal }
        case .ifStmt(let conditions, let then, let otherwise):
            return try ifStatement(conditions, then, otherwise)
        case .guardStmt(let conditions, let otherwise, let closingBrace):
            return try guardStatement(conditions, otherwise, pos: closingBrace)
        case .whileStmt(let conditions, let body):
            return try whileLoop(conditions, body)
        case .repeatStmt(let body, let condition):
            loopDepth += 1
            let bodyCode = try compileBlock(body)
            loopDepth -= 1
            let cond = try boolCondition(condition)
            return { i throws(RuntimeFailure) in
                repeat {
                    try i.step()
                    switch try bodyCode(i) {
                    case .breakLoop: return .normal
                    case .returned: return .returned
                    default: break
                    }
                } while try cond(i)
                return .normal
            }
        case .forIn(let name, let namePos, let sequence, let whereClause, let body):
            return try forLoop(name: name, namePos: namePos, sequence: sequence, whereClause: whereClause, body: body)
        case .switchStmt(let subject, let cases, let closing):
            return try switchStatement(subject, cases, closing: closing, pos: s.pos)
        case .block(let stmts):
            return try compileBlock(stmts)
        case .breakStmt:
            guard loopDepth > 0 || switchDepth > 0 else {
                throw Diagnostic("'break' is only allowed inside a loop, if, do, or switch", at: s.pos)
            }
            return { _ in .breakLoop }
        case .continueStmt:
            guard loopDepth > 0 else { throw Diagnostic("'continue' is only allowed inside a loop", at: s.pos) }
            return { _ in .continueLoop }
        case .fallthroughStmt:
            guard switchDepth > 0 else { throw Diagnostic("'fallthrough' is only allowed inside a switch", at: s.pos) }
            return { _ in .fallthroughCase }
        case .returnStmt(let value):
            extras.escapingClosures.mark(value)
            return try returnStatement(value, pos: s.pos)
        case .destructure(let isLet, let pattern, let type, let value):
            return try destructuringDeclaration(isLet: isLet, pattern: pattern, typeSyntax: type, value: value)
        case .forPattern(let pattern, let isCase, let sequence, let whereClause, let body):
            return try forPatternLoop(pattern, isCase: isCase, sequence: sequence, whereClause: whereClause, body: body)
        case .labeled(let name, let pos, let inner):
            return try labeledStatement(name, pos: pos, inner)
        case .labeledBody(let name, let body):
            return try labeledBody(name, body)
        case .breakLabel(let name, let pos):
            return try labeledJump(name, pos: pos, isBreak: true)
        case .continueLabel(let name, let pos):
            return try labeledJump(name, pos: pos, isBreak: false, keywordPos: s.pos)
        case .typeAlias(let name, let pos, let type):
            try declareTypeAlias(name, pos: pos, type)
            return { _ in .normal }
        case .throwStmt(let value):
            return try throwStatement(value, pos: s.pos)
        case .doCatch(let body, let catches, let thrownType):
            return try doCatchStatement(body, catches, thrownType: thrownType, pos: s.pos)
        case .deferStmt(let body):
            // A `defer` that ends its scope runs at once (swiftc only warns).
            return try compileBlock(body)
        case .typeDeclaration(let d):
            if !scopes.isEmpty || function != nil { throw Diagnostic.unsupported("types declared inside functions", at: s.pos) }
            return try compileTypeDeclaration(d)
        }
    }

    func resolveType(_ t: TypeSyntax) throws(Diagnostic) -> SType {
        switch t {
        case .named(let name, let pos):
            if let st = SType.namedTypes[name] { return st }
            if let metatype = try metatypeNamed(name, at: pos) { return metatype }
            if name == "Self" { return try selfType(at: pos) }
            try checkAvailability(name, at: pos)
            if let alias = extras.typeAliases[name] ?? globals.typeAliases[name] ?? scopedTypeAlias(name) { return alias }
            if let n = scopedNominal(name) { try refuseAssociatedTypeExistential(n, at: pos); return .nominal(n) }
            if name == "AnyHashable" { return Compiler.anyHashableType }
            if name == "Selector" { return Compiler.selectorSType }
            if let missing = missingMemberType(name, at: pos) { throw missing }
            if name == "Error" { return Compiler.errorType }
            if name == "Never" { return Compiler.neverType }
            if name == "Any" { return Compiler.anyType }
            if name == "AnyObject" { return Compiler.anyObjectType }
            if let missing = missingImport(name, at: pos, asType: true) { throw missing }
            if Compiler.knownUnsupportedTypes.contains(name) { throw Diagnostic.unsupported("the type '\(name)'", at: pos) }
            if Compiler.concurrencyNames.contains(name) { throw Diagnostic.unsupported("concurrency ('\(name)')", at: pos) }
            throw Diagnostic("cannot find type '\(name)' in scope", at: pos, length: name.utf8.count)
        case .optional(let w): return .optional(try resolveType(w))
        case .array(let e): return .array(try resolveType(e))
        case .dictionary(let k, let v):
            let kt = try resolveType(k)
            try refuseCustomEqualityKey(kt, at: k.firstPosition ?? .start)
            return .dictionary(kt, try resolveType(v))
        case .generic(let name, let args, let pos):
            if name == TypeSyntax.opaqueMarker || name == TypeSyntax.compositionMarker { return try resolveMarkedType(name, args, at: pos) }
            let resolved = try args.map { (a) throws(Diagnostic) -> SType in try resolveType(a) }
            try checkResultFailureType(name, resolved, at: pos)
            if let template = globals.genericTypes[name] { return try genericTypeInstance(template, resolved, at: pos) }
            if let concurrency = try resolveConcurrencyType(name, resolved, at: pos) { return concurrency }
            switch (name, resolved.count) {
            case ("Optional", 1): return .optional(resolved[0])
            case ("Array", 1): return .array(resolved[0])
            case ("Dictionary", 2): return .dictionary(resolved[0], resolved[1])
            case ("Range", 1): return .range(resolved[0])
            case ("ClosedRange", 1): return .closedRange(resolved[0])
            case ("Set", 1):
                try refuseCustomEqualityKey(resolved[0], at: pos)
                guard resolved[0].isHashable else {
                    throw Diagnostic("type '\(resolved[0].name)' does not conform to protocol 'Hashable'", at: pos)
                }
                return .set(resolved[0])
            default:
                if let missing = missingImport(name, at: pos, asType: true) { throw missing }
                if Compiler.knownUnsupportedTypes.contains(name) { throw Diagnostic.unsupported("the type '\(name)'", at: pos) }
                if SType.namedTypes[name] != nil {
                    throw Diagnostic("cannot specialize non-generic type '\(name)'", at: pos)
                }
                throw Diagnostic("cannot find type '\(name)' in scope", at: pos, length: name.utf8.count)
            }
        case .unsupported(let what, let pos):
            throw Diagnostic.unsupported(what, at: pos)
        case .tuple(let elements, let labels, _):
            if elements.isEmpty { return .void }
            return .tuple(try elements.map { (x) throws(Diagnostic) -> SType in try resolveType(x) }, labels)
        case .function(let params, let result, _):
            let ps = try params.map { (x) throws(Diagnostic) -> SType in try resolveType(x) }
            return .function(ps, try resolveType(result))
        case .autoclosure(let w):
            return try resolveType(w)
        case .implicitlyUnwrapped(let w):
            return .optional(try resolveType(w))
        }
    }

    func variableDeclaration(isLet: Bool, name: String, namePos: SourcePos, keywordPos: SourcePos,
                             typeSyntax: TypeSyntax?, value: Expr?) throws(Diagnostic) -> StmtCode {
        let annotated = try typeSyntax.map { (t) throws(Diagnostic) -> SType in try resolveType(t) }
        var code: Code?
        let type: SType
        if let value {
            let savedAnnotated = annotatedValue
            annotatedValue = annotated == nil ? nil : ObjectIdentifier(value)
            defer { annotatedValue = savedAnnotated }
            let t = try expression(value, annotated)
            if let annotated {
                code = try convert(t, to: annotated, value, context: .specified)
                type = annotated
            } else {
                if t.isNilLiteral {
                    throw Diagnostic("'nil' requires a contextual type", at: value.pos, length: value.length)
                }
                // `let x = print("a")` only draws a warning from swiftc: x is `()`.
                code = t.code
                type = t.type
            }
        } else if let annotated {
            type = annotated
        } else {
            throw Diagnostic("type annotation missing in pattern", at: namePos)
        }
        // `var x: Int?` starts as nil, like Swift.
        let implicitNil = value == nil && !isLet && type.isOptional
        let v = try declareVariable(name, type: type, isLet: isLet, namePos: namePos, keywordPos: keywordPos,
                                    initialized: code != nil || implicitNil)
        if case .implicitlyUnwrapped? = typeSyntax { globals.implicitlyUnwrapped.insert(v) }
        if implicitNil { code = { _ in .none } }
        if code == nil { trackedForInitialization.append(v) }
        if isStraightLine, type.isInteger, let value, literalDefault(value) != nil, let c = try? expression(value, annotated).constant {
            knownConstants[ObjectIdentifier(v)] = (v, c)
        }
        guard let code else { return { _ in .normal } }
        return storeCode(v.slot, code)
    }

    func storeCode(_ slot: Slot, _ code: @escaping Code) -> StmtCode {
        switch slot {
        case .global(let g):
            return { i throws(RuntimeFailure) in
                let v = try code(i)
                i.globals[g] = v
                return .normal
            }
        case .local(let l):
            return { i throws(RuntimeFailure) in
                let v = try code(i)
                i.stack[i.fp + l] = v
                return .normal
            }
        case .boxedLocal, .boxedGlobal:
            // A declaration makes a new variable: a fresh box, so closures made earlier keep theirs.
            let initialize = Compiler.initializer(slot)
            return { i throws(RuntimeFailure) in
                initialize(i, try code(i))
                return .normal
            }
        }
    }

    static func setter(_ slot: Slot) -> (Interpreter, Value) -> Void {
        switch slot {
        case .global(let g): return { i, v in i.globals[g] = v }
        case .local(let l): return { i, v in i.stack[i.fp + l] = v }
        case .boxedLocal(let l):
            return { i, v in
                if case .box(let b) = i.stack[i.fp + l] { b.value = v } else { i.stack[i.fp + l] = .box(Box(v)) }
            }
        case .boxedGlobal(let g):
            return { i, v in
                if case .box(let b) = i.globals[g] { b.value = v } else { i.globals[g] = .box(Box(v)) }
            }
        }
    }

    static func getter(_ slot: Slot) -> Code {
        switch slot {
        case .global(let g): return { i in i.globals[g] }
        case .local(let l): return { i in i.stack[i.fp + l] }
        case .boxedLocal(let l):
            return { i in if case .box(let b) = i.stack[i.fp + l] { return b.value }; return .void }
        case .boxedGlobal(let g):
            return { i in if case .box(let b) = i.globals[g] { return b.value }; return .void }
        }
    }
}
