import Testing
import SwiftSubset

/// What the corpus (whole files) cannot show: declarations of issue 26's features in one REPL
/// entry used by later ones.
@Suite("Property wrappers, typed throws and static requirements across REPL entries")
struct LanguageGuideREPLTests {
    @Test("a property wrapper declared in one entry wraps properties declared in later ones")
    func propertyWrapperAcrossEntries() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("""
            @propertyWrapper struct Halved {
                private var stored = 0
                var wrappedValue: Int { get { stored } set { stored = newValue / 2 } }
                var projectedValue: Bool { stored > 10 }
            }
            """).failed)
        #expect(!repl.evaluate("struct Jar { @Halved var beans: Int }").failed)
        #expect(repl.evaluate("var jar = Jar()\njar.beans = 30\nprint(jar.beans, jar.$beans)").output.hasPrefix("15 true\n"))
        let topLevel = repl.evaluate("@Halved var loose: Int")
        #expect(topLevel.failed)
        #expect(topLevel.output.hasPrefix("error: property wrappers are not yet supported in top-level code"))
    }

    @Test("a typed-throws function from an earlier entry gives a later catch its error type")
    func typedThrowsAcrossEntries() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("enum Jam: Error { case stuck(Int) }\nfunc feed(_ n: Int) throws(Jam) -> Int { if n > 3 { throw .stuck(n) }; return n }").failed)
        let caught = repl.evaluate("do { _ = try feed(7) } catch { switch error { case .stuck(let n): print(\"stuck at\", n) } }")
        #expect(!caught.failed)
        #expect(caught.output == "stuck at 7\n")
    }

    @Test("a static requirement declared earlier is checked when a later type conforms")
    func staticRequirementAcrossEntries() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("protocol Named { static var title: String { get } }").failed)
        let missing = repl.evaluate("struct Plain: Named {}")
        #expect(missing.failed)
        #expect(missing.output.hasPrefix("error: type 'Plain' does not conform to protocol 'Named'"))
        #expect(!repl.evaluate("struct Fancy: Named { static let title = \"fancy\" }\nfunc title<T: Named>(_ x: T) -> String { T.title }").failed)
        #expect(repl.evaluate("print(title(Fancy()))").output == "fancy\n")
    }
}
