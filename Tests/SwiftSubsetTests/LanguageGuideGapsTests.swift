import Testing
import SwiftSubset

/// Issue 26, held-out programs over the language guide: what corpus files cannot show (REPL
/// entries) and the wording of refusals, which the corpus checks only by prefix.
@Suite("Language guide gaps")
struct LanguageGuideGapsTests {
    @Test("a generic overload declared in a later REPL entry keeps the earlier one")
    func genericOverloadsAcrossEntries() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("func f<T>(_ x: T) -> String { \"one \\(x)\" }").failed)
        #expect(!repl.evaluate("func f<T>(a: T, b: T) -> String { \"two \\(a) \\(b)\" }").failed)
        #expect(repl.evaluate("print(f(1))").output == "one 1\n")
        #expect(repl.evaluate("print(f(a: 2, b: 3))").output == "two 2 3\n")
    }

    @Test("a private member read from outside its type is swiftc's error, inside it is fine")
    func privateMembers() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("""
            struct Meter {
                private var log: [Int] = []
                private(set) var reading = 0
                mutating func tick() { reading += 1; log.append(reading) }
                var steps: Int { log.count }
            }
            extension Meter { func twice() -> Int { reading * 2 + log.count } }
            var m = Meter()
            m.tick()
            """).failed)
        #expect(repl.evaluate("print(m.reading, m.steps, m.twice())").output == "1 1 3\n")
        let read = repl.evaluate("print(m.log)")
        #expect(read.failed)
        #expect(read.output.hasPrefix("error: 'log' is inaccessible due to 'private' protection level"))
        let write = repl.evaluate("m.reading = 10")
        #expect(write.failed)
        #expect(write.output.hasPrefix("error: cannot assign to property: 'reading' setter is inaccessible"))
    }

    @Test("a member of 'extension Collection' is given to arrays and refused by name elsewhere")
    func collectionExtensions() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("extension Collection { var second: Element? { dropFirst().first } }").failed)
        #expect(repl.evaluate("print([4, 5, 6].second as Any, [\"a\"].second as Any)").output == "Optional(5) nil\n")
        let other = repl.evaluate("print(\"abc\".second as Any)")
        #expect(other.failed)
        #expect(other.output.contains("keylab does not support members of 'extension Collection' used on 'String'"))
    }

    @Test("observers on a top-level variable are refused by name, not read as a trailing closure")
    func topLevelObservers() {
        let repl = SwiftREPL()
        let r = repl.evaluate("var total = 0 { didSet { print(total) } }")
        #expect(r.failed)
        #expect(r.output.contains("keylab does not support observers ('willSet'/'didSet') on variables outside types"))
    }
}
