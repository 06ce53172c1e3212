/// Colours and symbols for terminal output. With colour off every function
/// returns its text unchanged, so tests and pipes see plain text. With colour
/// on the text is wrapped in `StyleMarker`s, which only the terminal sink
/// (`TerminalSafeText.render`) turns into escape sequences: text from a
/// lesson can then never pass for keylab's styling.
public struct Style: Sendable, Equatable {
    public var color: Bool
    public var unicode: Bool

    public init(color: Bool, unicode: Bool = true) {
        self.color = color
        self.unicode = unicode
    }

    private func wrap(_ text: String, _ code: String) -> String {
        color ? StyleMarker.make(code) + text + StyleMarker.make("0") : text
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func italic(_ text: String) -> String { wrap(text, "3") }
    public func underline(_ text: String) -> String { wrap(text, "4") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func blue(_ text: String) -> String { wrap(text, "34") }
    public func magenta(_ text: String) -> String { wrap(text, "35") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    /// `error:` in bold red, as compilers print it.
    public var errorLabel: String { wrap("error:", "1;31") }
    /// `note:` in bold.
    public var noteLabel: String { wrap("note:", "1;90") }

    /// Colours the `error:` / `warning:` / `note:` label of each line that starts with one.
    public func highlightDiagnostics(_ text: String) -> String {
        guard color else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            // A file's diagnostics start with its place: `Form.swift:3:16: error: …`.
            let place = Self.diagnosticPlace(line)
            let rest = line.dropFirst(place.count)
            if rest.hasPrefix("error:") { return place + errorLabel + rest.dropFirst(6) }
            if rest.hasPrefix("note:") { return place + noteLabel + rest.dropFirst(5) }
            if line.hasPrefix("Fatal error:") { return wrap("Fatal error:", "1;31") + line.dropFirst(12) }
            return String(line)
        }.joined(separator: "\n")
    }

    /// `FILE:LINE:COLUMN: ` at the start of a diagnostic line, or "".
    static func diagnosticPlace(_ line: Substring) -> String {
        let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, !parts[0].isEmpty, !parts[0].contains(" "),
              !parts[1].isEmpty, parts[1].allSatisfy(\.isASCII), Int(parts[1]) != nil,
              Int(parts[2]) != nil, parts[3].hasPrefix(" ") else { return "" }
        return parts[0] + ":" + parts[1] + ":" + parts[2] + ": "
    }

    /// A check mark, or its ASCII fallback.
    public var check: String { unicode ? "✓" : "*" }
    /// A bullet, or its ASCII fallback.
    public var bullet: String { unicode ? "•" : "-" }
    /// An arrow, or its ASCII fallback.
    public var arrow: String { unicode ? "→" : "->" }
}

extension String {
    /// The text without keylab's style markers and without ANSI CSI escape
    /// sequences: what a transcript compares.
    public var removingANSIEscapes: String {
        var result = ""
        let all = Array(unicodeScalars)
        var position = 0
        let iterator = AnyIterator<Unicode.Scalar> {
            // Markers may follow each other (an end marker, then a start).
            while position < all.count, all[position] == StyleMarker.open, let marker = StyleMarker.parse(all, at: position) {
                position = marker.end
            }
            guard position < all.count else { return nil }
            defer { position += 1 }
            return all[position]
        }
        var scalars = String.UnicodeScalarView()
        while let scalar = iterator.next() {
            if scalar == "\u{1B}" {
                // CSI: ESC [ parameters final-byte(0x40–0x7E)
                guard let next = iterator.next() else { break }
                if next == "[" {
                    while let c = iterator.next(), !(0x40...0x7E).contains(c.value) {}
                }
                continue
            }
            scalars.append(scalar)
        }
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
