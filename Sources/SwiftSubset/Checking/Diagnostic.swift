/// A note attached to a diagnostic, pointing at another place in the source.
struct DiagnosticNote: Sendable, Equatable {
    var message: String
    var pos: SourcePos
    /// Replacement text swiftc shows under the caret as a fix-it, if any.
    var fixIt: String? = nil
    var length: Int = 1
    /// The source line to show when the note points into an earlier REPL entry.
    var lineText: String? = nil
    /// Where the note points when that is not the learner's file (`Swift.Equatable`): files name it
    /// in place of their own name, as swiftc does.
    var file: String? = nil
    /// false: the note is advice on its own line, with no excerpt under it.
    var showsSource = true
}

/// A compile error in swiftc's wording.
struct Diagnostic: Error, Sendable, Equatable {
    var message: String
    var pos: SourcePos
    /// How many bytes the caret underlines (`^~~~`); 1 means a lone caret.
    var length: Int = 1
    var notes: [DiagnosticNote] = []
    /// Replacement text swiftc shows under the caret (`'Old' has been renamed to 'New'`), if any.
    var fixIt: String? = nil

    init(_ message: String, at pos: SourcePos, length: Int = 1, notes: [DiagnosticNote] = []) {
        self.message = message
        self.pos = pos
        self.length = max(1, length)
        self.notes = notes
    }

    static func unsupported(_ construct: String, at pos: SourcePos) -> Diagnostic {
        Diagnostic("keylab does not support \(construct) yet", at: pos)
    }

    var isUnsupported: Bool { message.hasPrefix("keylab does not support") }

    /// The construct named by an "unsupported" refusal (`structs`, `'maxSplits:'`).
    var unsupportedConstruct: String? {
        guard isUnsupported else { return nil }
        var text = message.dropFirst("keylab does not support ".count)
        if text.hasSuffix(" yet") { text = text.dropLast(" yet".count) }
        return String(text)
    }

    /// swiftc finds these after type checking (definite initialisation, missing return, constant
    /// folding) and reports them only when type checking found no error.
    var isFlowPhase: Bool {
        Diagnostic.flowPhaseMarkers.contains { message.contains($0) }
    }

    static let flowPhaseMarkers = [
        "used before being initialized", "passed by reference before being initialized", "missing return in",
        "overflows when stored into", "results in an overflow", "'guard' body must not fall through",
        "division by zero",
        "return from initializer without initializing all stored properties", "'super.init' isn't called",
        "before 'super.init' call",
    ]
}

/// Renders diagnostics in the LLVM style swiftc uses (`-diagnostic-style llvm`).
struct DiagnosticRenderer {
    let source: [UInt8]
    /// nil for a typed entry (`error: msg`), a file name for files (`FILE:L:C: error: msg`).
    let fileName: String?
    /// In the REPL (typed or `:load`ed), where `:swiftc` can run what keylab
    /// refuses; `keylab run` hands such files to the real swift itself.
    var offersSwiftc: Bool

    init(source: [UInt8], fileName: String?, offersSwiftc: Bool? = nil) {
        self.source = source
        self.fileName = fileName
        self.offersSwiftc = offersSwiftc ?? (fileName == nil)
    }

    func render(_ d: Diagnostic) -> String {
        var out = header("error", d.message, d.pos)
        out += excerpt(at: d.pos, length: d.length, fixIt: d.fixIt)
        if d.isUnsupported && offersSwiftc {
            out += "note: try ':swiftc' to compile and run this code with the real Swift compiler\n"
        }
        for n in d.notes {
            guard n.showsSource else { out += "note: \(n.message)\n"; continue }
            out += header("note", n.message, n.pos, file: n.file)
            out += excerpt(at: n.pos, length: n.length, fixIt: n.fixIt, lineText: n.lineText)
        }
        return out
    }

    private func header(_ kind: String, _ message: String, _ pos: SourcePos, file: String? = nil) -> String {
        if let fileName { return "\(file ?? fileName):\(pos.line):\(pos.column): \(kind): \(message)\n" }
        return "\(kind): \(message)\n"
    }

    private func excerpt(at pos: SourcePos, length: Int, fixIt: String?, lineText text: String? = nil) -> String {
        let line = text ?? lineText(containing: pos.offset)
        let pad = DiagnosticRenderer.padding(line, bytes: pos.column - 1)
        let columns = DiagnosticRenderer.columns(line, fromByte: pos.column - 1, bytes: length)
        var out = line + "\n" + pad + "^" + String(repeating: "~", count: max(0, columns - 1)) + "\n"
        if let fixIt { out += pad + fixIt + "\n" }
        return out
    }

    /// Blanks as wide on a terminal as the first `bytes` bytes of the line (tabs kept, CJK and Hangul two columns),
    /// so the caret lines up under Korean text too.
    static func padding(_ line: String, bytes: Int) -> String {
        var out = ""
        var used = 0
        for ch in line {
            let n = String(ch).utf8.count
            if used + n > bytes { break }
            used += n
            if ch == "\t" { out += "\t"; continue }
            out += isWide(ch) ? "  " : " "
        }
        if used < bytes { out += String(repeating: " ", count: bytes - used) }
        return out
    }

    /// Terminal columns taken by `bytes` bytes of the line from byte `start`
    /// (a Hangul name of two syllables: 6 bytes, 4 columns), so the `^~~~`
    /// under it is as wide as the name; past the line's end, one per byte.
    static func columns(_ line: String, fromByte start: Int, bytes: Int) -> Int {
        let utf8 = Array(line.utf8)
        guard start >= 0, start < utf8.count, bytes > 0 else { return bytes }
        let end = min(utf8.count, start + bytes)
        var width = 0
        for ch in String(decoding: utf8[start..<end], as: UTF8.self) {
            width += ch == "\t" ? 1 : (isWide(ch) ? 2 : 1)
        }
        return width + (start + bytes - end)
    }

    static func isWide(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v)
            || (0x20000...0x3FFFD).contains(v)
    }

    private func lineText(containing offset: Int) -> String {
        let clamped = min(max(0, offset), source.count)
        var start = clamped
        while start > 0, source[start - 1] != 10 { start -= 1 }
        var end = clamped
        while end < source.count, source[end] != 10 { end += 1 }
        return String(decoding: source[start..<end], as: UTF8.self)
    }
}
