/// Reading a value through array subscripts and struct stored properties of a variable:
/// `ps[i].position.x`, `grid[y][x]`, `inbox.items[k].count`.
///
/// Read step by step, each step copies its container out of the one before (a retain and a
/// release of the array or record per step, on every read). For a path of this shape the walk
/// follows pointers instead: the subscripts are evaluated first, into a fixed buffer (Swift also
/// evaluates a subscript's index before it reads the storage), and then no code runs until the
/// value at the end is copied out, so every container on the way stays alive in its place and
/// none is retained. The index checks and their trap are those of a plain subscript read.
struct PlainReadPath {
    let root: Slot
    var steps: [PlainStep]

    /// A path from a variable's slot (not one a closure captured: that is a shared box).
    init?(root: Slot?) {
        guard let root else { return nil }
        switch root {
        case .local, .global: self.root = root
        case .boxedLocal, .boxedGlobal: return nil
        }
        steps = []
    }

    /// The path of `t` (a variable, or a path already), or nil.
    static func of(_ t: Typed) -> PlainReadPath? {
        t.readPath ?? PlainReadPath(root: t.slot)
    }

    /// `self` and then one more step; nil past four subscripts.
    func appending(_ step: PlainStep) -> PlainReadPath? {
        var next = self
        next.steps.append(step)
        var subscripts = 0
        for case .index in next.steps { subscripts += 1 }
        return subscripts <= 4 ? next : nil
    }

    /// The code that reads the value at the end of the path.
    func code(line: Int) -> Code {
        let steps = self.steps
        let indexCodes = steps.compactMap { s -> Code? in if case .index(let c) = s { return c }; return nil }
        let fields = steps.map { s -> Int in if case .field(let k) = s { return k }; return -1 }
        if steps.count == 1, case .index(let index) = steps[0] { return PlainReadPath.element(root, index, line: line) }
        switch root {
        case .local(let l):
            return { i throws(RuntimeFailure) in
                let indices = try PlainReadPath.evaluate(indexCodes, i)
                return try i.stack.withUnsafeBufferPointer { (p) throws(RuntimeFailure) in
                    try PlainReadPath.walk(p, i.fp + l, fields, indices, line: line)
                }
            }
        default:
            let g: Int
            if case .global(let x) = root { g = x } else { g = 0 }
            return { i throws(RuntimeFailure) in
                let indices = try PlainReadPath.evaluate(indexCodes, i)
                return try i.globals.withUnsafeBufferPointer { (p) throws(RuntimeFailure) in
                    try PlainReadPath.walk(p, g, fields, indices, line: line)
                }
            }
        }
    }

    /// `a[i]` (the most common path): no index buffer and no walk over the steps.
    private static func element(_ root: Slot, _ index: @escaping Code, line: Int) -> Code {
        switch root {
        case .local(let l):
            return { i throws(RuntimeFailure) in
                let idx = (try index(i)).asInt
                return try i.stack.withUnsafeBufferPointer { (p) throws(RuntimeFailure) in
                    try PlainReadPath.element(p, i.fp + l, idx, line: line)
                }
            }
        default:
            let g: Int
            if case .global(let x) = root { g = x } else { g = 0 }
            return { i throws(RuntimeFailure) in
                let idx = (try index(i)).asInt
                return try i.globals.withUnsafeBufferPointer { (p) throws(RuntimeFailure) in
                    try PlainReadPath.element(p, g, idx, line: line)
                }
            }
        }
    }

    @inline(__always)
    private static func element(_ base: UnsafeBufferPointer<Value>, _ at: Int, _ idx: Int, line: Int) throws(RuntimeFailure) -> Value {
        guard at >= 0 && at < base.count, case .array(let arr) = base[at] else { return .void }
        guard idx >= 0 && idx < arr.count else { throw .fatal("Index out of range", line: line) }
        return arr[idx]
    }

    @inline(__always)
    private static func evaluate(_ codes: [Code], _ i: Interpreter) throws(RuntimeFailure) -> PathIndices {
        var indices = PathIndices()
        for k in 0..<codes.count { indices[k] = (try codes[k](i)).asInt }
        return indices
    }

    /// Follows `fields` (a stored property's index, or -1 for the next subscript) from `base[at]`.
    /// The pointers stay valid because no code runs during the walk: every container is held by
    /// the one before it, and the first by the slot.
    @inline(__always)
    private static func walk(_ base: UnsafeBufferPointer<Value>, _ at: Int, _ fields: [Int], _ indices: PathIndices,
                             line: Int) throws(RuntimeFailure) -> Value {
        guard at >= 0 && at < base.count, let start = base.baseAddress else { return .void }
        var p = start + at
        var k = 0
        for f in fields {
            if f < 0 {
                guard case .array(let arr) = p.pointee else { return .void }
                let idx = indices[k]
                k += 1
                guard idx >= 0 && idx < arr.count else { throw .fatal("Index out of range", line: line) }
                guard let q = arr.withUnsafeBufferPointer({ $0.baseAddress }) else { return .void }
                p = q + idx
            } else if case .record(let r) = p.pointee {
                guard f < r.count else { return .void }
                p = r.fieldPointer(f)
            } else {
                return .void
            }
        }
        return p.pointee
    }
}
