/// The memory budget of an evaluation: the approximate bytes the program's values and printed output
/// hold at once, checked against `EvaluationLimits.maxMemoryBytes`.
///
/// Counting every allocation exactly would slow every operation, and counting allocations without
/// frees would stop a loop that builds and drops small arrays. So keylab measures what is *live*
/// (every global, every local on the interpreter's stack, the output buffer) by walking the values
/// (`MemoryMeter`), and only now and then:
/// - when the bytes reserved since the last walk by the operations that can grow memory fast
///   (`String(repeating:count:)`, `Array(repeating:count:)`, `+` and `+=` on strings and arrays,
///   `append`, building an array from a range, `print`) use up the headroom the last walk left;
/// - every so many steps (`step()`), for growth one small piece at a time (a dictionary filled in a
///   loop); the interval is the headroom divided by 256 bytes per step, so that kind of growth cannot
///   go far past the budget before it is seen, and a walk costs little against the steps between.
/// The budget is approximate: it may be passed by up to 1/16 of itself, and by a collection's
/// spare capacity while it grows; a single collection is also capped at `RuntimeFailure.maxElements`.
extension Interpreter {
    /// Reserves `bytes` for a value about to be created; throws when the budget would be passed.
    @inline(__always)
    func reserve(_ bytes: Int, line: Int) throws(RuntimeFailure) {
        memoryHeadroom &-= bytes
        if memoryHeadroom < 0 { try measureMemory(adding: bytes, line: line) }
    }

    /// Reserves the heap storage of `value` (the payload of a string or an array).
    @inline(__always)
    func reserveStorage(of value: Value, line: Int) throws(RuntimeFailure) {
        switch value {
        case .string(let s): try reserve(s.utf8.count, line: line)
        case .array(let a): try reserve(a.count &* MemoryMeter.valueSize, line: line)
        default: break
        }
    }

    /// `+` with the memory of a concatenated string or array reserved first.
    func arithmetic(_ op: String, _ a: Value, _ b: Value, _ type: SType, line: Int) throws(RuntimeFailure) -> Value {
        switch (a, b) {
        case (.string(let x), .string(let y)): try reserve(x.utf8.count &+ y.utf8.count, line: line)
        case (.array(let x), .array(let y)): try reserve((x.count &+ y.count) &* MemoryMeter.valueSize, line: line)
        default: break
        }
        return try Interpreter.arithmetic(op, a, b, type, line: line)
    }

    /// Walks every live value; throws if they and `extra` more bytes pass the budget.
    func measureMemory(adding extra: Int, line: Int = 0) throws(RuntimeFailure) {
        var meter = MemoryMeter()
        for v in globals { meter.add(v) }
        for v in stack[0..<min(sp, stack.count)] { meter.add(v) }
        meter.add(returnValue)
        let live = meter.bytes &+ output.utf8.count
        let total = live.addingReportingOverflow(max(0, extra))
        if total.overflow || total.partialValue > maxMemoryBytes {
            throw RuntimeFailure.memoryLimit(maxMemoryBytes, line: line)
        }
        memoryHeadroom = max(maxMemoryBytes - total.partialValue, maxMemoryBytes / 16)
        memoryWalkStep = steps &+ Interpreter.stepsBetweenWalks(headroom: memoryHeadroom)
    }

    /// Drops what a failed evaluation left behind: values of the globals it declared (forgotten,
    /// so nothing could reach them again) and the locals still on the stack. Without this, the
    /// memory a runaway entry filled would stay taken and count against every later entry.
    func releaseAfterFailure(keepingGlobals count: Int) {
        for g in count..<max(count, globals.count) { globals[g] = .void }
        for k in stack.indices { stack[k] = .void }
        returnValue = .void
        memoryHeadroom = 0  // measure afresh at the next reservation
    }

    /// Steps after which growth of up to 256 bytes a step could use the headroom up.
    static func stepsBetweenWalks(headroom: Int) -> Int {
        max(1 << 16, headroom / 256)
    }
}

extension RuntimeFailure {
    /// The program's values passed the memory budget.
    static func memoryLimit(_ budget: Int, line: Int) -> RuntimeFailure {
        RuntimeFailure(kind: .stepLimit,
                       message: "execution stopped: the program's values use more than \(budget >> 20) MB of memory, keylab's limit; raise it with --max-memory",
                       line: line)
    }
}

/// Adds up the approximate heap bytes of values, counting storage shared by several values
/// (copy-on-write arrays, as in `Array(repeating: row, count: 1000)`) once.
///
/// Every kind of value that owns heap storage is counted: strings, arrays, dictionaries, sets,
/// struct instances and tuples (their field arrays), enum payloads, class instances (each once,
/// however many references reach it, so cycles end), closures (their captures) and captured
/// variables' boxes. The walk keeps its own work list, so a linked list of 100,000 instances is
/// measured without recursing once per node.
struct MemoryMeter {
    /// Bytes of one element as keylab stores it (an enum of every kind of value).
    static let valueSize = MemoryLayout<Value>.stride
    /// Heap header of an array or string buffer.
    static let header = 32
    /// A class instance: its reference, its storage object and the header of its field array.
    static let instanceOverhead = 96
    private(set) var bytes = 0
    private var seen = AddressSet()
    private var work: [Value] = []

    mutating func add(_ value: Value) {
        work.append(value)
        while let v = work.popLast() { visit(v) }
    }

    private mutating func visit(_ value: Value) {
        switch value {
        case .string(let s): addString(s)
        case .array(let a), .tuple(let a), .enumCase(_, let a): addArray(a)
        case .record(let r): addRecord(r)
        case .dictionary(let d):
            addArray(d.keys)
            addArray(d.values)
            // The hash index: an Int32 per bucket and a stored hash per key (HashIndex.swift).
            bytes &+= d.index.capacity &* 4 &+ d.count &* 8
        case .set(let s):
            addArray(s.elements)
            bytes &+= s.indexCapacity &* 4 &+ s.count &* 8
        case .some(let w), .existential(let w, _):
            bytes &+= MemoryMeter.header
            work.append(w)
        case .range(let a, let b):
            work.append(a)
            work.append(b)
        case .stride(let a, let b, let c, _):
            work.append(a)
            work.append(b)
            work.append(c)
        case .object(let r):
            guard firstVisit(r.storage) else { return }
            bytes &+= MemoryMeter.instanceOverhead &+ r.storage.fields.capacity &* MemoryMeter.valueSize
            push(r.storage.fields)
        case .function(let f):
            guard firstVisit(f) else { return }
            bytes &+= MemoryMeter.header &* 2
            addArray(f.captures)
        case .box(let b):
            guard firstVisit(b) else { return }
            bytes &+= MemoryMeter.header
            work.append(b.value)
        case .weakObject:
            // The referenced instance is counted where it is held strongly.
            bytes &+= MemoryMeter.header
        default:
            // Scalars live inside their container.
            break
        }
    }

    /// Whether this object is met for the first time in the walk.
    private mutating func firstVisit(_ object: AnyObject) -> Bool {
        seen.insert(UInt(bitPattern: ObjectIdentifier(object)))
    }

    private mutating func addArray(_ a: [Value]) {
        guard a.capacity > 0 else { return }
        let id = a.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        guard seen.insert(id) else { return }
        bytes &+= MemoryMeter.header &+ a.capacity &* MemoryMeter.valueSize
        push(a)
    }

    /// A struct's fields: one object (a 24-byte header, then the fields), shared by copies.
    private mutating func addRecord(_ r: Record) {
        let id = r.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        guard seen.insert(id) else { return }
        bytes &+= 24 &+ r.count &* MemoryMeter.valueSize
        for v in r {
            switch v {
            case .int, .uint, .double, .float, .bool, .none, .void, .character: continue
            default: work.append(v)
            }
        }
    }

    /// Queues the elements that may own heap storage (a million `Int`s queue nothing).
    private mutating func push(_ a: [Value]) {
        for v in a {
            switch v {
            case .int, .uint, .double, .float, .bool, .none, .void, .character: continue
            default: work.append(v)
            }
        }
    }

    private mutating func addString(_ s: String) {
        let n = s.utf8.count
        guard n > 15 else { return }  // stored inline
        if n >= 4096, let id = s.utf8.withContiguousStorageIfAvailable({ UInt(bitPattern: $0.baseAddress) }) {
            guard seen.insert(id) else { return }
        }
        bytes &+= MemoryMeter.header &+ n
    }
}
