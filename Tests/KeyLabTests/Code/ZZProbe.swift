import Testing
import KeyboardSim
@testable import KeyLab
import SimUIKit
import SwiftSubset
import Foundation

@Suite struct ZZProbe {
    @Test func probe() throws {
        let clock = ContinuousClock()
        var t = clock.now
        func lap(_ s: String) { let n = clock.now; print("PROBE \(s): \(n - t)"); t = n }
        let strategy = "shift-view only nickname guard on measure end"
        for _ in 0..<3 {
            let repl = SwiftREPL(modules: UIKitPrelude.modules)
            _ = repl.evaluate("import UIKit")
            lap("import")
        }
        let session = try CodeMatrix.Session()
        var pair = try session.pair(strategy: strategy, device: "iphone-8", orientation: .portrait)
        lap("first pair (import+load+install)")
        for _ in 0..<5 { pair = try session.pair(strategy: strategy, device: "iphone-8", orientation: .portrait) }
        lap("5 more installs same")
        for d in ["iphone-se", "iphone-x", "ipad"] { pair = try session.pair(strategy: strategy, device: d, orientation: .portrait) }
        lap("3 more devices")
        lap("5 more installs")
        for e in [Event.focus("nickname"), .focus("email"), .focus("nickname"), .dismiss] { _ = pair.code.apply(e) }
        lap("4 events code")
        for e in [Event.focus("nickname"), .focus("email"), .focus("nickname"), .dismiss] { _ = pair.builtIn.apply(e) }
        lap("4 events builtin")
        for _ in 0..<20 { _ = CodeMatrix.snapshot(pair.code) }
        lap("20 snapshots")
    }
}
