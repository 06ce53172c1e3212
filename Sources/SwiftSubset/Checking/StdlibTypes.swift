/// The standard library's slice and view types a beginner meets through
/// `prefix`, `dropFirst`, `split`, `utf8`, `unicodeScalars`, `startIndex` and
/// `reversed()` on a range.
///
/// Invariant: a value of one of these types is stored exactly like the
/// collection it was taken from, so reading it needs no conversion:
/// - `Substring`, `String.UTF8View`, `String.UTF16View`, `String.UnicodeScalarView`: `.string`
/// - `ArraySlice<T>`: `.array` of the slice's elements (its indices are not
///   kept, so subscripting a slice is refused rather than answered wrongly)
/// - `String.Index`: `.int`, the index's offset in Characters from the start
/// - `Unicode.Scalar`: `.character` holding that one scalar
/// - `ReversedCollection<Range<T>>`: the base range (`.range`), walked backwards;
///   `ReversedCollection<[T]>`, `<String>` and of slices: the reversed elements,
///   stored like the base (printing reverses them back to show `_base`)
extension SType {
    /// The spelling in diagnostics and the REPL echo.
    var stdlibName: String {
        switch self {
        case .substring: return "Substring"
        case .arraySlice(let e): return "ArraySlice<\(e.name)>"
        case .stringIndex: return "String.Index"
        case .utf8View: return "String.UTF8View"
        case .utf16View: return "String.UTF16View"
        case .unicodeScalarView: return "String.UnicodeScalarView"
        case .unicodeScalar: return "Unicode.Scalar"
        case .reversedCollection(let b): return "ReversedCollection<\(b.name)>"
        default: return name
        }
    }

    /// The spelling of `print(type(of: x))`.
    var stdlibRuntimeName: String {
        switch self {
        case .arraySlice(let e): return "ArraySlice<\(e.runtimeName)>"
        case .stringIndex: return "Index"
        case .utf8View: return "UTF8View"
        case .utf16View: return "UTF16View"
        case .unicodeScalarView: return "UnicodeScalarView"
        case .unicodeScalar: return "Scalar"
        case .reversedCollection(let b): return "ReversedCollection<\(b.runtimeName)>"
        default: return stdlibName
        }
    }

    /// The type whose members a slice or view borrows: a `Substring` answers
    /// `uppercased()` or `count` as its `String` would, an `ArraySlice` as an
    /// `Array`. The value representation is the same, so no code changes.
    var memberBase: SType {
        switch self {
        case .substring: return .string
        case .arraySlice(let e): return .array(e)
        case .reversedCollection(let base):
            // Stored already reversed (see above), so the base's members answer for it.
            switch base {
            case .array(let e), .arraySlice(let e): return .array(e)
            case .string, .substring: return .string
            default: return self
            }
        default: return self
        }
    }

    /// What `for x in value` binds, for the types of this file; nil for others.
    var stdlibElement: SType? {
        switch self {
        case .substring: return .character
        case .arraySlice(let e): return e
        case .utf8View: return .integer(.uint8)
        case .utf16View: return .integer(.uint16)
        case .unicodeScalarView: return .unicodeScalar
        case .reversedCollection(let b):
            switch b {
            case .range(let e), .closedRange(let e), .array(let e), .arraySlice(let e): return e
            case .string, .substring: return .character
            default: return nil
            }
        default: return nil
        }
    }
}

extension Compiler {
    /// The elements of a value of one of this file's types, in iteration order.
    static func stdlibElements(_ type: SType) -> ((Value) throws(RuntimeFailure) -> [Value])? {
        switch type {
        case .substring: return elementsOf(.string)
        case .arraySlice: return elementsOf(.array(.void))
        case .utf8View:
            return { v in v.asString.utf8.map { .int(Int($0)) } }
        case .utf16View:
            return { v in v.asString.utf16.map { .int(Int($0)) } }
        case .unicodeScalarView:
            return { v in v.asString.unicodeScalars.map { .character(Character($0)) } }
        case .reversedCollection(let base):
            let forward = elementsOf(base.memberBase)
            switch base {
            case .range, .closedRange:
                return { (v: Value) throws(RuntimeFailure) -> [Value] in (try forward(v)).reversed() }
            default:
                return forward
            }
        default: return nil
        }
    }
}

extension ValueFormatter {
    /// `x.description` and `String(x)`: like `print`, except that a negative NaN is plain `nan`.
    static func plainDescription(_ v: Value, _ t: SType, _ i: Interpreter? = nil) -> String {
        switch v {
        case .double(let x) where x.isNaN: return "nan"
        case .float(let x) where x.isNaN: return "nan"
        default: return describe(v, t, i)
        }
    }

    /// `debugPrint` and collection elements for this file's types; nil for other types.
    static func stdlibDebugDescribe(_ v: Value, _ t: SType) -> String? {
        switch t {
        // ObjectiveC's Selector is CustomStringConvertible only: collections show its name bare.
        case .nominal(let n) where n === NominalType.selectorType: return v.asString
        case .nominal(let n) where n === NominalType.anyHashableProtocol:
            guard case .existential(let inner, let info) = v else { return nil }
            return "AnyHashable(\(debugDescribe(inner, info.concreteType)))"
        case .arraySlice: return "ArraySlice(\(describe(v, t)))"
        case .utf8View: return "UTF8View(\(quote(v.asString)))"
        case .utf16View: return "StringUTF16(\(quote(v.asString)))"
        case .unicodeScalarView: return "UnicodeScalarView(\(quote(v.asString)))"
        default: return nil
        }
    }

    /// `print` for this file's types whose text is not their storage's; nil for other types.
    static func stdlibDescribe(_ v: Value, _ t: SType) -> String? {
        switch t {
        case .reversedCollection(let base):
            let stored: Value
            switch base {
            case .range, .closedRange: stored = v
            default: stored = Compiler.reversedStorage(v)
            }
            return "ReversedCollection<\(base.runtimeName)>(_base: \(debugDescribe(stored, base)))"
        case .stringIndex:
            // Swift prints the index's private bits; the offset is the closest honest text.
            return "String.Index(offset: \(v.asInt))"
        default: return nil
        }
    }
}
