/// Locating and tracing the learner's statements (docs/swift-subset.md "Host API").
///
/// Once a REPL session has loaded a host module, every statement of the
/// learner's later entries is compiled inside a small wrapper that sets the
/// interpreter's `location` while it runs (so a crash names the file, line and
/// function) and, while the host records (`SwiftREPL.recordsStatements`),
/// appends the statement with the values it read and wrote. Host modules' own
/// files are never wrapped: a crash inside them is reported at the learner's
/// line that called them.

/// The learner's unit being compiled: its file name and lines.
struct TraceUnit {
    let file: String
    let lines: [String]
    /// Set just before the wrapped statement itself is compiled, so that
    /// statement is not wrapped twice (its nested statements are).
    var wrapping = false
}

/// Where one statement of the learner's code is.
final class StatementLocation: @unchecked Sendable {
    let file: String
    let line: Int
    let text: String
    let function: String
    init(file: String, line: Int, text: String, function: String) {
        self.file = file; self.line = line; self.text = text; self.function = function
    }
}

/// One statement as it ran: the operator of an assignment (`-=`, `=`, `let`)
/// with the target's value before and after, when it is a number.
struct StatementRecord {
    let location: StatementLocation
    let operation: String?
    let target: String?
    var before: Value?
    var after: Value?
}

extension Compiler {
    /// Starts locating this unit's statements as `file:LINE`.
    func startTracing(file: String, source: [UInt8]) {
        let text = String(decoding: source, as: UTF8.self)
        trace = TraceUnit(file: file, lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// Most records kept per host call: a loop in a handler must not flood the trace.
    static let maxStatementRecords = 400

    func tracedStatement(_ s: Stmt) throws(Diagnostic) -> StmtCode {
        guard let unit = trace else { return try compileStatement(s) }
        if case .function = s.kind {
            trace?.wrapping = true
            return try compileStatement(s)
        }
        trace?.wrapping = true
        let inner = try compileStatement(s)
        let line = s.pos.line
        let text = line >= 1 && line <= unit.lines.count
            ? Compiler.trimmed(unit.lines[line - 1]) : ""
        let owner = memberContext.map { $0.type.name + "." } ?? ""
        let inClosure = extras.captureStack.last.map { $0.isClosure && $0.level == functionLevel } ?? false
        let functionName = (inClosure ? "closure in " : "") + (function.map { owner + $0.name } ?? "top level")
        let location = StatementLocation(file: unit.file, line: line, text: text, function: functionName)
        // What the statement assigns, read before and after it runs (only while recording).
        var operation: String?
        var targetText: String?
        var reader: Code?
        switch s.kind {
        case .expression(let e):
            if case .assign(let op, let target, _, _) = e.kind {
                operation = op
                targetText = sourceText(target)
                reader = numericReader(target)
            }
        case .variable(let isLet, let name, let namePos, _, _):
            operation = isLet ? "let" : "var"
            targetText = name
            reader = numericReader(Expr(.name(name), namePos, end: namePos.offset + name.utf8.count))
        default:
            break
        }
        let record = StatementRecord(location: location, operation: operation, target: targetText)
        return { i throws(RuntimeFailure) in
            let saved = i.location
            i.location = location
            guard i.statementRecords != nil else {
                let flow = try inner(i)
                i.location = saved
                return flow
            }
            let index = i.statementRecords?.count ?? 0
            let keeps = index < Compiler.maxStatementRecords
            if keeps {
                var r = record
                if let reader, operation != "let", operation != "var" { r.before = try? reader(i) }
                i.statementRecords?.append(r)
            }
            let flow = try inner(i)
            if keeps, let reader {
                // Read first, then store: the reader may run the learner's getters, which record
                // statements of their own, and must not do so while the records are being written.
                let after = try? reader(i)
                if index < (i.statementRecords?.count ?? 0) { i.statementRecords?[index].after = after }
            }
            i.location = saved
            return flow
        }
    }

    /// Code reading `target` when it is a number, nil otherwise (or when it cannot be read as a value).
    private func numericReader(_ target: Expr) -> Code? {
        let saved = trace
        trace = nil
        defer { trace = saved }
        guard let typed = try? expression(target, nil) else { return nil }
        switch typed.type {
        case .double, .integer, .optional(.double), .optional(.integer(_)): return typed.code
        default: return nil
        }
    }

    static func trimmed(_ line: String) -> String {
        var t = Substring(line)
        while let c = t.first, c == " " || c == "\t" { t.removeFirst() }
        while let c = t.last, c == " " || c == "\t" || c == "\r" { t.removeLast() }
        return String(t)
    }

    /// The source text of an expression, from the unit's lines.
    private func sourceText(_ e: Expr) -> String {
        guard e.pos.offset >= 0, e.end <= source.count, e.pos.offset < e.end else { return "" }
        return String(decoding: source[e.pos.offset..<e.end], as: UTF8.self)
    }
}
