/// Changing a place reached through array subscripts and struct stored properties only:
/// `ps[i].velocity.y -= g`, `grid[y][x] = 1`, `inbox.items[k].count += 1`.
///
/// The general path (`Compiler.mutation`) builds a `[ResolvedStep]` on every execution (one
/// allocation, and steps large enough to hold a subscript accessor) and walks it with `modify`,
/// which copies each container out of its place (a retain) before emptying the place (a release).
/// For a path of this shape the steps are known when the code is checked: the indices are evaluated
/// into a fixed buffer, in order and before the operand as Swift does, and the path is walked with
/// no array built. Each container leaves its place while its element changes, so it stays uniquely
/// referenced and changes in place. Traps and their messages are the general path's.
///
/// (Moving the container out with `swap` and `switch consume` was tried: the switch's subject
/// stays alive through the case body, so the payload had two references and every change copied
/// the whole array — ten times slower on bench/everyday/simulation.swift.)
enum PlainStep {
    case index(Code)
    case field(Int)
}

/// Up to four evaluated subscripts of one path.
struct PathIndices {
    var a = 0, b = 0, c = 0, d = 0

    subscript(_ k: Int) -> Int {
        get {
            switch k {
            case 0: return a
            case 1: return b
            case 2: return c
            default: return d
            }
        }
        set {
            switch k {
            case 0: a = newValue
            case 1: b = newValue
            case 2: c = newValue
            default: d = newValue
            }
        }
    }
}

extension Compiler {
    /// Nil unless every step is an array subscript or a stored property of a struct (or tuple
    /// element), with at most four subscripts.
    static func plainPathMutation(_ lv: LValue, line: Int, operand: @escaping Code,
                                  _ change: @escaping (inout Value, Value) throws(RuntimeFailure) -> Value) -> Code? {
        var plain: [PlainStep] = []
        var subscripts = 0
        for s in lv.steps {
            switch s {
            case .index(let c):
                plain.append(.index(c))
                subscripts += 1
            case .field(let k): plain.append(.field(k))
            default: return nil
            }
        }
        guard !plain.isEmpty, subscripts <= 4 else { return nil }
        let slot = lv.root.slot
        return { i throws(RuntimeFailure) in
            // Swift evaluates the target's subscripts first, then the operand (`a[f()] += g()`).
            var indices = PathIndices()
            var n = 0
            for s in plain {
                if case .index(let c) = s {
                    indices[n] = (try c(i)).asInt
                    n += 1
                }
            }
            let r = try operand(i)
            try i.reserveStorage(of: r, line: line)
            var result = Value.void
            try Compiler.modifySlot(i, slot) { (v: inout Value) throws(RuntimeFailure) in
                try plain.withUnsafeBufferPointer { (steps) throws(RuntimeFailure) in
                    try Compiler.walkPlain(&v, steps, 0, indices, 0, line: line) { (place: inout Value) throws(RuntimeFailure) in
                        result = try change(&place, r)
                    }
                }
            }
            return result
        }
    }

    /// One step of a plain path: the container is taken out of `v` (leaving `.void`), changed at
    /// the step's position, and put back, also when the change throws.
    static func walkPlain(_ v: inout Value, _ steps: UnsafeBufferPointer<PlainStep>, _ at: Int, _ indices: PathIndices,
                          _ k: Int, line: Int, _ body: (inout Value) throws(RuntimeFailure) -> Void) throws(RuntimeFailure) {
        guard at < steps.count else {
            try body(&v)
            return
        }
        // `if case` on the place, not `switch`: a switch keeps its own copy of the subject alive
        // through the case body, which would leave the payload with two references.
        if case .array(var arr) = v {
            // Copied out (one retain), then the place emptied (one release): `arr` is the storage's
            // only reference, so the element changes in place.
            v = .void
            defer { v = .array(arr) }
            guard case .index = steps[at] else { return }
            let idx = indices[k]
            guard idx >= 0 && idx < arr.count else { throw .fatal("Index out of range", line: line) }
            try walkPlain(&arr[idx], steps, at + 1, indices, k + 1, line: line, body)
        } else if case .record(var fields) = v {
            v = .void
            defer { v = .record(fields) }
            guard case .field(let f) = steps[at], f < fields.count else { return }
            try walkPlain(&fields[f], steps, at + 1, indices, k, line: line, body)
        } else if case .tuple(var items) = v {
            // A tuple element is changed like a struct's stored property.
            v = .void
            defer { v = .tuple(items) }
            guard case .field(let f) = steps[at], f < items.count else { return }
            try walkPlain(&items[f], steps, at + 1, indices, k, line: line, body)
        }
        // Otherwise not the container the step expects: left alone, as the general path does.
    }
}
