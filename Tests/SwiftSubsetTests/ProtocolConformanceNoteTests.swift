import Testing
import SwiftSubset

@Suite("Protocol conformance notes")
struct ProtocolConformanceNoteTests {
    @Test("a missing requirement is named as swiftc names it, with its own line from an earlier entry")
    func missingRequirementNotes() {
        let repl = SwiftREPL()
        _ = repl.evaluate("protocol Avoiding {\n    var bottom: Double { get }\n    func adjust(for top: Double) -> Double\n}")
        let method = repl.evaluate("struct A: Avoiding {\n    var bottom: Double\n}").output
        #expect(method == """
            error: type 'A' does not conform to protocol 'Avoiding'
            struct A: Avoiding {
                   ^
            note: add stubs for conformance
            struct A: Avoiding {
                   ^
            note: protocol requires function 'adjust(for:)' with type '(Double) -> Double'
                func adjust(for top: Double) -> Double
                     ^

            """)
        let property = repl.evaluate("struct B: Avoiding { func adjust(for top: Double) -> Double { top } }").output
        #expect(property.contains("note: protocol requires property 'bottom' with type 'Double'\n    var bottom: Double { get }\n        ^\n"))
    }
}
