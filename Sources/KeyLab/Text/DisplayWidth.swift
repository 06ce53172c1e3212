/// Terminal column widths, so Korean text lines up: 안녕하세요 is 5 characters
/// but 10 columns. A small table, independent of the C locale (`wcwidth` only
/// works under a UTF-8 locale and Glibc does not export it to Swift).
public enum DisplayWidth {
    /// Columns one Unicode scalar takes: 0 for combining marks and zero-width
    /// characters, 2 for Hangul, CJK, fullwidth forms and most emoji, else 1.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if isZeroWidth(v) || StyleMarker.isReserved(scalar) { return 0 }
        if isWide(v) { return 2 }
        return 1
    }

    /// Columns a string takes in a terminal once `TerminalSafeText` has
    /// rendered it: keylab's style markers count 0, a control character
    /// counts as the `\u{1B}` it is shown as.
    public static func of(_ text: String) -> Int {
        guard TerminalSafeText.needsWork(text) else {
            return text.unicodeScalars.reduce(0) { $0 + of($1) }
        }
        let scalars = Array(text.unicodeScalars)
        var width = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == StyleMarker.open, let marker = StyleMarker.parse(scalars, at: index) {
                index = marker.end
                continue
            }
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            width += TerminalSafeText.visibleForm(scalar, next: next)?.unicodeScalars.count ?? of(scalar)
            index += 1
        }
        return width
    }

    private static func isZeroWidth(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x1160...0x11FF).contains(v)
            || (0x200B...0x200F).contains(v) || (0xFE00...0xFE0F).contains(v)
            || (0x20D0...0x20FF).contains(v) || v == 0xFEFF
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v)
            || (0x3041...0x33FF).contains(v) || (0x3400...0x4DBF).contains(v)
            || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xA960...0xA97F).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v)
            || (0x20000...0x3FFFD).contains(v)
    }
}

extension String {
    /// Terminal columns this text takes.
    public var displayWidth: Int { DisplayWidth.of(self) }

    /// The text padded with spaces on the right to `width` columns.
    public func padded(to width: Int) -> String {
        let missing = width - displayWidth
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }

    /// The text padded with spaces on the left to `width` columns.
    public func padded(left width: Int) -> String {
        let missing = width - displayWidth
        return missing > 0 ? String(repeating: " ", count: missing) + self : self
    }

    /// The text cut to at most `width` columns (a wide character that would
    /// straddle the limit is dropped).
    public func truncated(to width: Int) -> String {
        var result = ""
        var used = 0
        for character in self {
            let w = String(character).displayWidth
            if used + w > width { break }
            result.append(character)
            used += w
        }
        return result
    }
}
