/// The Foundation members a beginner uses after `import Foundation`:
/// `String(format:)`, `sqrt`, `pow`, `floor`, `ceil`, `round`,
/// `components(separatedBy:)`, `trimmingCharacters(in:)` with
/// `.whitespaces` / `.whitespacesAndNewlines`, `replacingOccurrences(of:with:)`
/// and `capitalized`. Implemented in pure Swift (the module does not link
/// Foundation); each matches what Foundation on Linux prints. Without the
/// import these names are errors, as in Swift.
extension Compiler {
    /// `String(format: "…", args…)`: the format must be a literal so every
    /// conversion is checked against its argument before anything runs.
    func stringFormat(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        guard let formatArg = args.first else { throw Diagnostic("missing argument in call", at: e.pos) }
        guard case .string(let parts) = formatArg.value.kind, parts.allSatisfy({ if case .text = $0 { return true }; return false }) else {
            throw Diagnostic.unsupported("'String(format:)' with a format that is not a plain string literal", at: formatArg.value.pos)
        }
        let format = parts.map { if case .text(let t) = $0 { return t }; return "" }.joined()
        let (pieces, problem) = StringFormat.parse(format)
        if let problem { throw Diagnostic.unsupported("\(problem) in 'String(format:)'", at: formatArg.value.pos) }
        let specs = pieces.compactMap { piece -> StringFormat.Spec? in if case .spec(let s) = piece { return s }; return nil }
        let rest = Array(args.dropFirst())
        if let labelled = rest.first(where: { $0.label != nil }) {
            throw Diagnostic.unsupported("'\(labelled.label ?? ""):' in 'String(format:)'", at: labelled.value.pos)
        }
        if rest.count < specs.count {
            throw Diagnostic.unsupported("'String(format:)' with fewer arguments than conversions", at: e.pos)
        }
        var codes: [Code] = []
        for (k, a) in rest.enumerated() {
            let t = try expression(a.value, nil)
            if k < specs.count {
                let c = specs[k].conversion
                let fits: Bool
                switch c {
                case "@": fits = t.type == .string || t.type == .substring
                case "f", "F", "e", "E", "g", "G": fits = t.type.isFloatingPoint
                case "s": fits = false
                default: fits = t.type.isInteger
                }
                if !fits {
                    let hint = c == "s" ? " (a Swift String needs '%@')" : ""
                    throw Diagnostic.unsupported("'%\(c)' with a '\(t.type.name)' argument in 'String(format:)'\(hint)", at: a.value.pos)
                }
            }
            codes.append(t.code)
        }
        return Typed(type: .string, code: { i throws(RuntimeFailure) in
            var values: [Value] = []
            for c in codes { values.append(try c(i)) }
            return .string(StringFormat.render(pieces, values))
        })
    }

    /// `sqrt`, `pow`, `floor`, `ceil`, `round` on Double (and Float); nil for other names.
    func foundationFunction(_ name: String, _ args: [Argument], _ expected: SType?, _ e: Expr, callee: Expr) throws(Diagnostic) -> Typed? {
        let arity: Int
        switch name {
        case "sqrt", "floor", "ceil", "round": arity = 1
        case "pow": arity = 2
        default: return nil
        }
        if let labelled = args.first(where: { $0.label != nil }) {
            throw Diagnostic("extraneous argument label '\(labelled.label ?? ""):' in call", at: labelled.labelPos ?? labelled.value.pos)
        }
        guard args.count == arity else {
            if args.count > arity { throw Diagnostic("extra argument in call", at: args[arity].value.pos) }
            throw Diagnostic("missing argument for parameter #\(args.count + 1) in call", at: e.pos)
        }
        if name == "pow", literalDefault(args[0].value) != nil, literalDefault(args[1].value) == .int {
            // `pow(10.0, 3)` also matches Foundation's `pow(_: Decimal, _: Int)`.
            throw Diagnostic("ambiguous use of 'pow'", at: callee.pos)
        }
        // The type comes from the first argument that is not a bare literal, else from the context, else Double.
        let anchor = args.first { literalDefault($0.value) == nil }
        var type: SType = .double
        if let anchor {
            let t = try expression(anchor.value, nil)
            if t.type == .float { type = .float }
        } else if expected == .float {
            type = .float
        }
        var codes: [Code] = []
        for a in args { codes.append(try convert(try expression(a.value, type), to: type, a.value, context: .argument)) }
        let isFloat = type == .float
        let function = name
        return Typed(type: type, code: { i throws(RuntimeFailure) in
            var xs: [Double] = []
            for c in codes { xs.append(Compiler.toDouble(try c(i))) }
            let r: Double
            switch function {
            case "sqrt": r = xs[0].squareRoot()
            case "floor": r = xs[0].rounded(.down)
            case "ceil": r = xs[0].rounded(.up)
            case "round": r = xs[0].rounded(.toNearestOrAwayFromZero)
            default: r = Compiler.power(xs[0], xs[1])
            }
            return isFloat ? .float(Float(r)) : .double(r)
        })
    }

    /// `pow` for the cases a learner meets, computed without libm: integral
    /// exponents by repeated squaring (exact like C's pow for those), others
    /// through `exp(y * log(x))` built from the standard library.
    static func power(_ x: Double, _ y: Double) -> Double {
        if y == 0 { return 1 }
        if x.isNaN || y.isNaN { return .nan }
        if y == y.rounded(), abs(y) < 9_007_199_254_740_992 {
            var result = 1.0, base = x, n = UInt64(abs(y))
            while n > 0 {
                if n & 1 == 1 { result *= base }
                base *= base
                n >>= 1
            }
            return y < 0 ? 1 / result : result
        }
        if y == 0.5 { return x.squareRoot() }
        if x < 0 { return .nan }
        return naturalExp(y * naturalLog(x))
    }

    static func naturalLog(_ x: Double) -> Double {
        if x <= 0 { return x == 0 ? -.infinity : .nan }
        // x = m * 2^k with m in [1, 2); ln(m) by the atanh series.
        let k = Double(x.exponent)
        let m = x.significand
        let t = (m - 1) / (m + 1)
        var term = t, sum = 0.0, n = 1.0
        while abs(term) > 1e-18 {
            sum += term / n
            term *= t * t
            n += 2
        }
        return 2 * sum + k * 0.693147180559945309417232121458
    }

    static func naturalExp(_ x: Double) -> Double {
        if x > 709.8 { return .infinity }
        if x < -745.2 { return 0 }
        let ln2 = 0.693147180559945309417232121458
        let k = (x / ln2).rounded()
        let r = x - k * ln2
        var term = 1.0, sum = 1.0, n = 1.0
        while abs(term) > 1e-18 {
            term *= r / n
            sum += term
            n += 1
        }
        return sum * Double(sign: .plus, exponent: Int(k), significand: 1)
    }

    /// `capitalized` (a property) after `import Foundation`.
    func foundationProperty(_ type: SType, _ name: String) -> (SType, Getter)? {
        guard importsFoundation, type.memberBase == .string, name == "capitalized" else { return nil }
        return (.string, { v in .string(Compiler.capitalized(v.asString)) })
    }

    /// Foundation's rule: the first letter of each word upper-cased, the rest lower-cased; a word starts
    /// after anything that is not a letter or an apostrophe ("3d x-ray o'neil" gives "3D X-Ray O'neil").
    static func capitalized(_ s: String) -> String {
        var out = ""
        var startOfWord = true
        for c in s {
            if c.isLetter {
                out += startOfWord ? c.uppercased() : c.lowercased()
                startOfWord = false
            } else {
                out.append(c)
                startOfWord = !(c == "'" || c == "\u{2019}")
            }
        }
        return out
    }

    /// `components(separatedBy:)`, `trimmingCharacters(in:)`, `replacingOccurrences(of:with:)`; nil for other names.
    func foundationMethod(_ b: Typed, _ name: String, namePos: SourcePos, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard b.type.memberBase == .string else { return nil }
        let code = b.code
        switch name {
        case "components":
            guard args.count == 1, args[0].label == "separatedBy" else {
                throw Diagnostic("no exact matches in call to instance method 'components'", at: namePos)
            }
            let sepExpr = args[0].value
            if case .implicitMember = sepExpr.kind {
                throw Diagnostic.unsupported("'components(separatedBy:)' with a CharacterSet", at: sepExpr.pos)
            }
            let sep = try stringArgument(args, 0, label: "separatedBy", e)
            return Typed(type: .array(.string), code: { i throws(RuntimeFailure) in
                let s = (try code(i)).asString, p = (try sep(i)).asString
                return .array(Compiler.split(Array(s), by: Array(p), Int.max, false).map { .string(String($0)) })
            })
        case "trimmingCharacters":
            guard args.count == 1, args[0].label == "in" else {
                throw Diagnostic("no exact matches in call to instance method 'trimmingCharacters'", at: namePos)
            }
            if case .call(let f, let setArgs, _) = args[0].value.kind, case .name("CharacterSet") = f.kind,
               setArgs.count == 1, setArgs[0].label == "charactersIn" {
                // `CharacterSet(charactersIn: "-")`: trims those Unicode scalars.
                let chars = try stringArgument(setArgs, 0, label: "charactersIn", e)
                return Typed(type: .string, code: { i throws(RuntimeFailure) in
                    let set = Set((try chars(i)).asString.unicodeScalars)
                    let scalars = Array((try code(i)).asString.unicodeScalars)
                    var lo = 0, hi = scalars.count
                    while lo < hi, set.contains(scalars[lo]) { lo += 1 }
                    while hi > lo, set.contains(scalars[hi - 1]) { hi -= 1 }
                    var out = String.UnicodeScalarView()
                    out.append(contentsOf: scalars[lo..<hi])
                    return .string(String(out))
                })
            }
            guard case .implicitMember(let set) = args[0].value.kind, set == "whitespaces" || set == "whitespacesAndNewlines" else {
                throw Diagnostic.unsupported("CharacterSets other than '.whitespaces', '.whitespacesAndNewlines' and 'CharacterSet(charactersIn:)'", at: args[0].value.pos)
            }
            let newlines = set == "whitespacesAndNewlines"
            return Typed(type: .string, code: { i throws(RuntimeFailure) in
                let s = (try code(i)).asString
                func trimmed(_ c: Character) -> Bool {
                    guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 || c == "\r\n" else { return false }
                    if c.isNewline { return newlines }
                    return scalar.properties.isWhitespace || scalar == "\t"
                }
                let chars = Array(s)
                var lo = 0, hi = chars.count
                while lo < hi, trimmed(chars[lo]) { lo += 1 }
                while hi > lo, trimmed(chars[hi - 1]) { hi -= 1 }
                return .string(String(chars[lo..<hi]))
            })
        case "replacingOccurrences":
            guard args.count == 2, args[0].label == "of", args[1].label == "with" else {
                if args.count > 2 { throw Diagnostic.unsupported("'\(args[2].label ?? "_"):' in 'replacingOccurrences'", at: args[2].value.pos) }
                throw Diagnostic("no exact matches in call to instance method 'replacingOccurrences'", at: namePos)
            }
            let target = try stringArgument(args, 0, label: "of", e)
            let replacement = try stringArgument(args, 1, label: "with", e)
            return Typed(type: .string, code: { i throws(RuntimeFailure) in
                let s = (try code(i)).asString, t = (try target(i)).asString, r = (try replacement(i)).asString
                // Foundation compares UTF-16 code units here, not Characters.
                return .string(Compiler.replacingCodeUnits(s, t, r))
            })
        default:
            return nil
        }
    }

    /// Every occurrence of `target` replaced, matching by Unicode scalars as Foundation's literal search does.
    static func replacingCodeUnits(_ s: String, _ target: String, _ replacement: String) -> String {
        let hay = Array(s.unicodeScalars), needle = Array(target.unicodeScalars)
        guard !needle.isEmpty else { return s }
        var out = String.UnicodeScalarView()
        var k = 0
        while k < hay.count {
            if k + needle.count <= hay.count, Array(hay[k..<(k + needle.count)]) == needle {
                out.append(contentsOf: replacement.unicodeScalars)
                k += needle.count
            } else {
                out.append(hay[k])
                k += 1
            }
        }
        return String(out)
    }
}
