/// A runtime value. The checker knows every static type, so values carry no type tags beyond their storage.
///
/// Invariants:
/// - A value carries its storage only; its type is the static type the checker knows. `Int8`'s 3
///   and `Int`'s 3 are both `.int(3)`; an initialized `Int` variable's slot holds `.int`, never another case
///   (so in-place readers such as `Interpreter.localInt` can match `.int` alone).
/// - Value semantics come from Swift's own copy-on-write: arrays, tuples and enum payloads are Swift
///   arrays, and struct fields (`.record`) a `Record` that copies on write the same way, so copying a
///   `Value` shares storage until one copy changes.
/// - A `Value` is 17 bytes, 24 with padding (`MemoryLayout<Value>.stride`); no case may hold more
///   than 16 bytes inline (`dictionary` and the multi-value cases are `indirect`).
///   Changing a value in place (a field, an element) first moves it out of its slot, so its storage
///   stays uniquely referenced and is not copied.
/// - Reference semantics come from Swift objects: a class instance is one `ObjectRef` (ObjectValue.swift),
///   a captured variable one `Box`, a closure one `FunctionValue`.
enum Value: Sendable {
    case int(Int)
    case uint(UInt)
    case double(Double)
    case float(Float)
    case bool(Bool)
    case string(String)
    case character(Character)
    case array([Value])
    /// Indirect: inline, its three words made every `Value` 32 bytes; boxed, a `Value` is 24 (stride).
    indirect case dictionary(DictionaryValue)
    indirect case some(Value)
    case none
    /// Range and ClosedRange bounds (closedness comes from the static type).
    indirect case range(Value, Value)
    /// A stride sequence: start, end, step and whether the end is included.
    indirect case stride(Value, Value, Value, Bool)
    case void
    /// A tuple's elements in order (labels live in the static type).
    case tuple([Value])
    /// A closure, a function used as a value or an operator function (see FunctionValue.swift).
    case function(FunctionValue)
    /// A variable captured by a closure: the slot holds this shared cell instead of the value.
    case box(Box)
    /// A set (see SetValue.swift).
    case set(SetValue)
    /// A struct instance: its stored properties by index (RecordValue.swift: one object per
    /// instance, copy-on-write like an array).
    case record(Record)
    /// A class instance; Swift's own reference counting of `ObjectRef` decides when `deinit` runs.
    case object(ObjectRef)
    /// An enum value: the case's index and its associated values (empty for a simple case).
    case enumCase(Int, [Value])
    /// What a `weak` (or `unowned`) variable or property stores; reads turn it back into an optional object.
    case weakObject(WeakRef)
    /// A value of a protocol type (`any Shape`, `Any`): the concrete value and how it conforms.
    indirect case existential(Value, ExistentialInfo)
}

/// A hashable key for dictionaries (keys are restricted to hashable basic types).
enum DictionaryKey: Hashable, Sendable {
    case int(Int), uint(UInt), double(Double), float(Float), bool(Bool), string(String), character(Character)
    case none
    indirect case some(DictionaryKey)
    /// Hashable enums and structs (synthesized conformance hashes every case payload / property).
    case enumCase(Int, [DictionaryKey])
    case record([DictionaryKey])
    /// An `AnyHashable` key: the wrapped value's key and its type's name (AnyHashable.swift).
    indirect case existential(String, DictionaryKey)
    /// An instance of a Hashable class: by identity, as `hasher.combine(ObjectIdentifier(self))`.
    case object(ObjectIdentifier)

    init?(_ v: Value) {
        switch v {
        case .int(let x): self = .int(x)
        case .uint(let x): self = .uint(x)
        case .double(let x): self = .double(x)
        case .float(let x): self = .float(x)
        case .bool(let x): self = .bool(x)
        case .string(let x): self = .string(x)
        case .character(let x): self = .character(x)
        case .none: self = .none
        case .some(let w):
            guard let k = DictionaryKey(w) else { return nil }
            self = .some(k)
        case .enumCase(let tag, let payload):
            var keys: [DictionaryKey] = []
            for p in payload { guard let k = DictionaryKey(p) else { return nil }; keys.append(k) }
            self = .enumCase(tag, keys)
        case .record(let fields):
            var keys: [DictionaryKey] = []
            for f in fields { guard let k = DictionaryKey(f) else { return nil }; keys.append(k) }
            self = .record(keys)
        case .existential(let w, let info):
            guard let k = DictionaryKey(w) else { return nil }
            self = .existential(info.concreteType.runtimeName, k)
        case .object(let r): self = .object(ObjectIdentifier(r.storage))
        default: return nil
        }
    }
}

/// A dictionary that remembers insertion order, so keylab's output is reproducible.
struct DictionaryValue: Sendable {
    private(set) var keys: [Value] = []
    var values: [Value] = []
    /// Where each key is in `keys` (HashIndex.swift).
    private(set) var index = HashIndex()

    var count: Int { keys.count }

    func lookup(_ key: Value) -> Value? {
        guard let h = key.keyHash, let i = index.find(h, key, in: keys).position else { return nil }
        return values[i]
    }

    mutating func set(_ key: Value, _ value: Value) {
        guard let h = key.keyHash else { return }
        let found = index.find(h, key, in: keys)
        if let i = found.position {
            values[i] = value
        } else {
            index.append(h, position: keys.count, bucket: found.bucket)
            keys.append(key)
            values.append(value)
        }
    }

    /// Changes the value for `key` in place: `body` gets `.some(value)` (`.none` when the key is
    /// absent) and leaves `.some(new)` to store or `.none` to remove. The value is moved out of the
    /// dictionary while `body` runs, so an array or string held there is uniquely referenced and
    /// grows in place (`groups[k]!.append(x)`).
    mutating func modifyValue<E: Error>(_ key: Value, _ body: (inout Value) throws(E) -> Void) throws(E) {
        guard let h = key.keyHash else { return }
        let found = index.find(h, key, in: keys)
        var current: Value
        if let i = found.position {
            current = .some(values[i])
            values[i] = .void
        } else {
            current = .none
        }
        defer {
            if case .some(let w) = current {
                if let i = found.position {
                    values[i] = w
                } else {
                    // `body` cannot reach this dictionary (it is moved out while changed), so the
                    // empty bucket `find` gave is still the key's.
                    index.append(h, position: keys.count, bucket: found.bucket)
                    keys.append(key)
                    values.append(w)
                }
            } else if let i = found.position {
                keys.remove(at: i)
                values.remove(at: i)
                index.remove(at: i)
            }
        }
        try body(&current)
    }

    /// `d[key, default: fallback]` changed in place: the value, or `fallback` stored first when the
    /// key is absent (Swift's `_modify` of that subscript also inserts before it yields), is passed
    /// to `body` where it sits, so no optional is built around it.
    mutating func modifyValue<E: Error>(_ key: Value, default fallback: Value,
                                        _ body: (inout Value) throws(E) -> Void) throws(E) {
        guard let h = key.keyHash else { return }
        let found = index.find(h, key, in: keys)
        let position: Int
        if let p = found.position {
            position = p
        } else {
            position = keys.count
            index.append(h, position: position, bucket: found.bucket)
            keys.append(key)
            values.append(fallback)
        }
        try body(&values[position])
    }

    @discardableResult
    mutating func remove(_ key: Value) -> Value? {
        guard let h = key.keyHash, let i = index.find(h, key, in: keys).position else { return nil }
        let old = values[i]
        keys.remove(at: i)
        values.remove(at: i)
        index.remove(at: i)
        return old
    }
}

extension Value {
    var asInt: Int { if case .int(let x) = self { return x }; return 0 }
    var asBool: Bool { if case .bool(let x) = self { return x }; return false }
    var asString: String { if case .string(let x) = self { return x }; return "" }
    var asArray: [Value] { if case .array(let x) = self { return x }; return [] }
    var asDouble: Double { if case .double(let x) = self { return x }; return 0 }

    /// Equality for values of the same static type.
    static func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.uint(let x), .uint(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.float(let x), .float(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.character(let x), .character(let y)): return x == y
        case (.none, .none): return true
        case (.some(let x), .some(let y)): return equal(x, y)
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            guard x.count == y.count else { return false }
            for (k, v) in zip(x.keys, x.values) {
                guard let w = y.lookup(k), equal(v, w) else { return false }
            }
            return true
        case (.range(let a1, let b1), .range(let a2, let b2)): return equal(a1, a2) && equal(b1, b2)
        case (.void, .void): return true
        case (.tuple(let x), .tuple(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.set(let x), .set(let y)): return x.count == y.count && x.isSubset(of: y)
        case (.record(let x), .record(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.enumCase(let t1, let p1), .enumCase(let t2, let p2)):
            return t1 == t2 && p1.count == p2.count && zip(p1, p2).allSatisfy { equal($0, $1) }
        case (.object(let a), .object(let b)): return a.storage === b.storage
        // `AnyHashable`s: equal when the wrapped values have one type and are equal.
        case (.existential, .existential):
            guard let x = DictionaryKey(a), let y = DictionaryKey(b) else { return false }
            return x == y
        default: return false
        }
    }

    /// Ordering for comparable values of the same static type.
    static func less(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y
        case (.uint(let x), .uint(let y)): return x < y
        case (.double(let x), .double(let y)): return x < y
        case (.float(let x), .float(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        case (.character(let x), .character(let y)): return x < y
        case (.bool(let x), .bool(let y)): return !x && y
        case (.enumCase(let x, let p), .enumCase(let y, let q)):
            // Synthesized `Comparable`: the case declared first is smaller; within one case the
            // associated values compare in order, as a tuple's elements do.
            if x != y { return x < y }
            return less(.tuple(p), .tuple(q))
        case (.tuple(let x), .tuple(let y)):
            // Lexicographic, as the standard library's `<` for tuples of Comparable elements.
            for (p, q) in zip(x, y) {
                if less(p, q) { return true }
                if less(q, p) { return false }
            }
            return false
        default: return false
        }
    }
}
