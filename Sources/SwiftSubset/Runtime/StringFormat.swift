/// `String(format:)` as Foundation on Linux formats: C printf conversions
/// over Swift values. Only the pairs of conversion and argument type whose
/// result Swift defines are accepted (`Compiler.stringFormat` checks them
/// before anything runs); the rest are refused by name.
enum StringFormat {
    /// One `%…` conversion of a format string.
    struct Spec: Equatable {
        var flags: Set<Character> = []
        var width: Int?
        var precision: Int?
        /// `l`, `ll`, `q`, `z`, `j`, `t`: the integer is formatted with its full 64 bits.
        var isLong = false
        var conversion: Character
    }

    enum Piece: Equatable {
        case text(String)
        case spec(Spec)
    }

    /// Splits a format string into text and conversions; nil names what cannot be handled.
    static func parse(_ format: String) -> (pieces: [Piece], problem: String?) {
        var pieces: [Piece] = []
        var text = ""
        let chars = Array(format)
        var k = 0
        while k < chars.count {
            let c = chars[k]
            guard c == "%" else { text.append(c); k += 1; continue }
            k += 1
            guard k < chars.count else { return (pieces, "a '%' at the end of the format") }
            if chars[k] == "%" { text.append("%"); k += 1; continue }
            var spec = Spec(conversion: " ")
            while k < chars.count, "-+ 0#".contains(chars[k]) { spec.flags.insert(chars[k]); k += 1 }
            var number = ""
            while k < chars.count, chars[k].isASCII, chars[k].isNumber { number.append(chars[k]); k += 1 }
            if k < chars.count, chars[k] == "$" { return (pieces, "positional arguments ('%\(number)$')") }
            if k < chars.count, chars[k] == "*" { return (pieces, "'*' widths") }
            spec.width = Int(number)
            if k < chars.count, chars[k] == "." {
                k += 1
                var p = ""
                while k < chars.count, chars[k].isASCII, chars[k].isNumber { p.append(chars[k]); k += 1 }
                spec.precision = Int(p) ?? 0
            }
            while k < chars.count, "lqzjth".contains(chars[k]) {
                if chars[k] != "h" { spec.isLong = true }
                k += 1
            }
            guard k < chars.count else { return (pieces, "an unfinished conversion") }
            spec.conversion = chars[k]
            k += 1
            guard "diuxXofFeEgGc@s".contains(spec.conversion) else { return (pieces, "'%\(spec.conversion)'") }
            if !text.isEmpty { pieces.append(.text(text)); text = "" }
            pieces.append(.spec(spec))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return (pieces, nil)
    }

    /// Formats the arguments (already checked against the conversions).
    static func render(_ pieces: [Piece], _ args: [Value]) -> String {
        var out = ""
        var next = 0
        for piece in pieces {
            switch piece {
            case .text(let t): out += t
            case .spec(let spec):
                let v = next < args.count ? args[next] : .int(0)
                next += 1
                out += render(spec, v)
            }
        }
        return out
    }

    static func render(_ spec: Spec, _ v: Value) -> String {
        var sign = ""
        var body: String
        var numeric = true
        switch spec.conversion {
        case "d", "i":
            var x = integer(v)
            if !spec.isLong { x = Int(Int32(truncatingIfNeeded: x)) }
            if x < 0 { sign = "-" } else if spec.flags.contains("+") { sign = "+" } else if spec.flags.contains(" ") { sign = " " }
            body = String(x.magnitude)
            if let p = spec.precision, body.count < p { body = String(repeating: "0", count: p - body.count) + body }
        case "u", "x", "X", "o":
            var x = UInt(bitPattern: integer(v))
            if !spec.isLong { x = UInt(UInt32(truncatingIfNeeded: x)) }
            let radix = spec.conversion == "o" ? 8 : (spec.conversion == "u" ? 10 : 16)
            body = String(x, radix: radix, uppercase: spec.conversion == "X")
            if let p = spec.precision, body.count < p { body = String(repeating: "0", count: p - body.count) + body }
            if spec.flags.contains("#"), x != 0 {
                if spec.conversion == "x" { sign = "0x" } else if spec.conversion == "X" { sign = "0X" } else if spec.conversion == "o" { body = "0" + body }
            }
        case "f", "F", "e", "E", "g", "G":
            let d = double(v)
            if d.sign == .minus { sign = "-" } else if spec.flags.contains("+") { sign = "+" } else if spec.flags.contains(" ") { sign = " " }
            let p = spec.precision ?? 6
            let upper = spec.conversion.isUppercase
            if d.isNaN {
                body = upper ? "NAN" : "nan"; numeric = false
            } else if d.isInfinite {
                body = upper ? "INF" : "inf"; numeric = false
            } else {
                switch spec.conversion {
                case "f", "F": body = DecimalText.fixed(d, precision: p)
                case "e", "E": body = DecimalText.scientific(d, precision: p, uppercase: upper)
                default: body = DecimalText.general(d, precision: p, uppercase: upper)
                }
            }
        case "c":
            numeric = false
            body = Unicode.Scalar(UInt32(truncatingIfNeeded: integer(v))).map { String(Character($0)) } ?? ""
        default:
            // `%@`: Foundation on Linux ignores width and precision here.
            return v.asString
        }
        let length = sign.count + body.count
        guard let width = spec.width, length < width else { return sign + body }
        let padding = width - length
        if spec.flags.contains("-") { return sign + body + String(repeating: " ", count: padding) }
        if numeric && spec.flags.contains("0") && (spec.precision == nil || "fFeEgG".contains(spec.conversion)) {
            return sign + String(repeating: "0", count: padding) + body
        }
        return String(repeating: " ", count: padding) + sign + body
    }

    static func integer(_ v: Value) -> Int {
        switch v {
        case .int(let x): return x
        case .uint(let x): return Int(bitPattern: x)
        case .bool(let b): return b ? 1 : 0
        default: return 0
        }
    }

    static func double(_ v: Value) -> Double {
        switch v {
        case .double(let x): return x
        case .float(let x): return Double(x)
        default: return 0
        }
    }
}
