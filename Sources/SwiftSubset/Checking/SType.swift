/// The integer types of the subset, with their ranges.
enum IntKind: String, Sendable, CaseIterable {
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"

    /// UInt and UInt64 need the full unsigned range, so they are stored as `UInt`.
    var isWideUnsigned: Bool { self == .uint || self == .uint64 }
    var isSigned: Bool { rawValue.first == "I" }

    var minValue: Int {
        switch self {
        case .int, .int64: return Int.min
        case .int8: return Int(Int8.min)
        case .int16: return Int(Int16.min)
        case .int32: return Int(Int32.min)
        default: return 0
        }
    }

    var maxValue: Int {
        switch self {
        case .int, .int64, .uint, .uint64: return Int.max
        case .int8: return Int(Int8.max)
        case .int16: return Int(Int16.max)
        case .int32: return Int(Int32.max)
        case .uint8: return Int(UInt8.max)
        case .uint16: return Int(UInt16.max)
        case .uint32: return Int(UInt32.max)
        }
    }
}

/// A type of the subset.
indirect enum SType: Sendable, Hashable {
    case integer(IntKind)
    case double, float, bool, string, character, void
    case optional(SType)
    case array(SType)
    case dictionary(SType, SType)
    case range(SType)
    case closedRange(SType)
    case stride(SType)
    /// The type of a type name used as a value (`Int` in `Int.max`, `type(of:)` results).
    case metatype(SType)
    /// Standard-library views and slices (`StdlibTypes.swift`): their values
    /// share the representation of the collection they come from.
    case substring, arraySlice(SType), stringIndex, utf8View, utf16View, unicodeScalarView, unicodeScalar
    /// `(1...3).reversed()`: the value is the base range itself.
    case reversedCollection(SType)
    /// A tuple: element types and their labels (nil for an unlabeled element). See CompilerTuples.swift.
    case tuple([SType], [String?])
    /// A function type `(Int, Int) -> Bool`. See CompilerClosures.swift.
    case function([SType], SType)
    /// `Set<Element>`. See CompilerSets.swift.
    case set(SType)
    /// A struct, class or enum the program declared (Checking/NominalType.swift).
    case nominal(NominalType)

    static let int = SType.integer(.int)

    /// The spelling swiftc uses in diagnostics and the REPL echo (`Int?`, `[String : Int]`).
    var name: String {
        switch self {
        case .integer(let k): return k.rawValue
        case .double: return "Double"
        case .float: return "Float"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .void: return "()"
        case .optional(let w): return w.name + "?"
        case .array(let e): return "[\(e.name)]"
        case .dictionary(let k, let v): return "[\(k.name) : \(v.name)]"
        case .range(let b): return "Range<\(b.name)>"
        case .closedRange(let b): return "ClosedRange<\(b.name)>"
        case .stride(let b): return "StrideTo<\(b.name)>"
        case .metatype(let t): return "\(t.name).Type"
        case .substring, .arraySlice, .stringIndex, .utf8View, .utf16View, .unicodeScalarView, .unicodeScalar, .reversedCollection:
            return stdlibName
        case .tuple(let ts, let labels): return SType.tupleName(ts, labels) { $0.name }
        case .function(let ps, let r): return SType.functionName(ps, r) { $0.name }
        case .set(let e): return "Set<\(e.name)>"
        // swiftc writes `any P` for a protocol type, but plain `Any` and `AnyObject`.
        case .nominal(let n): return n.kind == .protocolType && n.name != "Any" && n.name != "AnyObject" && n.name != "AnyHashable" ? "any " + n.name : n.name
        }
    }

    /// The spelling `print(type(of: x))` produces (`Optional<Int>`, `Array<Int>`).
    var runtimeName: String {
        switch self {
        case .optional(let w): return "Optional<\(w.runtimeName)>"
        case .array(let e): return "Array<\(e.runtimeName)>"
        case .dictionary(let k, let v): return "Dictionary<\(k.runtimeName), \(v.runtimeName)>"
        case .range(let b): return "Range<\(b.runtimeName)>"
        case .closedRange(let b): return "ClosedRange<\(b.runtimeName)>"
        case .stride(let b): return "StrideTo<\(b.runtimeName)>"
        case .metatype(let t): return "\(t.runtimeName).Type"
        case .arraySlice, .stringIndex, .utf8View, .utf16View, .unicodeScalarView, .unicodeScalar, .reversedCollection:
            return stdlibRuntimeName
        case .tuple(let ts, let labels): return SType.tupleName(ts, labels) { $0.runtimeName }
        case .function(let ps, let r): return SType.functionName(ps, r) { $0.runtimeName }
        case .set(let e): return "Set<\(e.runtimeName)>"
        default: return name
        }
    }

    var isInteger: Bool { if case .integer = self { return true }; return false }
    var isFloatingPoint: Bool { self == .double || self == .float }
    var isNumeric: Bool { isInteger || isFloatingPoint }
    var isOptional: Bool { if case .optional = self { return true }; return false }
    var isComparable: Bool {
        switch self {
        case .integer, .double, .float, .string, .character, .substring, .stringIndex, .unicodeScalar: return true
        case .nominal(let n):
            // Synthesized `Comparable` for an enum: cases compare in declaration order, then their
            // associated values in order (Value.less), which must all be Comparable themselves.
            return n.kind == .enumeration && n.conformances.contains("Comparable")
                && n.cases.allSatisfy { $0.associated.allSatisfy { $0.type.isComparable } }
        default: return false
        }
    }
    var isEquatable: Bool {
        switch self {
        case .integer, .double, .float, .string, .character, .bool, .substring, .stringIndex, .unicodeScalar: return true
        case .optional(let w), .array(let w), .arraySlice(let w): return w.isEquatable
        case .dictionary(let k, let v): return k.isEquatable && v.isEquatable
        case .range(let b), .closedRange(let b): return b.isEquatable
        case .set: return true
        case .nominal(let n): return n.isEquatable
        default: return false
        }
    }
    var isHashable: Bool {
        switch self {
        case .integer, .double, .float, .string, .character, .bool, .substring, .stringIndex, .unicodeScalar: return true
        case .optional(let w): return w.isHashable
        case .set: return true
        case .nominal(let n): return n.isHashable
        default: return false
        }
    }

    static let namedTypes: [String: SType] = {
        var t: [String: SType] = ["Double": .double, "Float": .float, "Bool": .bool, "String": .string,
                                  "Character": .character, "Void": .void, "Float64": .double, "Float32": .float]
        for k in IntKind.allCases { t[k.rawValue] = .integer(k) }
        return t
    }()
}
