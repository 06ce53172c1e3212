/// The last step before text reaches the terminal: every control character is
/// made visible, and keylab's own style markers become SGR colour sequences.
///
/// keylab's output mixes its own words with text it does not control (lesson
/// files, view names, typed lines, check-lessons errors). A terminal obeys
/// escape sequences wherever they come from: a lesson could retitle the
/// window (OSC 0), write the clipboard (OSC 52) or clear the screen. Rather
/// than escaping at each of the many places untrusted text enters, the
/// executable passes everything it writes through `render`, so no path can
/// forget. Only `keylab run FILE.swift` writes the learner's own program
/// output unfiltered, as `swift FILE.swift` does (docs/decisions.md).
public enum TerminalSafeText {
    /// `text` as it may be written to a terminal: control characters, C1
    /// controls, DEL, bidirectional overrides and stray marker characters are
    /// written as Swift writes them in a string literal (`\u{1B}`); newline
    /// and tab are kept, and so is a carriage return just before a newline.
    /// keylab's style markers become `ESC [ … m` when `color` is true and
    /// vanish when it is false, so with colour off no escape byte is written.
    public static func render(_ text: String, color: Bool) -> String {
        guard needsWork(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == StyleMarker.open, let marker = StyleMarker.parse(scalars, at: index) {
                if color { result.append(contentsOf: "\u{1B}[\(marker.parameters)m".unicodeScalars) }
                index = marker.end
                continue
            }
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if let visible = visibleForm(scalar, next: next) {
                result.append(contentsOf: visible.unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    /// How `scalar` is shown when the terminal must not receive it as is
    /// (`\u{1B}`, `\u{07}`, `\u{202E}`), or nil when it is written unchanged.
    /// `next` is the scalar after it: `\r\n` is a harmless line end.
    public static func visibleForm(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) -> String? {
        guard mustBeMadeVisible(scalar) else { return nil }
        if scalar == "\r", next == "\n" { return nil }
        return escaped(scalar)
    }

    /// True for the characters a terminal may act on rather than show:
    /// C0 controls except newline and tab, DEL, C1 controls (U+0080–U+009F,
    /// which some terminals read as ESC sequences), the bidirectional
    /// embedding, override and isolate controls that can make text read
    /// differently from what it is (U+202A–U+202E, U+2066–U+2069), and the
    /// noncharacters reserved for style markers.
    public static func mustBeMadeVisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return StyleMarker.isReserved(scalar)
        }
    }

    /// `\u{XX}` as Swift's `debugDescription` writes it: uppercase hex, two
    /// digits up to U+00FF, four up to U+FFFF.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let digits = scalar.value <= 0xFF ? 2 : (scalar.value <= 0xFFFF ? 4 : 8)
        return "\\u{" + String(repeating: "0", count: max(0, digits - hex.count)) + hex + "}"
    }

    /// A fast check on the UTF-8 bytes: text with no byte that can start a
    /// character of interest (C0, DEL, the lead bytes of C1 controls, of
    /// U+2000–U+2FFF and of U+F000–U+FFFF) is returned untouched.
    static func needsWork(_ text: String) -> Bool {
        text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF
        }
    }
}
