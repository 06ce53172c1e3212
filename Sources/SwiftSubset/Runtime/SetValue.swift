/// A set that remembers insertion order.
///
/// Swift's `Set` iterates in an order that changes from process to process (per-process hash
/// seeds); keylab follows its Dictionary decision (docs/decisions.md) and keeps insertion order,
/// so output is reproducible. Programs whose output must match Swift print `sorted()` sets.
struct SetValue: Sendable {
    private(set) var elements: [Value] = []
    private var index = HashIndex()

    init() {}

    init(_ values: [Value]) {
        for v in values { insert(v) }
    }

    var count: Int { elements.count }
    /// Buckets of the hash index (for the memory meter).
    var indexCapacity: Int { index.capacity }

    func contains(_ v: Value) -> Bool {
        guard let h = v.keyHash else { return false }
        return index.find(h, v, in: elements).position != nil
    }

    /// Inserts `v`; returns false when an equal element was already there (Swift's `inserted`).
    @discardableResult
    mutating func insert(_ v: Value) -> Bool {
        guard let h = v.keyHash else { return false }
        let found = index.find(h, v, in: elements)
        if found.position != nil { return false }
        index.append(h, position: elements.count, bucket: found.bucket)
        elements.append(v)
        return true
    }

    /// Removes `v`; returns the removed element, as Swift's `remove(_:)` does.
    @discardableResult
    mutating func remove(_ v: Value) -> Value? {
        guard let h = v.keyHash, let i = index.find(h, v, in: elements).position else { return nil }
        let old = elements.remove(at: i)
        index.remove(at: i)
        return old
    }

    func isSubset(of other: SetValue) -> Bool { elements.allSatisfy { other.contains($0) } }
}
