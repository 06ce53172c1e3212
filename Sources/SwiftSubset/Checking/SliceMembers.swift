/// `prefix`, `suffix`, `dropFirst`, `dropLast`, `split`, `replacing`,
/// `shuffled`, `randomElement` and `reversed()` on ranges: the collection
/// members a beginner reaches for that take no closure.
extension Compiler {
    /// What a slice of a value of this type is (`ArraySlice<T>` or `Substring`), nil when it has none here.
    static func sliceType(of type: SType) -> SType? {
        switch type {
        case .array(let e), .arraySlice(let e): return .arraySlice(e)
        case .string, .substring: return .substring
        default: return nil
        }
    }

    /// `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)`, `dropLast(_:)` with Swift's traps for negative counts.
    func sliceMethod(_ b: Typed, _ name: String, namePos: SourcePos, _ args: [Argument], _ expected: SType?,
                     _ e: Expr) throws(Diagnostic) -> Typed? {
        guard ["prefix", "suffix", "dropFirst", "dropLast"].contains(name), let result = Compiler.sliceType(of: b.type) else { return nil }
        try checkContextualResult(result, expected, name, namePos: namePos, e)
        if let label = args.first?.label {
            if ["while", "upTo", "through", "from"].contains(label) {
                throw Diagnostic.unsupported("'\(name)(\(label):)'", at: namePos)
            }
            throw Diagnostic("no exact matches in call to instance method '\(name)'", at: namePos)
        }
        if args.count > 1 { throw Diagnostic("extra argument in call", at: args[1].value.pos) }
        let isDrop = name.hasPrefix("drop")
        if args.isEmpty && !isDrop {
            throw Diagnostic("missing argument for parameter #1 in call", at: e.pos)
        }
        let count: Code = args.isEmpty ? { _ in .int(1) } : try methodArgument(args, 0, .int, label: nil, call: e)
        let code = b.code
        let line = e.pos.line
        let message: String
        switch name {
        case "prefix": message = "Can't take a prefix of negative length from a collection"
        case "suffix": message = "Can't take a suffix of negative length from a collection"
        default: message = "Can't drop a negative number of elements from a collection"
        }
        let which = name
        return Typed(type: result, code: { i throws(RuntimeFailure) in
            let n = (try count(i)).asInt
            if n < 0 { throw .fatal(message, line: line) }
            switch try code(i) {
            case .string(let s): return .string(String(Compiler.slice(Array(s), which, n)))
            case .array(let a): return .array(Compiler.slice(a, which, n))
            case let other: return other
            }
        })
    }

    /// `let s: String = word.prefix(3)`, `let parts: [String] = line.split(separator: " ")`: the
    /// beginner's classic. Where the call is a declaration's annotated value swiftc says no overload
    /// fits; elsewhere (an argument) the usual conversion error follows.
    func checkContextualResult(_ result: SType, _ expected: SType?, _ name: String, namePos: SourcePos, _ e: Expr) throws(Diagnostic) {
        guard let expected, annotatedValue == ObjectIdentifier(e) else { return }
        let plain: SType
        if case .array(let piece) = result { plain = .array(piece.memberBase) } else { plain = result.memberBase }
        if plain != result && expected == plain {
            throw Diagnostic("no '\(name)' candidates produce the expected contextual result type '\(expected.name)'", at: namePos)
        }
    }

    static func slice<T>(_ items: [T], _ which: String, _ n: Int) -> [T] {
        switch which {
        case "prefix": return Array(items.prefix(n))
        case "suffix": return Array(items.suffix(n))
        case "dropFirst": return Array(items.dropFirst(n))
        default: return Array(items.dropLast(n))
        }
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)` on strings (a Character or String separator)
    /// and arrays; every argument is honoured.
    func splitMethod(_ b: Typed, namePos: SourcePos, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard let piece = Compiler.sliceType(of: b.type) else { return nil }
        guard let first = args.first else { throw Diagnostic("missing argument for parameter 'separator' in call", at: e.pos) }
        let isClosure: Bool = { if case .closure = first.value.kind { return true }; return false }()
        if first.label == "whereSeparator" || (first.label == nil && isClosure) {
            throw Diagnostic.unsupported("'split' with a closure ('split(whereSeparator:)')", at: namePos)
        }
        guard first.label == "separator" else { throw Diagnostic("no exact matches in call to instance method 'split'", at: namePos) }
        var maxSplits: Code = { _ in .int(Int.max) }
        var omitting: Code = { _ in .bool(true) }
        var expectedLabels = ["maxSplits", "omittingEmptySubsequences"]
        for a in args.dropFirst() {
            guard let label = a.label, let at = expectedLabels.firstIndex(of: label) else {
                throw Diagnostic("no exact matches in call to instance method 'split'", at: namePos)
            }
            expectedLabels.removeFirst(at + 1)
            let code = try convert(try expression(a.value, label == "maxSplits" ? .int : .bool),
                                   to: label == "maxSplits" ? .int : .bool, a.value, context: .argument)
            if label == "maxSplits" { maxSplits = code } else { omitting = code }
        }
        let code = b.code
        let line = e.pos.line
        let element = ValueFormatter.elementType(b.type)
        let sep = try expression(first.value, element)
        let sepCode: Code
        var separatorIsString = false
        if element == .character, sep.type == .string || sep.type == .substring {
            sepCode = sep.code
            separatorIsString = true
        } else {
            sepCode = try convert(sep, to: element, first.value, context: .argument)
        }
        let isString = piece == .substring
        return Typed(type: .array(piece), code: { i throws(RuntimeFailure) in
            let limit = (try maxSplits(i)).asInt
            if limit < 0 { throw .fatal("Must take zero or more splits", line: line) }
            let omit = (try omitting(i)).asBool
            let s = try sepCode(i)
            switch try code(i) {
            case .string(let text):
                if separatorIsString {
                    return .array(Compiler.split(Array(text), by: Array(s.asString), limit, omit).map { .string(String($0)) })
                }
                let c = s.asCharacter
                if let pieces = ASCIIText.split(text, c, maxSplits: limit, omittingEmpty: omit) { return .array(pieces) }
                return .array(text.split(separator: c, maxSplits: limit, omittingEmptySubsequences: omit).map { .string(String($0)) })
            case .array(let items):
                let parts = items.split(maxSplits: limit, omittingEmptySubsequences: omit) { Value.equal($0, s) }
                return .array(parts.map { .array(Array($0)) })
            case let other:
                return isString ? .array([other]) : other
            }
        })
    }

    /// `items.count()`: `count` is a property, so swiftc reports calling an Int
    /// (`count(where:)` itself is one of the closure methods).
    func countCalledWithoutArguments(_ b: Typed, namePos: SourcePos, _ args: [Argument]) throws(Diagnostic) -> Typed? {
        guard args.isEmpty, Compiler.sequenceElement(b.type) != nil else { return nil }
        throw Diagnostic("cannot call value of non-function type 'Int'", at: namePos)
    }

    /// Splits `items` at every occurrence of the non-empty `separator` sequence, as Swift's collection `split` does.
    static func split<T: Equatable>(_ items: [T], by separator: [T], _ limit: Int, _ omit: Bool) -> [[T]] {
        guard !separator.isEmpty else { return [items] }
        var parts: [[T]] = []
        var start = 0
        var k = 0
        while k + separator.count <= items.count, parts.count < limit {
            if Array(items[k..<(k + separator.count)]) == separator {
                let part = Array(items[start..<k])
                if !(omit && part.isEmpty) { parts.append(part) }
                k += separator.count
                start = k
            } else {
                k += 1
            }
        }
        let rest = Array(items[start...])
        if !(omit && rest.isEmpty) { parts.append(rest) }
        return parts
    }

    /// `replacing(_:with:)` (Swift 5.7's collection method) on strings.
    func replacingMethod(_ b: Typed, namePos: SourcePos, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard b.type == .string || b.type == .substring else { return nil }
        if args.count > 2 { throw Diagnostic.unsupported("'\(args[2].label ?? "_"):' in 'replacing'", at: args[2].value.pos) }
        let target = try stringArgument(args, 0, label: nil, e)
        let replacement = try stringArgument(args, 1, label: "with", e)
        let code = b.code
        return Typed(type: .string, code: { i throws(RuntimeFailure) in
            let s = (try code(i)).asString, t = (try target(i)).asString, r = (try replacement(i)).asString
            return .string(Compiler.replacingAll(s, t, r))
        })
    }

    /// A String (or Substring, or Character) argument read as a String.
    func stringArgument(_ args: [Argument], _ index: Int, label: String?, _ e: Expr) throws(Diagnostic) -> Code {
        guard index < args.count else { throw Diagnostic("missing argument in call", at: e.pos) }
        let a = args[index]
        if a.label != label {
            if let label { throw Diagnostic("missing argument label '\(label):' in call", at: a.value.pos) }
            throw Diagnostic("extraneous argument label '\(a.label ?? ""):' in call", at: a.labelPos ?? a.value.pos)
        }
        let t = try expression(a.value, .string)
        switch t.type {
        case .substring: return t.code
        case .character:
            let c = t.code
            return { i throws(RuntimeFailure) in .string(String((try c(i)).asCharacter)) }
        default: return try convert(t, to: .string, a.value, context: .argument)
        }
    }

    /// Every non-overlapping occurrence of `target` (compared Character by Character, as Swift does) replaced.
    static func replacingAll(_ s: String, _ target: String, _ replacement: String) -> String {
        let hay = Array(s), needle = Array(target)
        guard !needle.isEmpty else { return s }
        var out = ""
        var k = 0
        while k < hay.count {
            if k + needle.count <= hay.count, Array(hay[k..<(k + needle.count)]) == needle {
                out += replacement
                k += needle.count
            } else {
                out.append(hay[k])
                k += 1
            }
        }
        return out
    }

    /// `shuffled()` and `randomElement()` on arrays, strings and integer ranges.
    func randomCollectionMethod(_ b: Typed, _ name: String, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard name == "shuffled" || name == "randomElement" else { return nil }
        if let a = args.first {
            if a.label == "using" { throw Diagnostic.unsupported("'\(name)(using:)'", at: a.value.pos) }
            throw Diagnostic("argument passed to call that takes no arguments", at: a.value.pos)
        }
        let element: SType
        switch b.type {
        case .array(let x), .arraySlice(let x): element = x
        case .string, .substring: element = .character
        case .range(.integer(let k)), .closedRange(.integer(let k)): element = .integer(k)
        default: return nil
        }
        let elements = Compiler.elementsOf(b.type)
        let code = b.code
        if name == "shuffled" {
            return Typed(type: .array(element), code: { i throws(RuntimeFailure) in .array((try elements(try code(i))).shuffled()) })
        }
        return Typed(type: .optional(element), code: { i throws(RuntimeFailure) in
            let v = try code(i)
            // Integer ranges are drawn from directly, so `(1...1_000_000_000).randomElement()` builds no array.
            if case .range(.int(let lo), .int(let hi)) = v {
                let closed: Bool = { if case .closedRange = b.type { return true }; return false }()
                if closed ? lo > hi : lo >= hi { return .none }
                return .some(.int(closed ? Int.random(in: lo...hi) : Int.random(in: lo..<hi)))
            }
            return (try elements(v)).randomElement().map { .some($0) } ?? .none
        })
    }

    /// `reversed()`: a `ReversedCollection`. Over a range its value is the range itself; over an
    /// array, a string or a slice it is the reversed elements (printing reverses them back).
    func reversedCollection(_ b: Typed, _ args: [Argument]) throws(Diagnostic) -> Typed? {
        switch b.type {
        case .range(.integer), .closedRange(.integer):
            if let a = args.first { throw Diagnostic("argument passed to call that takes no arguments", at: a.value.pos) }
            return Typed(type: .reversedCollection(b.type), code: b.code)
        case .array, .arraySlice, .string, .substring:
            if let a = args.first { throw Diagnostic("argument passed to call that takes no arguments", at: a.value.pos) }
            let code = b.code
            return Typed(type: .reversedCollection(b.type), code: { i throws(RuntimeFailure) in
                Compiler.reversedStorage(try code(i))
            })
        default:
            return nil
        }
    }

    /// The elements of an array or the Characters of a string in reverse order, in the same storage.
    static func reversedStorage(_ v: Value) -> Value {
        switch v {
        case .array(let items): return .array(items.reversed())
        case .string(let s): return .string(String(s.reversed()))
        default: return v
        }
    }
}
