import Testing
import SwiftSubset

/// An operator Swift does not have is reported as swiftc reports it
/// ("cannot find operator … in scope"), not as a keylab limit; a habit from
/// another language gets a pointer to the Swift way.
@Suite("Unknown operators")
struct UnknownOperatorTests {
    @Test("a JavaScript arrow function points to Swift's closure syntax")
    func arrowFunction() {
        let output = SwiftREPL().evaluate("let double = x => x * 2").output
        #expect(output.hasPrefix("error: cannot find operator '=>' in scope\n"), "\(output)")
        #expect(output.contains("{ x in x * 2 }"), "\(output)")
        #expect(!output.contains("not supported in keylab"), "\(output)")
    }

    @Test("a spelling no language knows gets swiftc's words and no hint")
    func madeUpOperator() {
        let output = SwiftREPL().evaluate("let a = 1 <=> 2").output
        #expect(output.hasPrefix("error: cannot find operator '<=>' in scope\n"), "\(output)")
        #expect(!output.contains("note:"), "\(output)")
    }

    @Test("Python's power operator points to pow")
    func powerOperator() {
        let output = SwiftREPL().evaluate("let a = 2 ** 3").output
        #expect(output.hasPrefix("error: cannot find operator '**' in scope\n"), "\(output)")
        #expect(output.contains("pow(_:_:)"), "\(output)")
    }
}
