/// The storage addresses a memory walk has already counted (`MemoryMeter`).
///
/// A walk meets every record, array and instance of the program once (a 60,000-element array of
/// structs is 60,000 records), and `Set<UInt>` hashed each address with SipHash: a fifth of a
/// sort-heavy program's time went to the walks. Addresses need no protection against chosen
/// collisions, so this is an open-addressing table with a multiplicative hash, linear probing and
/// 0 as the empty mark (the address 0 is kept aside in `hasZero`).
struct AddressSet {
    private var slots: [UInt] = Array(repeating: 0, count: 64)
    private var count = 0
    private var shift = 58  // 64 - log2(slots.count)
    private var hasZero = false

    /// Adds `address`; false when it was there already.
    mutating func insert(_ address: UInt) -> Bool {
        if address == 0 {
            defer { hasZero = true }
            return !hasZero
        }
        if (count &+ 1) &* 2 > slots.count { grow() }
        let mask = slots.count &- 1
        var k = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
        while true {
            let here = slots[k]
            if here == address { return false }
            if here == 0 {
                slots[k] = address
                count &+= 1
                return true
            }
            k = (k &+ 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count &* 2)
        shift -= 1
        count = 0
        for a in old where a != 0 { _ = insert(a) }
    }
}
