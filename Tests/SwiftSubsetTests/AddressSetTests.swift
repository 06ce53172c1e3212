@testable import SwiftSubset
import Testing

/// The memory walk's table of counted addresses must answer as a `Set` would, or a shared array
/// would be counted twice (or a distinct one not at all).
@Suite("Memory walk address set")
struct AddressSetTests {
    @Test("insert reports a new address once, through growth and for address 0")
    func insertsLikeASet() {
        var table = AddressSet()
        var reference: Set<UInt> = []
        var x: UInt = 12345
        for k in 0..<20_000 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            // Aligned addresses, many repeated, and 0.
            let address = k % 7 == 0 ? 0 : (x >> 40) << 4
            #expect(table.insert(address) == reference.insert(address).inserted)
        }
    }

    @Test("a walk counts an array shared by two variables once")
    func sharedStorageCountedOnce() {
        let values: [Value] = (0..<1000).map { .string(String(repeating: "x", count: 16 + $0 % 3)) }
        var one = MemoryMeter()
        one.add(.array(values))
        var two = MemoryMeter()
        two.add(.array(values))
        two.add(.array(values))
        #expect(one.bytes == two.bytes)
        #expect(one.bytes > 1000 * 16)
    }
}
