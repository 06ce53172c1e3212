/// `String.Index` basics (`startIndex`, `endIndex`, `index(after:)`,
/// `index(before:)`, `index(_:offsetBy:)`, `s[i]`, `s[i..<j]`, `s[..<i]`,
/// `firstIndex(of:)`, `insert(_:at:)`, `remove(at:)`), the `utf8` and
/// `unicodeScalars` views, and Character's `asciiValue` and
/// `wholeNumberValue`.
///
/// An index is stored as its offset in Characters (see `StdlibTypes.swift`),
/// so walking past either end traps with Swift's message instead of
/// reading a neighbouring Character.
extension Compiler {
    static let indexOutOfBounds = "String index is out of bounds"

    /// Properties of strings, views, characters and scalars handled here.
    func stringViewProperty(_ type: SType, _ name: String) -> (SType, Getter)? {
        switch (type.memberBase, name) {
        case (.string, "startIndex"): return (.stringIndex, { _ in .int(0) })
        case (.string, "endIndex"): return (.stringIndex, { v in .int(v.asString.count) })
        case (.string, "indices"): return (.array(.stringIndex), { v in .array((0..<v.asString.count).map { .int($0) }) })
        case (.string, "utf8"): return (.utf8View, { v in v })
        case (.string, "utf16"): return (.utf16View, { v in v })
        case (.utf16View, "count"): return (.int, { v in .int(v.asString.utf16.count) })
        case (.utf16View, "first"): return (.optional(.integer(.uint16)), { v in v.asString.utf16.first.map { .some(.int(Int($0))) } ?? .none })
        case (.utf16View, "last"): return (.optional(.integer(.uint16)), { v in v.asString.utf16.last.map { .some(.int(Int($0))) } ?? .none })
        case (.string, "unicodeScalars"): return (.unicodeScalarView, { v in v })
        case (.utf8View, "count"): return (.int, { v in .int(v.asString.utf8.count) })
        case (.utf8View, "first"): return (.optional(.integer(.uint8)), { v in v.asString.utf8.first.map { .some(.int(Int($0))) } ?? .none })
        case (.utf8View, "last"): return (.optional(.integer(.uint8)), { v in v.asString.utf8.last.map { .some(.int(Int($0))) } ?? .none })
        case (.unicodeScalarView, "count"): return (.int, { v in .int(v.asString.unicodeScalars.count) })
        case (.unicodeScalarView, "first"):
            return (.optional(.unicodeScalar), { v in v.asString.unicodeScalars.first.map { .some(.character(Character($0))) } ?? .none })
        case (.unicodeScalarView, "last"):
            return (.optional(.unicodeScalar), { v in v.asString.unicodeScalars.last.map { .some(.character(Character($0))) } ?? .none })
        case (.unicodeScalar, "value"):
            return (.integer(.uint32), { v in .int(Int(v.asCharacter.unicodeScalars.first?.value ?? 0)) })
        case (.unicodeScalar, "isASCII"): return (.bool, { v in .bool(v.asCharacter.unicodeScalars.first?.isASCII ?? false) })
        case (.character, "asciiValue"):
            return (.optional(.integer(.uint8)), { v in v.asCharacter.asciiValue.map { .some(.int(Int($0))) } ?? .none })
        case (.character, "wholeNumberValue"):
            return (.optional(.int), { v in v.asCharacter.wholeNumberValue.map { .some(.int($0)) } ?? .none })
        case (.character, "hexDigitValue"):
            return (.optional(.int), { v in v.asCharacter.hexDigitValue.map { .some(.int($0)) } ?? .none })
        case (.character, "isASCII"): return (.bool, { v in .bool(v.asCharacter.isASCII) })
        case (.character, "isHexDigit"): return (.bool, { v in .bool(v.asCharacter.isHexDigit) })
        case (.character, "isSymbol"): return (.bool, { v in .bool(v.asCharacter.isSymbol) })
        default: return nil
        }
    }

    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)`, `firstIndex(of:)`, `lastIndex(of:)`,
    /// `distance(from:to:)` on a String.
    func stringIndexMethod(_ b: Typed, _ name: String, namePos: SourcePos, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard b.type == .string else { return nil }
        let code = b.code
        let line = e.pos.line
        func index(_ k: Int, label: String?) throws(Diagnostic) -> Code {
            try methodArgument(args, k, .stringIndex, label: label, call: e)
        }
        switch name {
        case "index":
            guard let first = args.first else { throw Diagnostic("missing argument in call", at: e.pos) }
            switch first.label {
            case "after"?, "before"?:
                if args.count > 1 { throw Diagnostic("extra argument in call", at: args[1].value.pos) }
                let at = try index(0, label: first.label)
                let step = first.label == "after" ? 1 : -1
                return Typed(type: .stringIndex, code: { i throws(RuntimeFailure) in
                    let n = (try code(i)).asString.count
                    let k = (try at(i)).asInt + step
                    guard k >= 0 && k <= n else { throw .fatal(Compiler.indexOutOfBounds, line: line) }
                    return .int(k)
                })
            case nil:
                guard args.count >= 2, args[1].label == "offsetBy" else {
                    throw Diagnostic("no exact matches in call to instance method 'index'", at: namePos)
                }
                if args.count > 2 {
                    throw Diagnostic.unsupported("'\(args[2].label ?? "_"):' in 'index(_:offsetBy:)'", at: args[2].value.pos)
                }
                let at = try index(0, label: nil)
                let offset = try methodArgument(args, 1, .int, label: "offsetBy", call: e)
                return Typed(type: .stringIndex, code: { i throws(RuntimeFailure) in
                    let n = (try code(i)).asString.count
                    let (k, overflow) = (try at(i)).asInt.addingReportingOverflow((try offset(i)).asInt)
                    guard !overflow, k >= 0 && k <= n else { throw .fatal(Compiler.indexOutOfBounds, line: line) }
                    return .int(k)
                })
            default:
                throw Diagnostic("no exact matches in call to instance method 'index'", at: namePos)
            }
        case "firstIndex", "lastIndex":
            guard args.first?.label == "of" else {
                if args.first?.label == "where" { return nil }
                throw Diagnostic("no exact matches in call to instance method '\(name)'", at: namePos)
            }
            let c = try methodArgument(args, 0, .character, label: "of", call: e)
            let first = name == "firstIndex"
            return Typed(type: .optional(.stringIndex), code: { i throws(RuntimeFailure) in
                let chars = Array((try code(i)).asString)
                let target = (try c(i)).asCharacter
                let found = first ? chars.firstIndex(of: target) : chars.lastIndex(of: target)
                return found.map { .some(.int($0)) } ?? .none
            })
        case "distance":
            let from = try index(0, label: "from")
            let to = try index(1, label: "to")
            return Typed(type: .int, code: { i throws(RuntimeFailure) in .int((try to(i)).asInt - (try from(i)).asInt) })
        default:
            return nil
        }
    }

    /// `s[i]`, `s[i..<j]`, `s[i...j]`, `s[..<i]`, `s[...i]`, `s[i...]` with String indices; nil for other subscripts.
    func stringIndexSubscript(_ base: Expr, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard args.count == 1, args[0].label == nil else { return nil }
        let b = try expression(base, nil)
        if case .arraySlice = b.type {
            throw Diagnostic.unsupported("subscripts on an ArraySlice (its indices are the array's; use Array(slice))", at: e.pos)
        }
        guard b.type == .string || b.type == .substring else { return nil }
        let code = b.code
        let line = e.pos.line
        let arg = args[0].value
        // Partial ranges: `s[..<i]`, `s[...i]`, `s[i...]`.
        var lower: Code? = nil, upper: Code? = nil
        var closed = false
        switch arg.kind {
        case .partialRangeUpTo(let bound, let isClosed):
            upper = try convert(try expression(bound, .stringIndex), to: .stringIndex, bound, context: .argument)
            closed = isClosed
        case .partialRangeFrom(let bound):
            lower = try convert(try expression(bound, .stringIndex), to: .stringIndex, bound, context: .argument)
        default:
            let t = try expression(arg, .stringIndex)
            switch t.type {
            case .stringIndex:
                guard b.type == .string else { return nil }
                let at = t.code
                return Typed(type: .character, code: { i throws(RuntimeFailure) in
                    let chars = Array((try code(i)).asString)
                    let k = (try at(i)).asInt
                    guard k >= 0 && k < chars.count else { throw .fatal(Compiler.indexOutOfBounds, line: line) }
                    return .character(chars[k])
                })
            case .range(.stringIndex), .closedRange(.stringIndex):
                guard b.type == .string else { return nil }
                let r = t.code
                let isClosed: Bool = { if case .closedRange = t.type { return true }; return false }()
                lower = { i throws(RuntimeFailure) in
                    guard case .range(let lo, _) = try r(i) else { return .int(0) }
                    return lo
                }
                upper = { i throws(RuntimeFailure) in
                    guard case .range(_, let hi) = try r(i) else { return .int(0) }
                    return hi
                }
                closed = isClosed
            default:
                return nil
            }
        }
        guard b.type == .string else {
            throw Diagnostic.unsupported("String.Index subscripts on a Substring", at: e.pos)
        }
        let lo = lower, hi = upper, isClosed = closed
        return Typed(type: .substring, code: { i throws(RuntimeFailure) in
            let chars = Array((try code(i)).asString)
            let start = try lo.map { (c: Code) throws(RuntimeFailure) -> Int in (try c(i)).asInt } ?? 0
            var end = try hi.map { (c: Code) throws(RuntimeFailure) -> Int in (try c(i)).asInt } ?? chars.count
            if isClosed { end += 1 }
            guard start >= 0, end <= chars.count else { throw .fatal(Compiler.indexOutOfBounds, line: line) }
            guard start <= end else { throw .fatal("Range requires lowerBound <= upperBound", line: line) }
            return .string(String(chars[start..<end]))
        })
    }

    /// `UnicodeScalar(65 as UInt8)` (always a scalar) and `UnicodeScalar(n)` for other integers
    /// (nil when `n` is not a valid code point), as in `Character(UnicodeScalar(v + 1))`.
    func unicodeScalarInit(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard args.count == 1, args[0].label == nil else { return nil }
        let t = try expression(args[0].value, nil)
        guard case .integer(let kind) = t.type else { return nil }
        let code = t.code
        if kind == .uint8 {
            return Typed(type: .unicodeScalar, code: { i throws(RuntimeFailure) in
                .character(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: (try code(i)).asInt))))
            })
        }
        return Typed(type: .optional(.unicodeScalar), code: { i throws(RuntimeFailure) in
            let v = try code(i)
            let n: Int
            if case .uint(let u) = v { n = u > UInt(UInt32.max) ? -1 : Int(u) } else { n = v.asInt }
            guard n >= 0, n <= Int(UInt32.max), let s = Unicode.Scalar(UInt32(n)) else { return .none }
            return .some(.character(Character(s)))
        })
    }

    /// `s.insert(c, at: i)`, `s.remove(at: i)`, `a.swapAt(i, j)`.
    func indexMutation(_ type: SType, _ name: String, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> MutationParts? {
        let line = e.pos.line
        switch (type, name) {
        case (.string, "insert"):
            guard args.count == 2, args[1].label == "at" else {
                if args.first?.label == "contentsOf" { throw Diagnostic.unsupported("'insert(contentsOf:at:)'", at: e.pos) }
                throw Diagnostic("no exact matches in call to instance method 'insert'", at: e.pos)
            }
            let c = try methodArgument(args, 0, .character, label: nil, call: e)
            let at = try methodArgument(args, 1, .stringIndex, label: "at", call: e)
            return MutationParts(resultType: .void, operand: { i throws(RuntimeFailure) in .array([try c(i), try at(i)]) },
                                 change: { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .array(let pair) = x, pair.count == 2 else { return .void }
                var chars = Array(v.asString)
                let k = pair[1].asInt
                guard k >= 0 && k <= chars.count else { throw .fatal(Compiler.indexOutOfBounds, line: line) }
                chars.insert(pair[0].asCharacter, at: k)
                v = .string(String(chars))
                return .void
            })
        case (.string, "remove"):
            let at = try methodArgument(args, 0, .stringIndex, label: "at", call: e)
            return MutationParts(resultType: .character, operand: at, change: { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                var chars = Array(v.asString)
                let k = x.asInt
                guard k >= 0 && k < chars.count else { throw .fatal(Compiler.indexOutOfBounds, line: line) }
                let removed = chars.remove(at: k)
                v = .string(String(chars))
                return .character(removed)
            })
        case (.array, "swapAt"):
            guard args.count == 2, args[0].label == nil, args[1].label == nil else {
                throw Diagnostic("no exact matches in call to instance method 'swapAt'", at: e.pos)
            }
            let a = try methodArgument(args, 0, .int, label: nil, call: e)
            let b = try methodArgument(args, 1, .int, label: nil, call: e)
            return MutationParts(resultType: .void, operand: { i throws(RuntimeFailure) in .array([try a(i), try b(i)]) },
                                 change: { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
                guard case .array(var items) = v, case .array(let pair) = x, pair.count == 2 else { return .void }
                let p = pair[0].asInt, q = pair[1].asInt
                guard p >= 0, p < items.count, q >= 0, q < items.count else { throw .fatal("Index out of range", line: line) }
                v = .void
                items.swapAt(p, q)
                v = .array(items)
                return .void
            })
        default:
            return nil
        }
    }
}
