/// Sorting by a comparator that is a pure comparison of keys read from its two parameters.
///
/// `items.sorted { $0.score < $1.score || ($0.score == $1.score && $0.id < $1.id) }` calls the closure
/// about 1.5 million times for 100,000 items; through the interpreter each call enters a frame and
/// copies (retains) both elements into it. When the closure's body is a test of this shape —
/// comparisons (`<`, `<=`, `>`, `>=`, `==`, `!=`) of `Int`, `Double` or `String` keys, each key a
/// parameter itself, a stored property of it or a literal, joined by `&&`, `||` and `!` — it has no
/// effects and cannot trap, so evaluating it on the keys themselves gives the same answers as calling
/// it: `Compiler.sort` reads the keys once per element into a table (`SortKeyTable`) and sorts
/// positions comparing rows of the table. The sort is the same algorithm, so the order (and the
/// position of equal elements) is the one the calls would give. Any comparator of another shape
/// (a statement body, a call, a computed property) is called as usual.
indirect enum SortKeyTest {
    case compare(KeyComparison, KeyKind, KeyOperand, KeyOperand)
    case and(SortKeyTest, SortKeyTest)
    case or(SortKeyTest, SortKeyTest)
    case not(SortKeyTest)
    /// `if c { return a }; return b` (ReturnShapes.swift): `c ? a : b`.
    case choose(SortKeyTest, SortKeyTest, SortKeyTest)

    /// `l op r` on `Int`s, when both operands are read in place from a slot or are constants.
    init?(_ op: String, _ l: IntOperand, _ r: IntOperand) {
        guard let c = KeyComparison(rawValue: op), let a = KeyOperand(l), let b = KeyOperand(r) else { return nil }
        self = .compare(c, .int, a, b)
    }

    /// `l op r` on `Double`s or `String`s: each operand a local (`a`), a stored property of a
    /// struct in a local (`$0.name`) or a constant.
    init?(_ op: String, _ type: SType, _ l: Typed, _ r: Typed) {
        let kind: KeyKind
        switch type {
        case .double: kind = .double
        case .string: kind = .string
        default: return nil
        }
        guard let c = KeyComparison(rawValue: op), let a = KeyOperand(l, kind), let b = KeyOperand(r, kind) else { return nil }
        self = .compare(c, kind, a, b)
    }

    /// The slots the test reads (a comparator may use it only when they are its two parameters).
    var slots: Set<Int> {
        switch self {
        case .compare(_, _, let a, let b): return a.slots.union(b.slots)
        case .and(let x, let y), .or(let x, let y): return x.slots.union(y.slots)
        case .not(let x): return x.slots
        case .choose(let c, let x, let y): return c.slots.union(x.slots).union(y.slots)
        }
    }

    /// Every key read from a slot with its kind, in order of first appearance.
    func keys(into list: inout [KeyColumn]) {
        switch self {
        case .compare(_, let kind, let a, let b):
            for o in [a, b] where o.slots.count == 1 {
                let column = KeyColumn(read: o.column, kind: kind)
                if !list.contains(column) { list.append(column) }
            }
        case .and(let x, let y), .or(let x, let y):
            x.keys(into: &list)
            y.keys(into: &list)
        case .not(let x): x.keys(into: &list)
        case .choose(let c, let x, let y):
            c.keys(into: &list)
            x.keys(into: &list)
            y.keys(into: &list)
        }
    }
}

enum KeyComparison: String {
    case less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">=", equal = "==", notEqual = "!="

    /// The comparison on two keys of one type, with that type's own operators (so `Double`'s NaN
    /// and `String`'s Unicode ordering answer as the closure would).
    @inline(__always)
    func test<T: Comparable>(_ x: T, _ y: T) -> Bool {
        switch self {
        case .less: return x < y
        case .lessEqual: return x <= y
        case .greater: return x > y
        case .greaterEqual: return x >= y
        case .equal: return x == y
        case .notEqual: return x != y
        }
    }
}

/// The type of the keys one comparison reads.
enum KeyKind: Equatable {
    case int, double, string
}

/// A key operand: a parameter itself, a stored property of it, or a literal.
enum KeyOperand: Equatable {
    case slot(Int)
    case field(Int, Int)
    case constant(Value)

    init?(_ o: IntOperand) {
        switch o {
        case .local(let l): self = .slot(l)
        case .localField(let l, let k): self = .field(l, k)
        case .constant(let c): self = .constant(.int(c))
        case .code: return nil
        }
    }

    init?(_ t: Typed, _ kind: KeyKind) {
        if case .local(let l)? = t.slot {
            self = .slot(l)
        } else if let f = t.localField {
            self = .field(f.slot, f.index)
        } else if let c = t.constant, KeyOperand.read(c, kind) != nil {
            self = .constant(c)
        } else {
            return nil
        }
    }

    static func == (a: KeyOperand, b: KeyOperand) -> Bool {
        switch (a, b) {
        case (.slot(let x), .slot(let y)): return x == y
        case (.field(let x, let i), .field(let y, let j)): return x == y && i == j
        case (.constant(let x), .constant(let y)): return Value.equal(x, y)
        default: return false
        }
    }

    var slots: Set<Int> {
        switch self {
        case .slot(let l), .field(let l, _): return [l]
        case .constant: return []
        }
    }

    /// The same read on the other parameter (the table's column does not depend on which element).
    var column: KeyOperand {
        switch self {
        case .slot: return .slot(0)
        case .field(_, let k): return .field(0, k)
        case .constant: return self
        }
    }

    /// The value this operand reads from an element, or nil when the element is not of that shape.
    func read(_ v: Value) -> Value? {
        switch self {
        case .slot: return v
        case .field(_, let k):
            guard case .record(let r) = v, k < r.count else { return nil }
            return r[k]
        case .constant(let c): return c
        }
    }

    /// A key as one table cell: an `Int` itself, a `Double`'s bits; nil when the value is not of `kind`.
    /// (Strings are kept aside; their cell is an index, see `SortKeyTable`.)
    static func read(_ v: Value, _ kind: KeyKind) -> Int? {
        switch (kind, v) {
        case (.int, .int(let x)): return x
        case (.double, .double(let x)): return Int(bitPattern: UInt(x.bitPattern))
        case (.string, .string): return 0
        default: return nil
        }
    }
}

/// One column of the key table: what it reads from an element, and the key's type.
struct KeyColumn: Equatable {
    let read: KeyOperand
    let kind: KeyKind
}

/// The keys a key test reads, one row per element, and the test compiled to compare two rows.
/// `Int` keys are stored as themselves, `Double` keys as their bits, `String` keys as a position in
/// `strings` (read once per element: comparing them needs no copy of the element).
struct SortKeyTable {
    let width: Int
    var cells: [Int]
    let test: (UnsafePointer<Int>, UnsafePointer<Int>) -> Bool

    /// Nil when the test reads anything but the comparator's two parameters (slots 0 and 1), or an
    /// element does not have the expected shape (then the closure is called as usual).
    init?(_ keyTest: SortKeyTest, _ values: UnsafeBufferPointer<Value>) {
        guard keyTest.slots.isSubset(of: [0, 1]) else { return nil }
        var columns: [KeyColumn] = []
        keyTest.keys(into: &columns)
        width = max(columns.count, 1)
        var cells: [Int] = []
        var strings: [String] = []
        cells.reserveCapacity(values.count * width)
        for v in values {
            for c in columns {
                guard let key = c.read.read(v) else { return nil }
                if c.kind == .string {
                    guard case .string(let s) = key else { return nil }
                    cells.append(strings.count)
                    strings.append(s)
                } else {
                    guard let x = KeyOperand.read(key, c.kind) else { return nil }
                    cells.append(x)
                }
            }
            if columns.isEmpty { cells.append(0) }
        }
        self.cells = cells
        test = SortKeyTable.compile(keyTest, columns, strings)
    }

    private typealias RowTest = (UnsafePointer<Int>, UnsafePointer<Int>) -> Bool

    private static func compile(_ t: SortKeyTest, _ columns: [KeyColumn], _ strings: [String]) -> RowTest {
        switch t {
        case .compare(let op, let kind, let a, let b):
            let x = reader(a, kind, columns), y = reader(b, kind, columns)
            switch kind {
            case .int:
                switch op {
                case .less: return rowTest(FusedLess.self, x, y)
                case .lessEqual: return rowTest(FusedLessEqual.self, x, y)
                case .greater: return rowTest(FusedGreater.self, x, y)
                case .greaterEqual: return rowTest(FusedGreaterEqual.self, x, y)
                case .equal: return rowTest(FusedEqual.self, x, y)
                case .notEqual: return rowTest(FusedNotEqual.self, x, y)
                }
            case .double:
                return { p, q in
                    op.test(Double(bitPattern: UInt64(UInt(bitPattern: x.value(p, q)))),
                            Double(bitPattern: UInt64(UInt(bitPattern: y.value(p, q)))))
                }
            case .string:
                let constants = [a, b].map { o -> String? in
                    if case .constant(.string(let s)) = o { return s }
                    return nil
                }
                return { p, q in
                    let s = constants[0] ?? strings[x.value(p, q)]
                    let t = constants[1] ?? strings[y.value(p, q)]
                    return op.test(s, t)
                }
            }
        case .and(let l, let r):
            let f = compile(l, columns, strings), g = compile(r, columns, strings)
            return { p, q in f(p, q) && g(p, q) }
        case .or(let l, let r):
            let f = compile(l, columns, strings), g = compile(r, columns, strings)
            return { p, q in f(p, q) || g(p, q) }
        case .not(let x):
            let f = compile(x, columns, strings)
            return { p, q in !f(p, q) }
        case .choose(let c, let x, let y):
            let test = compile(c, columns, strings), f = compile(x, columns, strings), g = compile(y, columns, strings)
            return { p, q in test(p, q) ? f(p, q) : g(p, q) }
        }
    }

    /// One `Int` comparison, specialised for its operator and the common operand shapes.
    private static func rowTest<Op: FusedIntComparison>(_: Op.Type, _ x: Reader, _ y: Reader) -> RowTest {
        switch (x, y) {
        case (.first(let j), .second(let k)): return { p, q in Op.test(p[j], q[k]) }
        case (.second(let j), .first(let k)): return { p, q in Op.test(q[j], p[k]) }
        default: return { p, q in Op.test(x.value(p, q), y.value(p, q)) }
        }
    }

    private enum Reader {
        case first(Int), second(Int), constant(Int)
        @inline(__always)
        func value(_ p: UnsafePointer<Int>, _ q: UnsafePointer<Int>) -> Int {
            switch self {
            case .first(let j): return p[j]
            case .second(let j): return q[j]
            case .constant(let c): return c
            }
        }
    }

    /// Where a comparison reads an operand: a column of the first or second row, or a constant
    /// (a `String` constant is read by the comparison itself; its cell here is unused).
    private static func reader(_ o: KeyOperand, _ kind: KeyKind, _ columns: [KeyColumn]) -> Reader {
        switch o {
        case .constant(let c): return .constant(KeyOperand.read(c, kind) ?? 0)
        case .slot(let l), .field(let l, _):
            let j = columns.firstIndex(of: KeyColumn(read: o.column, kind: kind)) ?? 0
            return l == 0 ? .first(j) : .second(j)
        }
    }
}
