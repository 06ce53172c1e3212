/// How the lldb Swift REPL echoes a `Double` or a `Float`: `0.10000000000000001`, `3`, `1.0E+16`.
///
/// lldb does not use Swift's shortest round-trip `description` for its echo; it prints the exact
/// binary value rounded to 17 significant digits (9 for a `Float`), drops trailing zeros, and
/// switches to `d.dddE±x` once more than six zeros would pad the number on either side. A learner
/// who compares keylab with the real REPL sees the same line (`let d = 0.1` echoes
/// `d: Double = 0.10000000000000001` in both), while `print` keeps Swift's `0.1`.
enum LLDBFloatText {
    /// Zeros lldb writes before switching to scientific notation (`1000000` but `1.0E+7`;
    /// `0.0000015` but `9.9999999999999995E-7`).
    static let maxPadding = 6

    static func text(_ x: Double) -> String {
        if let special = specialText(isNaN: x.isNaN, isInfinite: x.isInfinite, isZero: x.isZero, negative: x.sign == .minus) {
            return special
        }
        let subnormal = x.exponentBitPattern == 0
        let significand = x.significandBitPattern | (subnormal ? 0 : 1 << 52)
        let exponent = (subnormal ? 1 : Int(x.exponentBitPattern)) - 1075
        return (x.sign == .minus ? "-" : "") + format(significand: significand, binaryExponent: exponent, precision: 17)
    }

    static func text(_ x: Float) -> String {
        if let special = specialText(isNaN: x.isNaN, isInfinite: x.isInfinite, isZero: x.isZero, negative: x.sign == .minus) {
            return special
        }
        let subnormal = x.exponentBitPattern == 0
        let significand = UInt64(x.significandBitPattern) | (subnormal ? 0 : 1 << 23)
        let exponent = (subnormal ? 1 : Int(x.exponentBitPattern)) - 150
        return (x.sign == .minus ? "-" : "") + format(significand: significand, binaryExponent: exponent, precision: 9)
    }

    static func specialText(isNaN: Bool, isInfinite: Bool, isZero: Bool, negative: Bool) -> String? {
        if isNaN { return "NaN" }
        if isInfinite { return negative ? "-Inf" : "+Inf" }
        if isZero { return negative ? "-0" : "0" }
        return nil
    }

    /// `significand × 2^binaryExponent` (significand > 0), written with `precision` significant digits.
    static func format(significand: UInt64, binaryExponent: Int, precision: Int) -> String {
        var m = significand
        var e = binaryExponent
        while m & 1 == 0 { m >>= 1; e += 1 }
        // The exact value as an integer times a power of ten: m·2^e, or m·5^-e · 10^e.
        var number = Natural(m)
        var exponent = 0
        if e >= 0 {
            number.multiply(by: 2, times: e)
        } else {
            number.multiply(by: 5, times: -e)
            exponent = e
        }
        // lldb (LLVM's APFloat) first cuts whole tens it judges surplus from the bit count, without
        // rounding, then rounds what is left: `Float(-818.5739746)` echoes `-818.573974`, not …975.
        let bitsRequired = (precision * 196 + 58) / 59
        if number.bitWidth > bitsRequired {
            let tens = (number.bitWidth - bitsRequired) * 59 / 196
            number.divide(by: 10, times: tens)
            exponent += tens
        }
        var digits = number.decimalDigits()
        dropTrailingZeros(&digits, &exponent)
        round(&digits, &exponent, to: precision)
        return layout(digits, exponent, precision: precision)
    }

    static func dropTrailingZeros(_ digits: inout [UInt8], _ exponent: inout Int) {
        while digits.count > 1, digits.last == 0 { digits.removeLast(); exponent += 1 }
    }

    /// Keeps `precision` digits, rounding half up on the first dropped digit (as lldb does).
    static func round(_ digits: inout [UInt8], _ exponent: inout Int, to precision: Int) {
        guard digits.count > precision else { return }
        let dropped = digits.count - precision
        let roundUp = digits[precision] >= 5
        digits.removeLast(dropped)
        exponent += dropped
        if roundUp {
            var k = digits.count - 1
            while k >= 0, digits[k] == 9 { digits[k] = 0; k -= 1 }
            if k >= 0 {
                digits[k] += 1
            } else {
                digits.insert(1, at: 0)
            }
        }
        dropTrailingZeros(&digits, &exponent)
    }

    /// Places the decimal point, or writes `d.dddE±x` when padding would pass `maxPadding`.
    static func layout(_ digits: [UInt8], _ exponent: Int, precision: Int) -> String {
        let text = digits.map { String($0) }.joined()
        let count = digits.count
        let scientific: Bool
        if exponent >= 0 {
            scientific = exponent > maxPadding || count + exponent > precision
        } else {
            let mostSignificant = exponent + count - 1
            scientific = mostSignificant < 0 && -mostSignificant > maxPadding
        }
        if scientific {
            let power = exponent + count - 1
            let mantissa = String(text.prefix(1)) + "." + (count == 1 ? "0" : String(text.dropFirst()))
            return mantissa + "E" + (power >= 0 ? "+" : "-") + String(abs(power))
        }
        if exponent >= 0 { return text + String(repeating: "0", count: exponent) }
        let whole = exponent + count
        if whole > 0 { return String(text.prefix(whole)) + "." + String(text.dropFirst(whole)) }
        return "0." + String(repeating: "0", count: -whole) + text
    }
}

/// A non-negative integer in 32-bit limbs (least significant first), just enough arithmetic to
/// write a binary floating-point value's exact decimal expansion.
struct Natural {
    private var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        trim()
    }

    private mutating func trim() {
        while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
    }

    /// The number of bits up to the highest set one (0 for zero).
    var bitWidth: Int {
        guard let top = limbs.last, top != 0 else { return 0 }
        return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
    }

    /// `base` raised to as many of the `remaining` powers as fit below 2^32, and how many that is:
    /// one limb times such a chunk stays inside 64 bits.
    static func chunk(of base: UInt64, upTo remaining: Int) -> (value: UInt64, count: Int) {
        var value: UInt64 = 1
        var count = 0
        while count < remaining, value * base <= UInt64(UInt32.max) { value *= base; count += 1 }
        return (value, count)
    }

    /// Multiplies by `factor` `times` times.
    mutating func multiply(by factor: UInt64, times: Int) {
        var remaining = times
        while remaining > 0 {
            let chunk = Natural.chunk(of: factor, upTo: remaining)
            remaining -= chunk.count
            var carry: UInt64 = 0
            for k in limbs.indices {
                let product = UInt64(limbs[k]) * chunk.value + carry
                limbs[k] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            if carry > 0 { limbs.append(UInt32(carry)) }
        }
    }

    /// Divides by `divisor` `times` times, dropping remainders (truncation).
    mutating func divide(by divisor: UInt64, times: Int) {
        var remaining = times
        while remaining > 0 {
            let chunk = Natural.chunk(of: divisor, upTo: remaining)
            remaining -= chunk.count
            _ = divideReturningRemainder(by: chunk.value)
        }
    }

    /// Divides by a divisor below 2^32 and returns the remainder.
    mutating func divideReturningRemainder(by divisor: UInt64) -> UInt64 {
        var remainder: UInt64 = 0
        for k in limbs.indices.reversed() {
            let current = remainder << 32 | UInt64(limbs[k])
            limbs[k] = UInt32(current / divisor)
            remainder = current % divisor
        }
        trim()
        return remainder
    }

    /// Decimal digits, most significant first.
    func decimalDigits() -> [UInt8] {
        var rest = self
        var groups: [UInt64] = []
        repeat { groups.append(rest.divideReturningRemainder(by: 1_000_000_000)) } while rest.bitWidth > 0
        var out: [UInt8] = []
        for (k, group) in groups.reversed().enumerated() {
            let text = String(group)
            let padded = k == 0 ? text : String(repeating: "0", count: 9 - text.count) + text
            out.append(contentsOf: padded.utf8.map { $0 - 48 })
        }
        return out
    }
}
