/// Where the standard-library members of the files named for their concept
/// (`SliceMembers`, `NumericMembers`, `StringIndexMembers`,
/// `FoundationMembers`) join the checker. Each hook is tried before the
/// built-in tables of `CompilerMembers`/`CompilerMethods` and returns nil
/// when the member is not its own, so those tables stay as they were.
extension Compiler {
    /// Members Swift has that keylab does not implement yet: refused by name
    /// instead of the made-up "has no member" (DESIGN.md §2: never a made-up error).
    static let knownStdlibMethods: Set<String> = [
        "map", "filter", "reduce", "compactMap", "flatMap", "forEach", "allSatisfy", "enumerated", "mapValues",
        "compactMapValues", "partition", "elementsEqual", "starts", "lexicographicallyPrecedes", "drop",
        "count", "sorted", "contains", "first", "last", "firstIndex", "lastIndex", "min", "max", "removeAll",
        "removeFirst", "removeLast", "popFirst", "formIndex", "difference", "applying", "withUnsafeBufferPointer",
        "replaceSubrange", "insert", "remove", "append", "merge", "merging", "grouping", "split", "joined",
        "index", "distance", "makeIterator", "dropFirst", "dropLast", "prefix", "suffix", "shuffle",
        "shuffled", "randomElement", "reversed", "lowercased", "uppercased", "hasPrefix", "hasSuffix",
        "replacing", "ranges", "firstRange", "trimmingPrefix", "wholeMatch", "prefixMatch", "matches",
        "squareRoot", "rounded", "round", "addingReportingOverflow", "multipliedReportingOverflow",
        "quotientAndRemainder", "isMultiple", "advanced", "distance", "signum", "negate", "formSquareRoot",
        "addProduct", "truncatingRemainder", "remainder", "formRemainder", "formTruncatingRemainder",
        "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint",
        "formUnion", "formIntersection", "subtract", "formSymmetricDifference", "updateValue", "removeValue",
        "swapAt", "toggle", "clamped", "overlaps", "relative", "encode", "hash", "description",
    ]

    static let knownStdlibProperties: Set<String> = [
        "utf16", "lazy", "startIndex", "endIndex", "indices", "utf8", "unicodeScalars", "utf8CString",
        "magnitude", "sign", "ulp", "nextUp", "nextDown", "significand", "exponent", "isZero", "isFinite",
        "isNormal", "isSubnormal", "isSignalingNaN", "isNaN", "isInfinite", "bitWidth", "nonzeroBitCount",
        "leadingZeroBitCount", "trailingZeroBitCount", "byteSwapped", "bigEndian", "littleEndian", "words",
        "asciiValue", "wholeNumberValue", "hexDigitValue", "isASCII", "isHexDigit", "isSymbol", "isMathSymbol",
        "isCurrencySymbol", "isCased", "isNewline", "isPunctuation", "isWholeNumber", "properties", "value",
        "capacity", "underestimatedCount", "customMirror", "debugDescription", "hashValue", "rawValue",
        "allCases", "isEmpty", "count", "first", "last", "keys", "values", "min", "max",
    ]

    /// Collection, string and character properties that no number or `Bool` has: asking a
    /// `Double` for `count` is swiftc's "no member" error, not a gap of keylab's.
    static let collectionOnlyProperties: Set<String> = [
        "utf16", "lazy", "startIndex", "endIndex", "indices", "utf8", "unicodeScalars", "utf8CString", "capacity",
        "underestimatedCount", "isEmpty", "count", "first", "last", "keys", "values", "allCases", "rawValue",
        "asciiValue", "wholeNumberValue", "hexDigitValue", "isASCII", "isHexDigit", "isSymbol", "isMathSymbol",
        "isCurrencySymbol", "isCased", "isNewline", "isPunctuation", "isWholeNumber", "properties",
    ]

    static func isScalarWithoutCollectionMember(_ type: SType, _ name: String) -> Bool {
        switch type {
        case .integer, .double, .float, .bool: return collectionOnlyProperties.contains(name)
        default: return false
        }
    }

    /// Properties of this file's types and of the members added around it; nil when not ours.
    func stdlibProperty(_ type: SType, _ name: String) -> (SType, Getter)? {
        stringViewProperty(type, name) ?? numericProperty(type, name) ?? reversedRangeProperty(type, name)
            ?? anyHashableProperty(type, name)
    }

    /// `count`, `isEmpty`, `first`, `last` of `(a...b).reversed()`, computed from the bounds.
    func reversedRangeProperty(_ type: SType, _ name: String) -> (SType, Getter)? {
        guard case .reversedCollection(let base) = type, let element = type.stdlibElement else { return nil }
        let closed: Bool
        switch base {
        case .closedRange(.integer(.int)): closed = true
        case .range(.integer(.int)): closed = false
        default: return nil
        }
        func bounds(_ v: Value) -> (Int, Int)? {
            guard case .range(.int(let lo), .int(let hi)) = v else { return nil }
            if closed { return hi >= lo ? (lo, hi) : nil }
            return hi > lo ? (lo, hi - 1) : nil
        }
        switch name {
        case "count":
            return (.int, { (v: Value) throws(RuntimeFailure) -> Value in
                guard let (lo, top) = bounds(v) else { return .int(0) }
                let (span, overflow) = top.subtractingReportingOverflow(lo)
                if overflow || span == Int.max { throw .fatal("arithmetic overflow") }
                return .int(span + 1)
            })
        case "isEmpty": return (.bool, { v in .bool(bounds(v) == nil) })
        case "first": return (.optional(element), { v in bounds(v).map { .some(.int($0.1)) } ?? .none })
        case "last": return (.optional(element), { v in bounds(v).map { .some(.int($0.0)) } ?? .none })
        default: return nil
        }
    }

    /// Non-mutating methods added by the stdlib files; nil when not ours.
    func stdlibMethod(_ b: Typed, _ name: String, namePos: SourcePos, _ args: [Argument], _ expected: SType?,
                      _ e: Expr) throws(Diagnostic) -> Typed? {
        if let t = try sliceMethod(b, name, namePos: namePos, args, expected, e) { return t }
        switch name {
        case "split":
            if let t = try splitMethod(b, namePos: namePos, args, e) {
                try checkContextualResult(t.type, expected, name, namePos: namePos, e)
                return t
            }
        case "replacing": if let t = try replacingMethod(b, namePos: namePos, args, e) { return t }
        case "count": if let t = try countCalledWithoutArguments(Typed(type: b.type.memberBase, code: b.code), namePos: namePos, args) { return t }
        case "reversed": if let t = try reversedCollection(b, args) { return t }
        default: break
        }
        if let t = try randomCollectionMethod(b, name, args, e) { return t }
        if let t = try numericMethod(b, name, namePos: namePos, args, e) { return t }
        if let t = try stringIndexMethod(b, name, namePos: namePos, args, e) { return t }
        if importsFoundation, let t = try foundationMethod(b, name, namePos: namePos, args, e) { return t }
        return nil
    }

    /// `Int.random(in:)` and other static methods called on a type name; nil when not ours.
    func stdlibStaticMethod(_ typeName: String, _ name: String, namePos: SourcePos, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard let type = SType.namedTypes[typeName] else { return nil }
        if name == "random" { return try randomStatic(type, args, e, namePos: namePos) }
        return nil
    }

    /// Static properties (`Float.nan`, `Double.leastNonzeroMagnitude`); nil when not ours.
    func stdlibStaticMember(_ type: SType, _ name: String) -> Value? {
        switch (type, name) {
        case (.float, "nan"): return .float(.nan)
        case (.float, "greatestFiniteMagnitude"): return .float(.greatestFiniteMagnitude)
        case (.double, "leastNonzeroMagnitude"): return .double(.leastNonzeroMagnitude)
        case (.double, "ulpOfOne"): return .double(.ulpOfOne)
        case (.double, "zero"): return .double(0)
        case (.double, "leastNormalMagnitude"): return .double(.leastNormalMagnitude)
        case (.float, "zero"): return .float(0)
        case (.integer(let k), "zero"): return k.isWideUnsigned ? .uint(0) : .int(0)
        case (.integer(let k), "bitWidth"):
            return .int(Compiler.memoryLayout(.integer(k)).map { $0.size * 8 } ?? 64)
        default: return nil
        }
    }

    /// Mutating methods added by the stdlib files; nil when not ours.
    func stdlibMutation(_ type: SType, _ name: String, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> MutationParts? {
        if name == "toggle" { return try toggleMutation(type, args) }
        if let parts = try subrangeMutation(type, name, args, e) { return parts }
        return try indexMutation(type, name, args, e)
    }

    /// Initializers added by the stdlib files (`String(n, radix:)`, `String(format:)`, `String(substring)`,
    /// `Array(slice)`); nil when not ours.
    func stdlibConversion(_ target: SType, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        if let t = try radixConversion(target, args, e) { return t }
        if target == .string, args.first?.label == "format" {
            guard importsFoundation else { return nil }
            return try stringFormat(args, e)
        }
        if target == .string, args.count == 1, args[0].label == "describing" {
            let t = try expression(args[0].value, nil)
            try checkPrintable(t, args[0].value)
        }
        guard args.count == 1, args[0].label == nil else { return nil }
        switch target {
        case .string:
            let t = try expression(args[0].value, nil)
            switch t.type {
            case .substring, .utf8View, .utf16View, .unicodeScalarView: return Typed(type: .string, code: t.code)
            case .unicodeScalar:
                let c = t.code
                return Typed(type: .string, code: { i throws(RuntimeFailure) in .string(String((try c(i)).asCharacter)) })
            case .reversedCollection, .arraySlice(.character):
                let elements = Compiler.elementsOf(t.type), c = t.code
                return Typed(type: .string, code: { i throws(RuntimeFailure) in
                    .string(String((try elements(try c(i))).map { $0.asCharacter }))
                })
            default: return nil
            }
        case .character:
            let t = try expression(args[0].value, nil)
            guard t.type == .unicodeScalar else { return nil }
            return Typed(type: .character, code: t.code)
        default:
            return nil
        }
    }
}
