import Testing
import SwiftSubset

@Suite("Performance")
struct PerformanceTests {
    /// The release-build target is well under a second; debug builds are slower, so this only guards
    /// against a pathological regression (for example copying arrays or looking names up per step).
    @Test("summing 1...1_000_000 in a for loop")
    func sumLoop() {
        let clock = ContinuousClock()
        let start = clock.now
        let result = SwiftProgram.run(source: "var sum = 0\nfor i in 1...1_000_000 { sum += i }\nprint(sum)", fileName: "sum.swift")
        let elapsed = clock.now - start
        #expect(result.stdout == "500000500000\n")
        #expect(elapsed < .seconds(10))
    }

    @Test("appending to an array in a loop stays linear")
    func appendLoop() {
        let result = SwiftProgram.run(source: "var a: [Int] = []\nfor i in 0..<100_000 { a.append(i); a[i] += 1 }\nprint(a.count, a[99_999])",
                                      fileName: "a.swift")
        #expect(result.stdout == "100000 100000\n")
    }
}
