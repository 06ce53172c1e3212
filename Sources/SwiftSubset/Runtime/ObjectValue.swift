/// Class instances and reference counting.
///
/// Invariant: exactly one `ObjectRef` exists per instance while it is alive, and every `Value.object`
/// that refers to the instance holds that same `ObjectRef`. So Swift's own reference counting of
/// `ObjectRef` *is* the learner's reference count: the moment the last `Value.object` goes away,
/// `ObjectRef.deinit` runs, and `weak` references (`WeakRef`, a Swift `weak var`) become nil, exactly
/// as Swift's ARC would do it for the learner's class.
///
/// The learner's `deinit` cannot run inside `ObjectRef.deinit` (Swift forbids `self` escaping a deinit,
/// and the interpreter may be in the middle of writing a slot). So `ObjectRef.deinit` only queues the
/// instance's storage; the interpreter runs queued deinitializers at the next statement boundary
/// (`Interpreter.runPendingDeinits`), with a fresh `ObjectRef` marked so it does not queue again.
final class ObjectRef {
    let storage: ObjectStorage
    /// Set for the temporary reference a `deinit` body runs with.
    let isDying: Bool

    init(storage: ObjectStorage, isDying: Bool = false) {
        self.storage = storage
        self.isDying = isDying
    }

    deinit {
        guard !isDying, storage.type.hasDeinit, let interpreter = storage.interpreter else { return }
        interpreter.pendingDeinits.append(storage)
    }
}

/// The stored properties of a class instance (superclass properties first) and its dynamic type.
final class ObjectStorage {
    let type: NominalType
    @exclusivity(unchecked) var fields: [Value]
    /// Only instances of classes with a `deinit` (in their chain) need to reach the interpreter.
    weak var interpreter: Interpreter?

    init(type: NominalType, fields: [Value], interpreter: Interpreter?) {
        self.type = type
        self.fields = fields
        self.interpreter = type.hasDeinit ? interpreter : nil
    }

    /// Releasing a long chain (a linked list of 200,000 nodes) would otherwise recurse once per node
    /// in the host's own release code and overflow its stack. So the fields are taken apart here with
    /// a work list: an instance that is about to die with them has its own fields moved to the list
    /// first, and nested containers are flattened into it, so every release is shallow.
    deinit {
        guard fields.contains(where: { $0.mayHoldInstance }) else { return }
        var work: [Value] = []
        swap(&work, &fields)
        while !work.isEmpty {
            var v = work.removeLast()
            var ref: ObjectRef?
            var children: [Value] = []
            switch v {
            case .object(let r): ref = r
            case .some(.object(let r)): ref = r
            case .array(let items), .enumCase(_, let items): children = items
            case .record(let r): children = Array(r)
            case .some(let w), .existential(let w, _): children = [w]
            default: continue
            }
            v = .void
            if !children.isEmpty {
                work.append(contentsOf: children)
                children = []
            }
            if var r = ref {
                ref = nil
                // Only this list holds the instance: it dies now, and nothing else can see its
                // fields (a class with `deinit` keeps its storage for the deinit queue instead).
                if isKnownUniquelyReferenced(&r), !r.isDying, !r.storage.type.hasDeinit {
                    work.append(contentsOf: r.storage.fields)
                    r.storage.fields = []
                }
            }
        }
    }
}

extension Value {
    /// Whether releasing this value may release a class instance (so teardown needs the work list).
    var mayHoldInstance: Bool {
        switch self {
        case .object, .array, .record, .enumCase, .some, .existential: return true
        default: return false
        }
    }
}

/// A `weak` reference: nil once the instance's last strong reference went away.
final class WeakRef {
    weak var ref: ObjectRef?
    /// `unowned` references trap when read after the instance is gone, instead of giving nil.
    let isUnowned: Bool
    /// For a reference of a class-bound protocol type (`weak var delegate: Delegate?`): its witness table.
    var existential: ExistentialInfo?
    init(_ ref: ObjectRef?, isUnowned: Bool) {
        self.ref = ref
        self.isUnowned = isUnowned
    }
}

/// `ObjectRef`s are only ever touched by the interpreter's thread; the checker types them statically.
extension ObjectRef: @unchecked Sendable {}
extension ObjectStorage: @unchecked Sendable {}
extension WeakRef: @unchecked Sendable {}

extension Value {
    /// Stores an optional object in a weak or unowned slot.
    static func weak(_ v: Value, isUnowned: Bool) -> Value {
        switch v {
        case .object(let r): return .weakObject(WeakRef(r, isUnowned: isUnowned))
        case .some(.object(let r)): return .weakObject(WeakRef(r, isUnowned: isUnowned))
        case .existential(.object(let r), let info), .some(.existential(.object(let r), let info)):
            let w = WeakRef(r, isUnowned: isUnowned)
            w.existential = info
            return .weakObject(w)
        default: return .weakObject(WeakRef(nil, isUnowned: isUnowned))
        }
    }

    /// Reads a weak slot back as `Optional<Object>`.
    var strongOptional: Value {
        if case .weakObject(let w) = self, let r = w.ref {
            if let info = w.existential { return .some(.existential(.object(r), info)) }
            return .some(.object(r))
        }
        return .none
    }
}

extension Interpreter {
    /// Runs the `deinit` bodies of instances released since the last statement, in release order.
    func runPendingDeinits() throws(RuntimeFailure) {
        // In batches, not `removeFirst()`: freeing a long chain queues one instance per node.
        while !pendingDeinits.isEmpty {
            var batch: [ObjectStorage] = []
            swap(&batch, &pendingDeinits)
            for storage in batch {
                guard deinitsEnabled else { continue }
                let me = Value.object(ObjectRef(storage: storage, isDying: true))
                var t: NominalType? = storage.type
                while let type = t {
                    if let box = type.deinitBox { _ = try invoke(box, receiver: me, [], line: 0) }
                    t = type.superclass
                }
            }
        }
    }

    /// Calls a method, initializer or accessor: the receiver (`self`) is slot 0 of the new frame and
    /// the arguments follow. Returns the result and `self` as the body left it (mutating methods and
    /// struct initializers change it).
    func invoke(_ f: FunctionBox, receiver: consuming Value, _ args: [Code], line: Int) throws(RuntimeFailure) -> (Value, Value) {
        try step()
        let base = sp
        let size = f.frameSize
        sp += max(size, args.count + 1)
        if stack.count < sp { stack.append(contentsOf: repeatElement(.void, count: sp - stack.count + 256)) }
        stack[base] = receiver
        for k in 0..<args.count {
            let value = try args[k](self)
            stack[base + 1 + k] = value
        }
        try enterCall(line: line)
        let savedFp = fp
        fp = base
        returnValue = .void
        _ = try runStatements(f)
        fp = savedFp
        let newSelf = stack[base]
        // Locals die with the frame, so instances they held are released now, as in Swift.
        for k in base..<sp { stack[k] = .void }
        sp = base
        depth -= 1
        let result = returnValue
        returnValue = .void
        return (result, newSelf)
    }

    /// `invoke` for a mutating method of a struct or enum value held in a variable (or a path into
    /// one): `receiver` is moved into the frame's slot 0 and moved back when the body ends, however it
    /// ends, so its storage (a record, the arrays in its fields) stays uniquely referenced while the
    /// method changes it: `inbox.add(m)` appends in place. (A copy of the receiver kept by the caller
    /// made every such change copy the record and the array, a quadratic loop.) After a `throw`, the
    /// variable keeps what the method changed before it, as in Swift.
    func invokeMutating(_ f: FunctionBox, receiver: inout Value, _ args: [Code], line: Int) throws(RuntimeFailure) -> Value {
        try step()
        let base = sp
        sp += max(f.frameSize, args.count + 1)
        if stack.count < sp { stack.append(contentsOf: repeatElement(.void, count: sp - stack.count + 256)) }
        for k in 0..<args.count {
            let value = try args[k](self)
            stack[base + 1 + k] = value
        }
        try enterCall(line: line)
        swap(&receiver, &stack[base])
        let savedFp = fp
        fp = base
        returnValue = .void
        do throws(RuntimeFailure) {
            _ = try runStatements(f)
        } catch {
            swap(&receiver, &stack[base])
            throw error
        }
        fp = savedFp
        swap(&receiver, &stack[base])
        // Locals die with the frame, so instances they held are released now, as in Swift.
        for k in base..<sp { stack[k] = .void }
        sp = base
        depth -= 1
        let result = returnValue
        returnValue = .void
        return result
    }

    /// `invoke` for a method call in source (`account.deposit(3)`): arguments as cells (no
    /// reabstraction thunks) and the result only (no copy of `self` to return).
    func invokeMethod(_ f: FunctionBox, receiver: consuming Value, _ args: [CodeCell], line: Int) throws(RuntimeFailure) -> Value {
        try runCellFrame(f, receiver: receiver, args, line: line, keepSelf: false).result
    }

    /// `invoke` for an initializer (`Account(balance: 1)`): the new value only.
    func invokeInit(_ f: FunctionBox, receiver: consuming Value, _ args: [CodeCell], line: Int) throws(RuntimeFailure) -> Value {
        try runCellFrame(f, receiver: receiver, args, line: line, keepSelf: true).newSelf
    }

    /// Runs `f` in a new frame with `receiver` in slot 0 and the cells' values after it. Locals die
    /// with the frame, so instances they held are released now, as in Swift; `self` as the body left
    /// it is read back only when the caller wants it (an initializer), sparing a method call a copy.
    @inline(__always)
    private func runCellFrame(_ f: FunctionBox, receiver: consuming Value, _ args: [CodeCell], line: Int,
                              keepSelf: Bool) throws(RuntimeFailure) -> (result: Value, newSelf: Value) {
        try step()
        let base = sp
        sp += max(f.frameSize, args.count + 1)
        if stack.count < sp { stack.append(contentsOf: repeatElement(.void, count: sp - stack.count + 256)) }
        stack[base] = consume receiver
        for k in 0..<args.count {
            let value = try args[k].run(self)
            stack[base + 1 + k] = value
        }
        return try finishCellFrame(f, base: base, line: line, keepSelf: keepSelf)
    }

    /// `invokeMethod` with one argument (`account.deposit(3)`). The argument's code comes from the
    /// call site's own closure, so calling it retains nothing (an element of `[CodeCell]` is
    /// retained and released around each call).
    func invokeMethod1(_ f: FunctionBox, receiver: consuming Value, _ arg: Code, line: Int) throws(RuntimeFailure) -> Value {
        try runFrame1(f, receiver: receiver, arg, line: line, keepSelf: false).result
    }

    /// `invokeInit` with one argument (`Account(balance: 1)`).
    func invokeInit1(_ f: FunctionBox, receiver: consuming Value, _ arg: Code, line: Int) throws(RuntimeFailure) -> Value {
        try runFrame1(f, receiver: receiver, arg, line: line, keepSelf: true).newSelf
    }

    @inline(__always)
    private func runFrame1(_ f: FunctionBox, receiver: consuming Value, _ arg: Code, line: Int,
                           keepSelf: Bool) throws(RuntimeFailure) -> (result: Value, newSelf: Value) {
        try step()
        let base = sp
        sp += max(f.frameSize, 2)
        if stack.count < sp { stack.append(contentsOf: repeatElement(.void, count: sp - stack.count + 256)) }
        stack[base] = consume receiver
        // Evaluated before the write: the argument may itself call a function and grow the stack.
        let value = try arg(self)
        stack[base + 1] = value
        return try finishCellFrame(f, base: base, line: line, keepSelf: keepSelf)
    }

    /// The frame at `base` has `self` and the arguments: runs the body and leaves the frame.
    @inline(__always)
    private func finishCellFrame(_ f: FunctionBox, base: Int, line: Int,
                                 keepSelf: Bool) throws(RuntimeFailure) -> (result: Value, newSelf: Value) {
        try enterCall(line: line)
        let savedFp = fp
        fp = base
        returnValue = .void
        _ = try runStatements(f)
        fp = savedFp
        // `self` is moved out of its slot (not copied and then released with the frame).
        var newSelf = Value.void
        if keepSelf { swap(&newSelf, &stack[base]) }
        for k in base..<sp { stack[k] = .void }
        sp = base
        depth -= 1
        let result = returnValue
        returnValue = .void
        return (result, newSelf)
    }
}
