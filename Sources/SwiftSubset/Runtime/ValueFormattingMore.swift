/// Text for tuples, function values and sets, as `print` and the REPL show them.
extension ValueFormatter {
    /// `(1, "a")`, `(x: 1, y: 2)`, `(Function)`, `[1, 2]` (a set, in keylab's insertion order).
    static func describeMore(_ v: Value, _ t: SType, _ i: Interpreter? = nil) -> String {
        switch v {
        case .tuple(let items):
            guard case .tuple(let ts, let labels) = t, ts.count == items.count else {
                return "(" + items.map { describe($0, .void, i) }.joined(separator: ", ") + ")"
            }
            var parts: [String] = []
            for k in 0..<min(items.count, replMaxChildren) {
                parts.append((labels[k].map { "\($0): " } ?? "") + debugDescribe(items[k], ts[k], i))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .function: return "(Function)"
        case .box(let b): return describe(b.value, t, i)
        case .set(let s):
            let e = setElementType(t)
            return "[" + s.elements.map { debugDescribe($0, e, i) }.joined(separator: ", ") + "]"
        default: return describe(v, t, i)
        }
    }

    static func setElementType(_ t: SType) -> SType {
        if case .set(let e) = t { return e }
        return t
    }

    /// lldb shows a tuple as a block of its elements (`0 = 1`, or `x = 1` when labeled) and a set
    /// like an array.
    static func replDescribeMore(_ v: Value, _ t: SType, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent + 2)
        switch v {
        case .tuple(let items):
            guard case .tuple(let ts, let labels) = t, ts.count == items.count else { return describe(v, t) }
            var out = "{\n"
            for k in 0..<min(items.count, replMaxChildren) {
                out += "\(pad)\(labels[k] ?? String(k)) = \(replDescribe(items[k], ts[k], indent: indent + 2))\n"
            }
            out += replTruncationLine(count: items.count, indent: indent)
            return out + String(repeating: " ", count: indent) + "}"
        case .set(let s):
            let e = setElementType(t)
            let head = "\(s.count) value\(s.count == 1 ? "" : "s")"
            if s.count == 0 { return head }
            var out = head + " {\n"
            for (k, item) in s.elements.prefix(replMaxChildren).enumerated() {
                out += "\(pad)[\(k)] = \(replDescribe(item, e, indent: indent + 2))\n"
            }
            out += replTruncationLine(count: s.count, indent: indent)
            return out + String(repeating: " ", count: indent) + "}"
        default:
            return describe(v, t)
        }
    }

    /// lldb shows a case with associated values as a block named after the case: `q {  q = 2.5 }`,
    /// with a tuple block inside when there are several values or a label.
    static func replDescribeEnumCase(_ v: Value, _ t: SType, indent: Int) -> String {
        var type = t
        if case .optional(let w) = t { type = w }
        guard case .enumCase(let tag, let payload) = v, !payload.isEmpty, case .nominal(let n) = type,
              tag < n.cases.count, n.cases[tag].associated.count == payload.count else {
            return describeNominal(v, t, qualified: false)
        }
        let c = n.cases[tag]
        let pad = String(repeating: " ", count: indent + 2)
        let inner: String
        if payload.count == 1, c.associated[0].label == nil {
            inner = replDescribe(payload[0], c.associated[0].type, indent: indent + 2)
        } else {
            let types = c.associated.map(\.type)
            let labels = c.associated.map(\.label)
            inner = replDescribeMore(.tuple(payload), .tuple(types, labels), indent: indent + 2)
        }
        return "\(c.name) {\n\(pad)\(c.name) = \(inner)\n" + String(repeating: " ", count: indent) + "}"
    }
}
