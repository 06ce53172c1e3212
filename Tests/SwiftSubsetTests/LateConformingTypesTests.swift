import Testing
import SwiftSubset

/// A cast compiled before the conforming type was declared (an earlier REPL entry; in keylab's
/// UIKit, the prelude's code before the learner's class) still finds that type, as Swift's
/// runtime does.
@Suite("Casts to a protocol find types declared later")
struct LateConformingTypesTests {
    @Test("a cast in an earlier entry finds a class declared in a later one and calls its method")
    func castInEarlierEntry() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("""
            protocol Sizing: AnyObject { func height(_ row: Int) -> Int }
            extension Sizing { func height(_ row: Int) -> Int { 44 } }
            func ask(_ x: AnyObject) -> Int { (x as? Sizing)?.height(0) ?? -1 }
            """).failed)
        #expect(!repl.evaluate("final class Rows: Sizing { func height(_ row: Int) -> Int { 80 } }").failed)
        // Before: -1 (the cast failed, its tables were made before Rows existed).
        #expect(repl.evaluate("print(ask(Rows()))").output == "80\n")
        #expect(!repl.evaluate("final class Plain {}").failed)
        #expect(repl.evaluate("print(ask(Plain()))").output == "-1\n")
    }

    @Test("a struct declared later is found by `is` and `as?` compiled earlier")
    func structDeclaredLater() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("protocol Named { var name: String { get } }\nfunc describe(_ x: Any) -> String { (x as? Named)?.name ?? \"?\" }\nfunc named(_ x: Any) -> Bool { x is Named }").failed)
        #expect(!repl.evaluate("struct Field: Named { let name: String }").failed)
        #expect(repl.evaluate("print(describe(Field(name: \"email\")), named(Field(name: \"x\")), named(3))").output == "email true false\n")
    }
}
