/// Text for values, as Swift's `print`, `String(describing:)` and the REPL show them.
///
/// Invariant: the text depends only on the value and its static type (plus, for instances and
/// `CustomStringConvertible` conformances, the interpreter that runs `description`), never on how
/// the value was computed, so `print`, string interpolation and the REPL's echo agree with each other
/// and with swiftc and lldb for the same value.
enum ValueFormatter {
    /// What `print` and `"\(x)"` produce.
    static func describe(_ v: Value, _ t: SType, _ i: Interpreter? = nil) -> String {
        if let text = stdlibDescribe(v, t) { return text }
        switch v {
        case .int(let x): return String(x)
        case .uint(let x): return String(x)
        // `print` and interpolation show a negative NaN as `-nan`; `description` and `String(x)` do not.
        case .double(let x): return x.isNaN && x.sign == .minus ? "-nan" : x.description
        case .float(let x): return x.isNaN && x.sign == .minus ? "-nan" : x.description
        case .bool(let x): return x ? "true" : "false"
        case .string(let s): return s
        case .character(let c): return String(c)
        case .none: return "nil"
        case .some(let w):
            if case .optional(let inner) = t { return "Optional(\(debugDescribe(w, inner, i)))" }
            return "Optional(\(debugDescribe(w, t, i)))"
        case .array(let items):
            let e = elementType(t)
            return "[" + items.map { debugDescribe($0, e, i) }.joined(separator: ", ") + "]"
        case .dictionary(let d):
            guard d.count > 0 else { return "[:]" }
            let (kt, vt) = dictionaryTypes(t)
            return "[" + zip(d.keys, d.values).map { "\(debugDescribe($0, kt, i)): \(debugDescribe($1, vt, i))" }
                .joined(separator: ", ") + "]"
        case .range(let lo, let hi):
            let b = elementType(t)
            if case .closedRange = t { return "\(describe(lo, b, i))...\(describe(hi, b, i))" }
            return "\(describe(lo, b, i))..<\(describe(hi, b, i))"
        case .stride(let from, let to, let by, let through):
            let b = elementType(t)
            let kind = through ? "StrideThrough" : "StrideTo"
            return "\(kind)<\(b.runtimeName)>(_start: \(describe(from, b, i)), _end: \(describe(to, b, i)), _stride: \(describe(by, b, i)))"
        case .void: return "()"
        case .tuple, .function, .box, .set: return describeMore(v, t, i)
        case .record, .object, .enumCase, .weakObject: return describeNominal(v, t, qualified: false, i)
        case .existential(let inner, let info): return describe(inner, info.concreteType, i)
        }
    }

    /// Declared types print unqualified at the top of `print` (`Point(x: 1, y: 2)`, `upc(1, 2)`) and
    /// qualified by the module inside collections, other values and `debugPrint` (`main.Point(x: 1)`);
    /// class instances always print their qualified name.
    static func describeNominal(_ v: Value, _ t: SType, qualified: Bool, _ i: Interpreter? = nil) -> String {
        var type = t
        if case .optional(let w) = t { type = w }
        guard case .nominal(let n) = type else { return "?" }
        // `CustomStringConvertible`: print, interpolation and collections use `description`.
        if let i, let text = customDescription(v, n, i) { return text }
        switch v {
        case .record(let fields):
            let parts = zip(n.fields, fields).map { f, x in "\(f.name): \(debugDescribe(f.isWeak || f.isUnowned ? x.strongOptional : x, f.type, i))" }
            return (qualified ? n.qualifiedName : n.displayName) + "(" + parts.joined(separator: ", ") + ")"
        case .object(let r):
            return r.storage.type.qualifiedName
        case .weakObject:
            return describe(v.strongOptional, .optional(t), i)
        case .enumCase(let tag, let payload):
            guard tag < n.cases.count else { return "?" }
            let c = n.cases[tag]
            var text = qualified ? "\(n.qualifiedName).\(c.name)" : c.name
            if !payload.isEmpty {
                let parts = zip(c.associated, payload).map { a, x in (a.label.map { "\($0): " } ?? "") + debugDescribe(x, a.type, i) }
                text += "(" + parts.joined(separator: ", ") + ")"
            }
            return text
        default:
            return describe(v, t, i)
        }
    }

    static func customDescription(_ v: Value, _ n: NominalType, _ i: Interpreter) -> String? {
        var dynamicType = n
        if case .object(let r) = v { dynamicType = r.storage.type }
        guard dynamicType.conformsToDescription, case .computed(_, let getter, _)? = dynamicType.properties["description"],
              getter.function.returnType == .string else { return nil }
        let box: FunctionBox
        if let k = getter.vtableIndex, k < dynamicType.vtable.count { box = dynamicType.vtable[k] } else { box = getter.box }
        guard let result = try? i.invoke(box, receiver: v, [], line: 0).0, case .string(let s) = result else { return nil }
        return s
    }

    /// What `debugPrint` shows and what collections show for their elements (strings quoted).
    static func debugDescribe(_ v: Value, _ t: SType, _ i: Interpreter? = nil) -> String {
        if let text = stdlibDebugDescribe(v, t) ?? stdlibDescribe(v, t) { return text }
        switch v {
        case .string(let s): return quote(s)
        case .character(let c): return quote(String(c))
        case .range:
            if case .closedRange = t { return "ClosedRange(\(describe(v, t, i)))" }
            return "Range(\(describe(v, t, i)))"
        case .record, .enumCase, .object: return describeNominal(v, t, qualified: true, i)
        case .existential(let inner, let info): return debugDescribe(inner, info.concreteType, i)
        default: return describe(v, t, i)
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            // Other ASCII controls and DEL, as Swift's debugDescription
            // writes them: `"\u{1B}"`, `"\u{07}"`.
            case "\u{01}"..."\u{1F}", "\u{7F}": out += asciiEscape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `\u{XX}`: two uppercase hex digits.
    static func asciiEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
    }

    static func elementType(_ t: SType) -> SType {
        switch t {
        case .array(let e), .range(let e), .closedRange(let e), .stride(let e), .optional(let e), .arraySlice(let e): return e
        case .string, .substring: return .character
        case .reversedCollection(let b): return elementType(b)
        default: return t
        }
    }

    static func dictionaryTypes(_ t: SType) -> (SType, SType) {
        if case .dictionary(let k, let v) = t { return (k, v) }
        return (t, t)
    }

    /// The lldb REPL's echo of a value: `3`, `"hi"`, `nil`, or a block of children for collections.
    static func replDescribe(_ v: Value, _ t: SType, indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent + 2)
        if case .nominal(let n) = t, n.moduleName == "Swift", n.genericBase == "Task" || n.genericBase?.hasPrefix("AsyncStream") == true {
            // lldb shows a task's or stream's runtime internals (addresses, flags); keylab has none.
            return "{ … }"
        }
        switch v {
        case .some(let w):
            return replDescribe(w, elementType(t), indent: indent)
        case .array(let items):
            let e = elementType(t)
            let head = "\(items.count) value\(items.count == 1 ? "" : "s")"
            if items.isEmpty { return head }
            var out = head + " {\n"
            for (i, item) in items.prefix(replMaxChildren).enumerated() {
                out += "\(pad)[\(i)] = \(replDescribe(item, e, indent: indent + 2))\n"
            }
            out += replTruncationLine(count: items.count, indent: indent)
            return out + String(repeating: " ", count: indent) + "}"
        case .dictionary(let d):
            let (kt, vt) = dictionaryTypes(t)
            let head = "\(d.count) key/value pair\(d.count == 1 ? "" : "s")"
            if d.count == 0 { return head }
            var out = head + " {\n"
            let inner = String(repeating: " ", count: indent + 4)
            for (i, (k, val)) in zip(d.keys, d.values).prefix(replMaxChildren).enumerated() {
                out += "\(pad)[\(i)] = {\n"
                out += "\(inner)key = \(replDescribe(k, kt, indent: indent + 4))\n"
                out += "\(inner)value = \(replDescribe(val, vt, indent: indent + 4))\n"
                out += "\(pad)}\n"
            }
            out += replTruncationLine(count: d.count, indent: indent)
            return out + String(repeating: " ", count: indent) + "}"
        case .string, .character:
            return debugDescribe(v, t)
        case .tuple, .set:
            return replDescribeMore(v, t, indent: indent)
        case .record(let fields):
            guard case .nominal(let n) = t else { return describe(v, t) }
            return replChildren(Array(zip(n.fields, fields)), indent: indent)
        case .object(let r):
            return replChildren(Array(zip(r.storage.type.fields, r.storage.fields)), indent: indent)
        case .weakObject:
            return replDescribe(v.strongOptional, t, indent: indent)
        case .enumCase:
            return replDescribeEnumCase(v, t, indent: indent)
        case .existential(let inner, let info):
            return replDescribe(inner, info.concreteType, indent: indent)
        case .double(let x):
            return LLDBFloatText.text(x)
        case .float(let x):
            return LLDBFloatText.text(x)
        case .function:
            // lldb shows a function value as its two parts; this lldb reads every context as null.
            let pad = String(repeating: " ", count: indent + 2)
            return "{\n\(pad)function = {}\n\(pad)context = 0x0000000000000000\n" + String(repeating: " ", count: indent) + "}"
        default:
            return describe(v, t)
        }
    }

    /// lldb shows a struct or class instance as a block of its stored properties.
    static func replChildren(_ items: [(StoredField, Value)], indent: Int) -> String {
        guard !items.isEmpty else { return "{}" }
        // Instances may refer to each other in a cycle; lldb stops descending too.
        guard indent < 24 else { return "{ ... }" }
        let pad = String(repeating: " ", count: indent + 2)
        var out = "{\n"
        for (f, x) in items.prefix(replMaxChildren) {
            let value = f.isWeak || f.isUnowned ? x.strongOptional : x
            out += "\(pad)\(f.name) = \(replDescribe(value, f.type, indent: indent + 2))\n"
        }
        out += replTruncationLine(count: items.count, indent: indent)
        return out + String(repeating: " ", count: indent) + "}"
    }
}
