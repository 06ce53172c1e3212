/// The hash index of a `Set` or `Dictionary` value: where each key sits in the value's ordered
/// key array.
///
/// It replaced a `[DictionaryKey: Int]`, which made every look-up build a `DictionaryKey` (a copy
/// of the key, an array for a struct key), hash it with a `Hasher`, and an insert look up twice
/// (once to test, once to store). Here the key is hashed straight from its `Value` once
/// (`Value.keyHash`), the table is probed once, and a candidate is compared with `Value.equal`
/// (which agrees with `DictionaryKey`'s equality for every hashable value) only when its stored
/// hash matches.
///
/// Open addressing with linear probing: `buckets` holds a key's position + 1 (0 is empty) and
/// has a power-of-two count, at most three quarters full. `hashes[p]` is the hash of the key at
/// position `p`, so growing and removal rebuild the table without hashing again.
struct HashIndex: Sendable {
    private(set) var hashes: [Int] = []
    private var buckets: [Int32] = []

    /// Buckets in the table (for the memory meter).
    var capacity: Int { buckets.count }

    /// Where the key hashed `h` that equals `key` is in `keys`, or nil (and the empty bucket
    /// where it would go, for `insert(at:)`).
    @inline(__always)
    func find(_ h: Int, _ key: Value, in keys: [Value]) -> (position: Int?, bucket: Int) {
        let n = buckets.count
        if n == 0 { return (nil, -1) }
        return buckets.withUnsafeBufferPointer { b in
            hashes.withUnsafeBufferPointer { hs in
                keys.withUnsafeBufferPointer { ks in
                    let mask = n &- 1
                    var i = HashIndex.start(h) & mask
                    while true {
                        let p = Int(b[i]) &- 1
                        if p < 0 { return (nil, i) }
                        if hs[p] == h && Value.equal(ks[p], key) { return (p, i) }
                        i = (i &+ 1) & mask
                    }
                }
            }
        }
    }

    /// Records that the key hashed `h` was appended to the keys at `position` (== the count before),
    /// in `bucket` when `find` gave one and the table need not grow.
    @inline(__always)
    mutating func append(_ h: Int, position: Int, bucket: Int) {
        hashes.append(h)
        if bucket >= 0 && (position &+ 1) &* 4 <= buckets.count &* 3 {
            buckets[bucket] = Int32(truncatingIfNeeded: position &+ 1)
        } else {
            rebuild(minimumCount: position &+ 1)
        }
    }

    /// After the key at `position` was removed from the keys (later keys moved down one).
    mutating func remove(at position: Int) {
        hashes.remove(at: position)
        rebuild(minimumCount: hashes.count)
    }

    mutating func removeAll() {
        hashes = []
        buckets = []
    }

    /// A table for `hashes`, large enough for `minimumCount` keys.
    private mutating func rebuild(minimumCount: Int) {
        var size = max(buckets.count, 8)
        while minimumCount &* 4 > size &* 3 { size &*= 2 }
        var table = [Int32](repeating: 0, count: size)
        let mask = size &- 1
        table.withUnsafeMutableBufferPointer { b in
            for (p, h) in hashes.enumerated() {
                var i = HashIndex.start(h) & mask
                while b[i] != 0 { i = (i &+ 1) & mask }
                b[i] = Int32(truncatingIfNeeded: p &+ 1)
            }
        }
        buckets = table
    }

    /// Spreads a hash's bits over the low ones the mask keeps (an `Int` key's hash is itself).
    @inline(__always)
    private static func start(_ h: Int) -> Int {
        let z = UInt(bitPattern: h) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: z ^ (z >> 29))
    }
}

extension Value {
    /// A hash consistent with `Value.equal` for hashable values (those `DictionaryKey` accepts);
    /// nil for a value that cannot be a key. Strings and characters use Swift's own hash, which
    /// respects canonical equivalence (`"\u{212A}" == "K"`).
    var keyHash: Int? {
        switch self {
        case .int(let x): return x
        case .uint(let x): return Int(bitPattern: x)
        // 0.0 == -0.0 must hash alike; a NaN never equals anything, any hash will do.
        case .double(let x): return x == 0 ? 0 : Int(truncatingIfNeeded: x.bitPattern)
        case .float(let x): return x == 0 ? 0 : Int(x.bitPattern)
        case .bool(let x): return x ? 1 : 2
        case .string(let s): return s.hashValue
        case .character(let c): return c.hashValue
        case .none: return 3
        case .some(let w): return w.keyHash.map { Value.combine(5, $0) }
        case .enumCase(let tag, let payload):
            var h = Value.combine(7, tag)
            for p in payload {
                guard let x = p.keyHash else { return nil }
                h = Value.combine(h, x)
            }
            return h
        case .record(let fields):
            var h = 11
            for f in fields {
                guard let x = f.keyHash else { return nil }
                h = Value.combine(h, x)
            }
            return h
        case .existential(let w, _): return w.keyHash
        case .object(let r): return ObjectIdentifier(r.storage).hashValue
        default: return nil
        }
    }

    @inline(__always)
    private static func combine(_ h: Int, _ x: Int) -> Int {
        (h &* 31) &+ (x ^ (x >> 17))
    }
}
