/// A struct instance's stored properties, by index, in one heap object with the fields inline.
///
/// `Value.record` used to hold a `[Value]`: a Swift array's buffer has a 32-byte header (object
/// header, count, capacity), so two `Int` fields took a 96-byte request (a 112-byte malloc chunk).
/// `RecordStorage` keeps only the count: 72 bytes for two fields (an 80-byte chunk), and the value
/// semantics are the same: copying a `Record` shares the object, and the first change through a copy
/// that is not the only reference copies it first (`isKnownUniquelyReferenced`), as an array does.
/// Code that changes a field in place therefore still moves the record out of its slot first.
struct Record: RandomAccessCollection, @unchecked Sendable {
    private var storage: RecordStorage

    init(_ fields: [Value]) {
        storage = RecordStorage.make(fields.count)
        fields.withUnsafeBufferPointer { src in
            guard let base = src.baseAddress else { return }
            storage.elements.initialize(from: base, count: src.count)
        }
    }

    /// `count` fields, each `value` (filled in by an initializer).
    init(repeating value: Value, count: Int) {
        storage = RecordStorage.make(count)
        storage.elements.initialize(repeating: value, count: count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.header }

    subscript(k: Int) -> Value {
        get {
            precondition(k >= 0 && k < storage.header, "Record index out of range")
            return storage.elements[k]
        }
        _modify {
            precondition(k >= 0 && k < storage.header, "Record index out of range")
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            yield &storage.elements[k]
        }
    }

    /// Where field `k` is stored: valid while this record's storage is alive and not changed
    /// (PlainPathRead.swift reads through it without retaining the record).
    func fieldPointer(_ k: Int) -> UnsafePointer<Value> {
        UnsafePointer(storage.elements + k)
    }

    /// The fields as a buffer, read in place (no retain of each field).
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Value>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) {
            try body(UnsafeBufferPointer(start: storage.elements, count: storage.header))
        }
    }
}

/// The heap object of a `Record`: the field count in the header, then the fields.
final class RecordStorage: ManagedBuffer<Int, Value> {
    static func make(_ count: Int) -> RecordStorage {
        let buffer = RecordStorage.create(minimumCapacity: count) { _ in count }
        return unsafeDowncast(buffer, to: RecordStorage.self)
    }

    /// The first field; valid while this object is alive.
    var elements: UnsafeMutablePointer<Value> {
        withUnsafeMutablePointerToElements { $0 }
    }

    func copy() -> RecordStorage {
        let n = header
        let new = RecordStorage.make(n)
        new.elements.initialize(from: elements, count: n)
        return new
    }

    deinit {
        _ = withUnsafeMutablePointers { count, fields in fields.deinitialize(count: count.pointee) }
    }
}
