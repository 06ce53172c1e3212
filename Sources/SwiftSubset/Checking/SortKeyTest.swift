/// Sorting by a comparator that only compares `Int`s read from its two parameters.
///
/// `items.sorted { $0.score < $1.score || ($0.score == $1.score && $0.id < $1.id) }` calls the closure
/// about 1.5 million times for 100,000 items; through the interpreter each call enters a frame and
/// copies (retains) both elements into it. When the closure's body is a test of this shape (`Int`
/// comparisons of the parameters, their stored `Int` properties and integer literals, joined by
/// `&&`, `||` and `!`), it has no effects and cannot trap, so evaluating it on the `Int`s themselves
/// gives the same answers as calling it: `Compiler.sort` reads those `Int`s once per element into a
/// table (`SortKeyTable`) and sorts positions comparing rows of the table. The sort is the same
/// algorithm, so the order (and the position of equal elements) is the one the calls would give.
indirect enum IntKeyTest {
    case compare(IntKeyComparison, IntKeyOperand, IntKeyOperand)
    case and(IntKeyTest, IntKeyTest)
    case or(IntKeyTest, IntKeyTest)
    case not(IntKeyTest)

    /// `l op r` when both operands are read in place from a slot or are constants.
    init?(_ op: String, _ l: IntOperand, _ r: IntOperand) {
        guard let c = IntKeyComparison(rawValue: op), let a = IntKeyOperand(l), let b = IntKeyOperand(r) else { return nil }
        self = .compare(c, a, b)
    }

    /// The slots the test reads (a comparator may use it only when they are its two parameters).
    var slots: Set<Int> {
        switch self {
        case .compare(_, let a, let b): return a.slots.union(b.slots)
        case .and(let x, let y), .or(let x, let y): return x.slots.union(y.slots)
        case .not(let x): return x.slots
        }
    }

    /// Every operand read from a slot, in order of first appearance.
    func operands(into list: inout [IntKeyOperand]) {
        switch self {
        case .compare(_, let a, let b):
            for o in [a, b] where o.slots.count == 1 && !list.contains(o) { list.append(o) }
        case .and(let x, let y), .or(let x, let y):
            x.operands(into: &list)
            y.operands(into: &list)
        case .not(let x): x.operands(into: &list)
        }
    }
}

enum IntKeyComparison: String {
    case less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">=", equal = "==", notEqual = "!="

    @inline(__always)
    func test(_ x: Int, _ y: Int) -> Bool {
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

/// An `Int` operand of an `IntKeyTest`: a parameter itself, a stored property of it, or a literal.
enum IntKeyOperand: Equatable {
    case slot(Int)
    case field(Int, Int)
    case constant(Int)

    init?(_ o: IntOperand) {
        switch o {
        case .local(let l): self = .slot(l)
        case .localField(let l, let k): self = .field(l, k)
        case .constant(let c): self = .constant(c)
        case .code: return nil
        }
    }

    var slots: Set<Int> {
        switch self {
        case .slot(let l), .field(let l, _): return [l]
        case .constant: return []
        }
    }

    /// The same read on the other parameter (the table's column does not depend on which element).
    var column: IntKeyOperand {
        switch self {
        case .slot: return .slot(0)
        case .field(_, let k): return .field(0, k)
        case .constant: return self
        }
    }

    /// The `Int` this operand reads from an element, or nil when the element is not of that shape.
    func read(_ v: Value) -> Int? {
        switch self {
        case .slot:
            if case .int(let x) = v { return x }
            return nil
        case .field(_, let k):
            guard case .record(let r) = v, k < r.count, case .int(let x) = r[k] else { return nil }
            return x
        case .constant(let c): return c
        }
    }
}

/// The `Int`s a key test reads, one row per element, and the test compiled to compare two rows.
struct SortKeyTable {
    let width: Int
    var cells: [Int]
    let test: (UnsafePointer<Int>, UnsafePointer<Int>) -> Bool

    /// Nil when the test reads anything but the comparator's two parameters (slots 0 and 1), or an
    /// element does not have the expected shape (then the closure is called as usual).
    init?(_ keyTest: IntKeyTest, _ values: UnsafeBufferPointer<Value>) {
        guard keyTest.slots.isSubset(of: [0, 1]) else { return nil }
        var reads: [IntKeyOperand] = []
        keyTest.operands(into: &reads)
        var columns: [IntKeyOperand] = []
        for r in reads where !columns.contains(r.column) { columns.append(r.column) }
        width = max(columns.count, 1)
        var cells: [Int] = []
        cells.reserveCapacity(values.count * width)
        for v in values {
            for c in columns {
                guard let x = c.read(v) else { return nil }
                cells.append(x)
            }
            if columns.isEmpty { cells.append(0) }
        }
        self.cells = cells
        test = SortKeyTable.compile(keyTest, columns)
    }

    private typealias RowTest = (UnsafePointer<Int>, UnsafePointer<Int>) -> Bool

    private static func compile(_ t: IntKeyTest, _ columns: [IntKeyOperand]) -> RowTest {
        switch t {
        case .compare(let op, let a, let b):
            let x = reader(a, columns), y = reader(b, columns)
            switch op {
            case .less: return rowTest(FusedLess.self, x, y)
            case .lessEqual: return rowTest(FusedLessEqual.self, x, y)
            case .greater: return rowTest(FusedGreater.self, x, y)
            case .greaterEqual: return rowTest(FusedGreaterEqual.self, x, y)
            case .equal: return rowTest(FusedEqual.self, x, y)
            case .notEqual: return rowTest(FusedNotEqual.self, x, y)
            }
        case .and(let l, let r):
            let f = compile(l, columns), g = compile(r, columns)
            return { p, q in f(p, q) && g(p, q) }
        case .or(let l, let r):
            let f = compile(l, columns), g = compile(r, columns)
            return { p, q in f(p, q) || g(p, q) }
        case .not(let x):
            let f = compile(x, columns)
            return { p, q in !f(p, q) }
        }
    }

    /// One comparison, specialised for its operator and the common operand shapes.
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

    private static func reader(_ o: IntKeyOperand, _ columns: [IntKeyOperand]) -> Reader {
        switch o {
        case .constant(let c): return .constant(c)
        case .slot(let l), .field(let l, _):
            let j = columns.firstIndex(of: o.column) ?? 0
            return l == 0 ? .first(j) : .second(j)
        }
    }
}
