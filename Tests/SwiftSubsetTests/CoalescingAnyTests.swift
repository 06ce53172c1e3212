import Testing
import SwiftSubset

/// `userInfo["duration"] ?? 0.25` compiles in Swift: the left side is an
/// `Any?`, the default converts to `Any`, and the result is an `Any`
/// (expected output recorded with swiftc 6.3.1).
@Suite("Coalescing an Any? with a default")
struct CoalescingAnyTests {
    @Test("a userInfo lookup with a default gives the stored value or the default, as Any")
    func userInfoDefault() {
        let repl = SwiftREPL()
        _ = repl.evaluate("let userInfo: [AnyHashable: Any] = [\"duration\": 0.3]")
        let output = repl.evaluate("""
            let d = userInfo["duration"] ?? 0.25
            print(d)
            let e = userInfo["curve"] ?? 0.25
            print(e)
            print(e is Double, d is Double)
            """).output
        #expect(!output.contains("error:"), "\(output)")
        #expect(output.hasPrefix("0.3\n0.25\ntrue true\n"), "\(output)")
        // lldb names the dynamic type of a value held in an Any: `d: Double = 0.29999999999999999`.
        #expect(output.contains("d: Double = 0.29999999999999999\n"), "\(output)")
    }
}
