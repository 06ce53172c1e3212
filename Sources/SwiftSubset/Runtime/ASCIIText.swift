/// Byte-level shortcuts for text that is all ASCII, giving exactly the answers of Swift's
/// Character-level (grapheme) algorithms.
///
/// In ASCII text every byte is one `Character`, except "\r\n", which is one Character of two
/// bytes. A Character that is one ASCII byte other than "\r" and "\n" therefore matches exactly at
/// the bytes equal to it, and the shortcuts below apply only then (or to text without "\r");
/// anything else returns nil and the caller takes Swift's own path. Splitting a 100 KB line by
/// graphemes cost several times what CPython takes; by bytes it is a scan and a copy.
enum ASCIIText {
    /// The byte of a Character that is one ASCII byte, else nil.
    @inline(__always)
    static func byte(_ c: Character) -> UInt8? {
        var u = c.utf8.makeIterator()
        guard let b = u.next(), b < 0x80, u.next() == nil else { return nil }
        return b
    }

    /// Whether `b` (an ASCII byte) stands for itself in `bytes` — true unless "\r" or "\n" appear
    /// where they could pair.
    @inline(__always)
    private static func standsAlone(_ b: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var hasCR = false
        for x in bytes {
            if x >= 0x80 { return nil }
            if x == 0x0D { hasCR = true }
        }
        return !(hasCR && (b == 0x0D || b == 0x0A))
    }

    /// `s.split(separator: c, maxSplits:, omittingEmptySubsequences:)` as Strings, or nil when
    /// `s` is not all ASCII or `c` is not one byte that stands alone in it.
    static func split(_ s: String, _ c: Character, maxSplits: Int, omittingEmpty: Bool) -> [Value]? {
        guard let sep = byte(c) else { return nil }
        var text = s
        return text.withUTF8 { bytes -> [Value]? in
            guard standsAlone(sep, in: bytes) == true else { return nil }
            var result: [Value] = []
            let end = bytes.count
            var start = 0
            func piece(_ a: Int, _ b: Int) -> Value {
                .string(String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<b]), as: UTF8.self))
            }
            // The standard library's `Collection.split`, byte for byte.
            func appendPiece(_ stop: Int) -> Bool {
                if start == stop && omittingEmpty { return false }
                result.append(piece(start, stop))
                return true
            }
            if maxSplits == 0 || end == 0 {
                _ = appendPiece(end)
                return result
            }
            var k = 0
            while k != end {
                if bytes[k] == sep {
                    let appended = appendPiece(k)
                    k += 1
                    start = k
                    if appended && result.count == maxSplits { break }
                    continue
                }
                k += 1
            }
            if start != end || !omittingEmpty { result.append(piece(start, end)) }
            return result
        }
    }

    /// `s.contains(p)` for a non-empty `p` (Characters in order), or nil when either is not all
    /// ASCII or has a "\r" (which may pair with a "\n" into one Character).
    static func contains(_ s: String, text p: String) -> Bool? {
        var text = s, pattern = p
        return text.withUTF8 { hay -> Bool? in
            pattern.withUTF8 { needle -> Bool? in
                for x in hay where x >= 0x80 || x == 0x0D { return nil }
                for x in needle where x >= 0x80 || x == 0x0D { return nil }
                let n = needle.count
                guard n > 0, n <= hay.count else { return n == 0 }
                for start in 0...(hay.count - n) where hay[start] == needle[0] {
                    var k = 1
                    while k < n && hay[start + k] == needle[k] { k += 1 }
                    if k == n { return true }
                }
                return false
            }
        }
    }

    /// `s.count` (Characters): the byte count when every byte is ASCII other than "\r".
    static func count(_ s: String) -> Int {
        var text = s
        let bytes = text.withUTF8 { b -> Int? in
            for x in b where x >= 0x80 || x == 0x0D { return nil }
            return b.count
        }
        return bytes ?? s.count
    }

    /// `s.contains(c)`, or nil when the bytes cannot answer it.
    static func contains(_ s: String, _ c: Character) -> Bool? {
        guard let b = byte(c) else { return nil }
        var text = s
        return text.withUTF8 { bytes -> Bool? in
            guard standsAlone(b, in: bytes) == true else { return nil }
            return bytes.contains(b)
        }
    }
}

/// Character classification with a one-byte path: an ASCII character's Unicode properties are
/// known, so the answer needs no property table look-up (Swift's answers, checked by
/// ASCIIText tests against `Character`'s own properties for all 128).
extension ASCIIText {
    static func isLetter(_ c: Character) -> Bool {
        guard let b = byte(c) else { return c.isLetter }
        let l = b | 0x20
        return l >= 0x61 && l <= 0x7A
    }

    static func isNumber(_ c: Character) -> Bool {
        guard let b = byte(c) else { return c.isNumber }
        return b >= 0x30 && b <= 0x39
    }

    static func isUppercase(_ c: Character) -> Bool {
        guard let b = byte(c) else { return c.isUppercase }
        return b >= 0x41 && b <= 0x5A
    }

    static func isLowercase(_ c: Character) -> Bool {
        guard let b = byte(c) else { return c.isLowercase }
        return b >= 0x61 && b <= 0x7A
    }

    static func isWhitespace(_ c: Character) -> Bool {
        guard let b = byte(c) else { return c.isWhitespace }
        return b == 0x20 || (b >= 0x09 && b <= 0x0D)
    }
}
