/// A set that remembers insertion order.
///
/// Swift's `Set` iterates in an order that changes from process to process (per-process hash
/// seeds); keylab follows its Dictionary decision (docs/decisions.md) and keeps insertion order,
/// so output is reproducible. Programs whose output must match Swift print `sorted()` sets.
struct SetValue: Sendable {
    private(set) var elements: [Value] = []
    private var index: [DictionaryKey: Int] = [:]

    init() {}

    init(_ values: [Value]) {
        for v in values { insert(v) }
    }

    var count: Int { elements.count }
    /// Buckets of the hash index (for the memory meter).
    var indexCapacity: Int { index.capacity }

    func contains(_ v: Value) -> Bool {
        guard let k = DictionaryKey(v) else { return false }
        return index[k] != nil
    }

    /// Inserts `v`; returns false when an equal element was already there (Swift's `inserted`).
    @discardableResult
    mutating func insert(_ v: Value) -> Bool {
        guard let k = DictionaryKey(v), index[k] == nil else { return false }
        index[k] = elements.count
        elements.append(v)
        return true
    }

    /// Removes `v`; returns the removed element, as Swift's `remove(_:)` does.
    @discardableResult
    mutating func remove(_ v: Value) -> Value? {
        guard let k = DictionaryKey(v), let i = index[k] else { return nil }
        let old = elements.remove(at: i)
        index[k] = nil
        for j in i..<elements.count {
            if let kj = DictionaryKey(elements[j]) { index[kj] = j }
        }
        return old
    }

    func isSubset(of other: SetValue) -> Bool { elements.allSatisfy { other.contains($0) } }
}
