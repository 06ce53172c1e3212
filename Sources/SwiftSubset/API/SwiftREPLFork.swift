/// Copies of a REPL session, for hosts that run the same learner code in
/// several worlds (keylab's view-controller checks run it once per device
/// and orientation).
///
/// Replaying the learner's entries in a fresh session costs a compile of
/// every entry, the host modules they import included (`import UIKit`
/// compiles keylab's whole UIKit prelude). A fork instead starts from the
/// state those entries left: the checker's tables (value types, copied) and
/// the global slots, deep-copied: every class instance, captured variable and
/// closure reachable from a global is copied once (identity kept: two
/// references to one instance stay two references to one copy), so nothing
/// a fork does can be seen by the session it came from or by another fork.
///
/// The checker's own objects (declared types, compiled functions) are shared
/// between forks: they are complete once their entry compiled and only ever
/// read afterwards, except for caches that every fork fills the same way.
/// Forks of one session must be used on the thread that made them.
extension SwiftREPL {
    /// A session in the state this one is in now, or nil when a global holds
    /// something a copy cannot keep apart (a dictionary or set keyed by class
    /// instances, whose keys are identities): the host then replays the entries.
    public func fork() -> SwiftREPL? {
        // A task's paused thread and stack cannot be copied (Runtime/TaskExecutor.swift).
        if let executor = interpreter.executor, executor.hasLiveTasks || executor.hasPendingWork || !executor.streams.isEmpty { return nil }
        let copy = SwiftREPL(limits: limits, modules: modules)
        var copier = ForkCopier(interpreter: copy.interpreter)
        var globals: [Value] = []
        globals.reserveCapacity(interpreter.globals.count)
        for value in interpreter.globals {
            guard let copied = copier.copy(value) else { return nil }
            globals.append(copied)
        }
        copy.interpreter.globals = globals
        copy.state = state
        copy.resultCounter = resultCounter
        copy.hostOptions = hostOptions
        copy.entries = entries
        copy.declarationsVersion = declarationsVersion
        copy.declaredClassesCache = declaredClassesCache
        copy.swiftcEntries = swiftcEntries
        return copy
    }
}

/// Deep copies of values for `SwiftREPL.fork()`, one copy per original
/// instance, box or closure.
struct ForkCopier {
    let interpreter: Interpreter
    private var objects: [ObjectIdentifier: ObjectRef] = [:]
    private var boxes: [ObjectIdentifier: Box] = [:]
    private var functions: [ObjectIdentifier: FunctionValue] = [:]
    /// Originals kept alive while copying, so no identifier is reused for another object.
    private var originals: [AnyObject] = []

    init(interpreter: Interpreter) { self.interpreter = interpreter }

    /// The value with every reference it holds copied; nil when it cannot be copied apart.
    mutating func copy(_ value: Value) -> Value? {
        switch value {
        case .int, .uint, .double, .float, .bool, .string, .character, .none, .void:
            return value
        case .array(let items):
            return copyAll(items).map(Value.array)
        case .tuple(let items):
            return copyAll(items).map(Value.tuple)
        case .enumCase(let index, let items):
            return copyAll(items).map { .enumCase(index, $0) }
        case .record(let record):
            return copyAll(Array(record)).map { .record(Record($0)) }
        case .some(let wrapped):
            return copy(wrapped).map(Value.some)
        case .existential(let wrapped, let info):
            return copy(wrapped).map { .existential($0, info) }
        case .range(let low, let high):
            guard let low = copy(low), let high = copy(high) else { return nil }
            return .range(low, high)
        case .stride(let from, let to, let by, let closed):
            guard let from = copy(from), let to = copy(to), let by = copy(by) else { return nil }
            return .stride(from, to, by, closed)
        case .dictionary(let dictionary):
            // Keys that are instances hash by identity: a copy would not find them.
            guard !dictionary.keys.contains(where: \.holdsReference) else { return nil }
            guard let values = copyAll(dictionary.values) else { return nil }
            var copied = dictionary
            copied.values = values
            return .dictionary(copied)
        case .set(let set):
            return set.elements.contains(where: \.holdsReference) ? nil : value
        case .object(let ref):
            return copyObject(ref).map(Value.object)
        case .weakObject(let weak):
            // The copy points at the copy of its instance; an instance no strong reference keeps
            // is gone in the copy too, as it would be by the time anyone reads it.
            var target: ObjectRef?
            if let ref = weak.ref {
                guard let copied = copyObject(ref) else { return nil }
                target = copied
            }
            let copied = WeakRef(target, isUnowned: weak.isUnowned)
            copied.existential = weak.existential
            return .weakObject(copied)
        case .box(let box):
            let key = ObjectIdentifier(box)
            if let done = boxes[key] { return .box(done) }
            let copied = Box(.void)
            boxes[key] = copied
            originals.append(box)
            guard let inner = copy(box.value) else { return nil }
            copied.value = inner
            return .box(copied)
        case .function(let function):
            return copyFunction(function).map(Value.function)
        }
    }

    private mutating func copyAll(_ values: [Value]) -> [Value]? {
        var result: [Value] = []
        result.reserveCapacity(values.count)
        for value in values {
            guard let copied = copy(value) else { return nil }
            result.append(copied)
        }
        return result
    }

    private mutating func copyObject(_ ref: ObjectRef) -> ObjectRef? {
        let key = ObjectIdentifier(ref)
        if let done = objects[key] { return done }
        let storage = ObjectStorage(type: ref.storage.type, fields: [], interpreter: interpreter)
        let copied = ObjectRef(storage: storage)
        // Registered before the fields are copied: an instance that refers back to itself
        // (a parent and its child) gets its own copy, not a second one.
        objects[key] = copied
        originals.append(ref)
        guard let fields = copyAll(ref.storage.fields) else { return nil }
        storage.fields = fields
        return copied
    }

    private mutating func copyFunction(_ function: FunctionValue) -> FunctionValue? {
        if function.native != nil || function.captures.isEmpty { return function }
        let key = ObjectIdentifier(function)
        if let done = functions[key] { return done }
        originals.append(function)
        guard let captures = copyAll(function.captures) else { return nil }
        let copied = FunctionValue(box: function.box, captures: captures, captureSlots: function.captureSlots,
                                   selfSlot: function.selfSlot)
        copied.comparator = function.comparator
        copied.binary = function.binary
        functions[key] = copied
        return copied
    }
}

extension Value {
    /// True when the value is, or contains, something a copy of it would
    /// share: a class instance, a closure, a box or a weak reference.
    var holdsReference: Bool {
        switch self {
        case .int, .uint, .double, .float, .bool, .string, .character, .none, .void:
            return false
        case .function, .box, .object, .weakObject:
            return true
        case .array(let items), .tuple(let items), .enumCase(_, let items):
            return items.contains { $0.holdsReference }
        case .dictionary(let dictionary):
            return dictionary.keys.contains { $0.holdsReference } || dictionary.values.contains { $0.holdsReference }
        case .set(let set):
            return set.elements.contains { $0.holdsReference }
        case .record(let record):
            return record.contains { $0.holdsReference }
        case .some(let wrapped), .existential(let wrapped, _):
            return wrapped.holdsReference
        case .range(let low, let high):
            return low.holdsReference || high.holdsReference
        case .stride(let from, let to, let by, _):
            return from.holdsReference || to.holdsReference || by.holdsReference
        }
    }
}
