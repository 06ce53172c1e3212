@testable import SwiftSubset
import Testing

/// A comparator written `if c { return a }` … `return b` (issue 26): its key test chooses between
/// the branches' tests as the statements do, so sorting by the key table gives the closure's order.
@Suite("Comparator chains as key tests")
struct ComparatorChainTests {
    /// `if a.age != b.age { return a.age < b.age }; return a.id > b.id` over records (id, age).
    private var chain: SortKeyTest {
        .choose(.compare(.notEqual, .int, .field(0, 1), .field(1, 1)),
                .compare(.less, .int, .field(0, 1), .field(1, 1)),
                .compare(.greater, .int, .field(0, 0), .field(1, 0)))
    }

    @Test("the table's test answers as the closure for every pair of elements")
    func choosesLikeTheStatements() throws {
        let people: [(id: Int, age: Int)] = [(0, 30), (1, 25), (2, 30), (3, 25), (4, 41), (5, 30)]
        let values = people.map { Value.record(Record([.int($0.id), .int($0.age)])) }
        try values.withUnsafeBufferPointer { p in
            let table = try #require(SortKeyTable(chain, p))
            try table.cells.withUnsafeBufferPointer { cells in
                let base = try #require(cells.baseAddress)
                for (j, a) in people.enumerated() {
                    for (k, b) in people.enumerated() {
                        let want = a.age != b.age ? a.age < b.age : a.id > b.id
                        #expect(table.test(base + j * table.width, base + k * table.width) == want, "\(a) vs \(b)")
                    }
                }
            }
        }
    }

    @Test("a program sorting by such a closure prints the closure's order")
    func sortsByTheChain() {
        let result = SwiftProgram.run(source: """
        struct P { let id: Int; let age: Int }
        let ps = [P(id: 0, age: 30), P(id: 1, age: 25), P(id: 2, age: 30), P(id: 3, age: 25), P(id: 4, age: 41)]
        let sorted = ps.sorted { a, b in
            if a.age != b.age { return a.age < b.age }
            return a.id > b.id
        }
        print(sorted.map { $0.id })
        """, fileName: "main.swift")
        #expect(result.stdout == "[3, 1, 2, 0, 4]\n", "\(result.stderr)")
    }
}
