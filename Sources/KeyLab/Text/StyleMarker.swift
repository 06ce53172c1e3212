/// keylab's own styling, as it travels inside output text until the terminal
/// sink (`TerminalSafeText.render`) turns it into an SGR escape sequence.
///
/// Output text mixes keylab's words with untrusted text (lesson files, view
/// names, typed lines), so the sink cannot tell keylab's escape sequences from
/// a lesson's by looking at `ESC`. Styling is therefore never written as
/// `ESC [ … m` inside the session: it is written as
/// `U+FDD0 KEY PARAMETERS U+FDD1`, where KEY is a random run of noncharacters
/// chosen when the process starts. A lesson written before the process
/// started cannot contain the key, so it cannot forge a marker; anything that
/// only looks like one is shown with its characters made visible.
public enum StyleMarker {
    // Swift refuses noncharacters in literals, hence the numeric form; the
    // fallback is never taken (the values are valid scalars).
    static let open = Unicode.Scalar(0xFDD0 as UInt32) ?? "\u{FFFC}"
    static let close = Unicode.Scalar(0xFDD1 as UInt32) ?? "\u{FFFC}"
    /// The first of the 16 noncharacters the key is drawn from (U+FDE0–U+FDEF).
    static let keyBase: UInt32 = 0xFDE0
    static let keyLength = 12

    /// The per-process key: 12 noncharacters from 16, i.e. 48 random bits.
    static let key: [Unicode.Scalar] = {
        var generator = SystemRandomNumberGenerator()
        return (0..<keyLength).compactMap { _ in Unicode.Scalar(keyBase + UInt32.random(in: 0..<16, using: &generator)) }
    }()

    /// The marker for the SGR parameters `parameters` (digits and `;`, e.g. `"1;31"`).
    static func make(_ parameters: String) -> String {
        var text = String.UnicodeScalarView()
        text.append(open)
        text.append(contentsOf: key)
        text.append(contentsOf: parameters.unicodeScalars)
        text.append(close)
        return String(text)
    }

    /// Whether `scalar` belongs to the range markers are built from; such a
    /// scalar outside a genuine marker is made visible by the sink.
    static func isReserved(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value)
    }

    /// The SGR parameters of the genuine marker starting at `start` (which
    /// holds `open`) and the index just past it; nil when it is not one.
    static func parse(_ scalars: [Unicode.Scalar], at start: Int) -> (parameters: String, end: Int)? {
        var index = start + 1
        guard scalars.count >= index + keyLength, Array(scalars[index..<(index + keyLength)]) == key else { return nil }
        index += keyLength
        var parameters = ""
        while index < scalars.count, parameters.count <= 8 {
            let scalar = scalars[index]
            if scalar == close {
                return parameters.isEmpty ? nil : (parameters, index + 1)
            }
            guard scalar == ";" || ("0"..."9").contains(scalar) else { return nil }
            parameters.unicodeScalars.append(scalar)
            index += 1
        }
        return nil
    }
}
