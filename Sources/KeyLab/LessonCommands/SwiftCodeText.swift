/// The code of a Swift entry without its comments and the text of its
/// string literals, for the `:entered` check: `// for each field` and
/// `print("for")` hold no `for` loop. Quotes and interpolations stay, so
/// `"\(height)"` still holds `\(` and `height`. Blanked characters become
/// spaces (newlines stay), which `SwiftWords` reads as word breaks.
enum SwiftCodeText {
    static func code(_ source: String) -> String {
        let c = Array(source)
        var out: [Character] = []
        out.reserveCapacity(c.count)
        var i = 0
        scanCode(c, &i, &out, interpolation: false)
        return String(out)
    }

    /// Code up to the end, or (in an interpolation) up to its closing `)`, which is left unread.
    private static func scanCode(_ c: [Character], _ i: inout Int, _ out: inout [Character], interpolation: Bool) {
        var depth = 0
        while i < c.count {
            let ch = c[i]
            let next: Character? = i + 1 < c.count ? c[i + 1] : nil
            if ch == "/" && next == "/" {
                while i < c.count && c[i] != "\n" { i += 1 }
                out.append(" ")
            } else if ch == "/" && next == "*" {
                skipBlockComment(c, &i)
                out.append(" ")
            } else if ch == "\"" || (ch == "#" && rawStringStarts(c, i)) {
                scanString(c, &i, &out)
            } else if interpolation && ch == "(" {
                depth += 1
                out.append(ch); i += 1
            } else if interpolation && ch == ")" {
                if depth == 0 { return }
                depth -= 1
                out.append(ch); i += 1
            } else {
                out.append(ch); i += 1
            }
        }
    }

    /// `/* … */`, nested as Swift nests them.
    private static func skipBlockComment(_ c: [Character], _ i: inout Int) {
        var depth = 0
        while i < c.count {
            if c[i] == "/" && i + 1 < c.count && c[i + 1] == "*" { depth += 1; i += 2; continue }
            if c[i] == "*" && i + 1 < c.count && c[i + 1] == "/" {
                depth -= 1; i += 2
                if depth == 0 { return }
                continue
            }
            i += 1
        }
    }

    /// `#"`, `##"`: a raw string starts here.
    private static func rawStringStarts(_ c: [Character], _ i: Int) -> Bool {
        var k = i
        while k < c.count && c[k] == "#" { k += 1 }
        return k < c.count && c[k] == "\""
    }

    /// A string literal (plain, raw, multi-line) from its opening delimiter to its closing one.
    private static func scanString(_ c: [Character], _ i: inout Int, _ out: inout [Character]) {
        var hashes = 0
        while i < c.count && c[i] == "#" { hashes += 1; out.append("#"); i += 1 }
        let multiline = i + 2 < c.count && c[i + 1] == "\"" && c[i + 2] == "\""
        let quotes = multiline ? 3 : 1
        out.append(contentsOf: repeatElement("\"", count: quotes)); i += quotes
        while i < c.count {
            if closes(c, i, quotes: quotes, hashes: hashes) {
                out.append(contentsOf: repeatElement("\"", count: quotes))
                out.append(contentsOf: repeatElement("#", count: hashes))
                i += quotes + hashes
                return
            }
            if c[i] == "\\" && escapeHashes(c, i + 1, hashes) {
                let after = i + 1 + hashes
                if after < c.count && c[after] == "(" {
                    out.append(contentsOf: ["\\", "("])
                    i = after + 1
                    scanCode(c, &i, &out, interpolation: true)
                    if i < c.count { out.append(")"); i += 1 }
                    continue
                }
                // An escape (`\"`, `\n`): both characters are text.
                out.append(" "); i = min(c.count, after + 1)
                continue
            }
            // A newline ends a one-line string that was never closed (a compile error anyway).
            if c[i] == "\n" && !multiline { return }
            out.append(c[i] == "\n" ? "\n" : " ")
            i += 1
        }
    }

    private static func closes(_ c: [Character], _ i: Int, quotes: Int, hashes: Int) -> Bool {
        guard i + quotes + hashes <= c.count else { return false }
        for k in 0..<quotes where c[i + k] != "\"" { return false }
        for k in 0..<hashes where c[i + quotes + k] != "#" { return false }
        return true
    }

    /// After a backslash in a raw string the same number of `#` makes it an escape.
    private static func escapeHashes(_ c: [Character], _ i: Int, _ hashes: Int) -> Bool {
        guard i + hashes <= c.count else { return false }
        for k in 0..<hashes where c[i + k] != "#" { return false }
        return true
    }
}
