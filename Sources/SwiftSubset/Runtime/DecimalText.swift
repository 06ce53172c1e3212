/// Exact decimal text of a Double, for `String(format:)`'s `%f`, `%e` and
/// `%g`: C's printf rounds the *exact* binary value (ties to even), which
/// `Double.description` (shortest round-trip text) cannot reproduce.
/// Pure Swift, so the module stays free of Foundation and libc.
enum DecimalText {
    /// The exact value of a finite, non-negative `x` as decimal digits and
    /// the number of those digits that are after the decimal point.
    static func exact(_ x: Double) -> (digits: [UInt8], fractionDigits: Int) {
        if x == 0 { return ([0], 0) }
        let mantissa = x.significandBitPattern | (x.isNormal ? (1 << 52) : 0)
        let exponent = Int(x.exponentBitPattern == 0 ? -1074 : Int(x.exponentBitPattern) - 1075)
        var limbs: [UInt32] = [UInt32(mantissa % 1_000_000_000), UInt32(mantissa / 1_000_000_000 % 1_000_000_000),
                               UInt32(mantissa / 1_000_000_000_000_000_000)]
        var fraction = 0
        if exponent >= 0 {
            for _ in 0..<exponent { multiply(&limbs, by: 2) }
        } else {
            // m / 2^k == m * 5^k / 10^k
            for _ in 0..<(-exponent) { multiply(&limbs, by: 5) }
            fraction = -exponent
        }
        return (digits(of: limbs), fraction)
    }

    private static func multiply(_ limbs: inout [UInt32], by factor: UInt64) {
        var carry: UInt64 = 0
        for k in limbs.indices {
            let product = UInt64(limbs[k]) * factor + carry
            limbs[k] = UInt32(product % 1_000_000_000)
            carry = product / 1_000_000_000
        }
        while carry > 0 {
            limbs.append(UInt32(carry % 1_000_000_000))
            carry /= 1_000_000_000
        }
    }

    private static func digits(of limbs: [UInt32]) -> [UInt8] {
        var out: [UInt8] = []
        var started = false
        for limb in limbs.reversed() {
            var chunk = [UInt8](repeating: 0, count: 9)
            var v = limb
            for k in stride(from: 8, through: 0, by: -1) {
                chunk[k] = UInt8(v % 10)
                v /= 10
            }
            for d in chunk {
                if d != 0 { started = true }
                if started { out.append(d) }
            }
        }
        return out.isEmpty ? [0] : out
    }

    /// Rounds `digits` (with `fraction` of them after the point) to `keep`
    /// fractional digits, ties to even, as printf does.
    static func rounded(_ digits: [UInt8], fraction: Int, keep: Int) -> (digits: [UInt8], fraction: Int) {
        var d = digits
        var f = fraction
        // At least one digit before the point, so every cut below keeps `keep` fractional digits.
        if d.count < f + 1 { d = [UInt8](repeating: 0, count: f + 1 - d.count) + d }
        if f <= keep {
            d += [UInt8](repeating: 0, count: keep - f)
            return (d, keep)
        }
        let drop = f - keep
        let cut = d.count - drop
        let first = d[cut]
        let restNonZero = d[(cut + 1)...].contains { $0 != 0 }
        var kept = Array(d[..<cut])
        let lastKept = kept.last ?? 0
        let roundUp = first > 5 || (first == 5 && (restNonZero || lastKept % 2 == 1))
        if roundUp {
            var k = kept.count - 1
            while k >= 0 {
                if kept[k] == 9 { kept[k] = 0; k -= 1 } else { kept[k] += 1; break }
            }
            if k < 0 { kept.insert(1, at: 0) }
        }
        f = keep
        return (kept, f)
    }

    /// `%.Nf` of a finite value.
    static func fixed(_ x: Double, precision: Int) -> String {
        let (d, f) = exact(abs(x))
        let (r, keep) = rounded(d, fraction: f, keep: precision)
        var integer = Array(r[..<max(0, r.count - keep)])
        while integer.count > 1 && integer.first == 0 { integer.removeFirst() }
        if integer.isEmpty { integer = [0] }
        var text = integer.map { String($0) }.joined()
        if keep > 0 { text += "." + r[(r.count - keep)...].map { String($0) }.joined() }
        return text
    }

    /// `%.Ne` of a finite value: one digit, the point, N digits, `e±XX`.
    static func scientific(_ x: Double, precision: Int, uppercase: Bool = false) -> String {
        let (mantissa, exponent) = scientificParts(abs(x), precision: precision)
        var text = String(mantissa[0])
        if precision > 0 { text += "." + mantissa.dropFirst().map { String($0) }.joined() }
        let e = abs(exponent)
        text += (uppercase ? "E" : "e") + (exponent < 0 ? "-" : "+") + (e < 10 ? "0" : "") + String(e)
        return text
    }

    /// The digits of `x` rounded to `precision + 1` significant digits and the decimal exponent of the first.
    static func scientificParts(_ x: Double, precision: Int) -> (digits: [UInt8], exponent: Int) {
        if x == 0 { return ([UInt8](repeating: 0, count: precision + 1), 0) }
        var (d, f) = exact(x)
        while d.count > 1 && d.first == 0 { d.removeFirst() }
        var exponent = d.count - 1 - f
        // Keep precision + 1 significant digits: that is (precision - exponent) fractional digits.
        var keep = precision - exponent
        var (r, _) = rounded(d, fraction: f, keep: max(keep, 0))
        if keep < 0 {
            // Rounding to tens, hundreds…: round the integer digits directly.
            let (ri, _) = rounded(d, fraction: f + (-keep), keep: 0)
            r = ri + [UInt8](repeating: 0, count: -keep)
            keep = 0
        }
        while r.count > 1 && r.first == 0 { r.removeFirst() }
        exponent = r.count - 1 - keep
        return (Array(r.prefix(precision + 1)) + [UInt8](repeating: 0, count: max(0, precision + 1 - r.count)), exponent)
    }

    /// `%.Ng`: the shorter of `%e` and `%f` with N significant digits, trailing zeros removed.
    static func general(_ x: Double, precision: Int, uppercase: Bool = false) -> String {
        let p = precision == 0 ? 1 : precision
        let (_, exponent) = scientificParts(abs(x), precision: p - 1)
        var text: String
        if exponent < -4 || exponent >= p {
            text = scientific(x, precision: p - 1, uppercase: uppercase)
            if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
                var mantissa = String(text[..<e])
                if mantissa.contains(".") {
                    while mantissa.hasSuffix("0") { mantissa.removeLast() }
                    if mantissa.hasSuffix(".") { mantissa.removeLast() }
                }
                text = mantissa + text[e...]
            }
        } else {
            text = fixed(x, precision: max(0, p - 1 - exponent))
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
        }
        return text
    }
}
