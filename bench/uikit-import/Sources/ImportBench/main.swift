#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SimUIKit
import SwiftSubset

// The first entry of a fresh session, with and without `import UIKit`; the
// difference is what loading the prelude (parsing and checking its files,
// running its static initializers) costs. Each pair runs in a new session,
// so every measured entry is a first import.

let budgetMilliseconds = 20.0
let rounds = 41
let withImport = "import UIKit\nvar frame = CGRect(x: 0, y: 0, width: 390, height: 844)\nframe.origin.y -= 258\n"
let without = "var frame = (x: 0.0, y: 0.0, width: 390.0, height: 844.0)\nframe.y -= 258\n"

func milliseconds(_ d: Duration) -> Double {
    let (seconds, attoseconds) = d.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func firstEntry(_ source: String) -> Double {
    let repl = SwiftREPL(modules: UIKitPrelude.modules)
    let clock = ContinuousClock()
    let start = clock.now
    let result = repl.evaluate(source)
    let elapsed = clock.now - start
    if result.failed {
        print("bench entry failed:\n\(result.output)")
        exit(2)
    }
    return milliseconds(elapsed)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

_ = firstEntry(withImport)  // warm up the host process (page faults, first allocations)
var imported: [Double] = []
var plain: [Double] = []
var added: [Double] = []
for _ in 0..<rounds {
    let a = firstEntry(withImport)
    let b = firstEntry(without)
    imported.append(a)
    plain.append(b)
    added.append(a - b)
}
let cost = median(added)
print("import UIKit benchmark (release); first REPL entry of a fresh session, median of \(rounds) pairs")
print("entry with import UIKit: \(rounded(median(imported))) ms")
print("same entry without it:   \(rounded(median(plain))) ms")
print("added by import UIKit:   \(rounded(cost)) ms (budget \(rounded(budgetMilliseconds)) ms)")
if cost > budgetMilliseconds {
    print("import bench: MISSED")
    exit(1)
}
print("import bench: ok")

func rounded(_ x: Double) -> String {
    let tenths = (x * 100).rounded() / 100
    return "\(tenths)"
}
