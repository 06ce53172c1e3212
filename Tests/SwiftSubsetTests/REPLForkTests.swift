import Testing
import SwiftSubset

/// `SwiftREPL.fork()`: a copy that runs on by itself. keylab's view-controller
/// checks replay the learner's code once and fork it per device, so a fork
/// must never see what another fork, or the original, did afterwards.
@Suite("REPL fork")
struct REPLForkTests {
    @Test("a fork keeps the declarations and values, and goes its own way")
    func valuesAndDeclarations() throws {
        let repl = SwiftREPL()
        _ = repl.evaluate("var count = 1")
        _ = repl.evaluate("func bump() { count += 10 }")
        let fork = try #require(repl.fork())
        _ = fork.evaluate("bump()")
        #expect(fork.evaluate("count").output == "$R0: Int = 11\n")
        #expect(repl.evaluate("count").output == "$R0: Int = 1\n")
        #expect(fork.acceptedEntries == Array(repl.acceptedEntries.prefix(2)) + ["bump()", "count"])
    }

    @Test("class instances are copied: a change in one fork is not seen by the other or the original")
    func instancesAreCopied() throws {
        let repl = SwiftREPL()
        _ = repl.evaluate("final class Counter { var n = 0 }")
        _ = repl.evaluate("let shared = Counter()")
        _ = repl.evaluate("let alias = shared")
        let first = try #require(repl.fork())
        let second = try #require(repl.fork())
        _ = first.evaluate("shared.n = 5")
        // Two references to one instance stay two references to one copy.
        #expect(first.evaluate("alias.n").output == "$R0: Int = 5\n")
        #expect(first.evaluate("shared === alias").output == "$R1: Bool = true\n")
        #expect(second.evaluate("alias.n").output == "$R0: Int = 0\n")
        #expect(repl.evaluate("shared.n").output == "$R0: Int = 0\n")
    }

    @Test("closures get their own captured variables; a cycle through an instance is copied once")
    func closuresAndCycles() throws {
        let repl = SwiftREPL()
        _ = repl.evaluate("func makeCounter() -> () -> Int { var n = 0; return { n += 1; return n } }")
        _ = repl.evaluate("let next = makeCounter()")
        _ = repl.evaluate("_ = next()")
        _ = repl.evaluate("final class Node { var next: Node?; var label = \"a\" }")
        _ = repl.evaluate("let ring = Node()")
        _ = repl.evaluate("ring.next = ring")
        let fork = try #require(repl.fork())
        #expect(fork.evaluate("next()").output == "$R0: Int = 2\n")
        #expect(fork.evaluate("next()").output == "$R1: Int = 3\n")
        #expect(repl.evaluate("next()").output == "$R0: Int = 2\n")
        _ = fork.evaluate("ring.label = \"b\"")
        #expect(fork.evaluate("ring.next!.label").output == "$R2: String = \"b\"\n")
        #expect(repl.evaluate("ring.next!.label").output == "$R1: String = \"a\"\n")
    }

    @Test("a weak reference points at the copy of its instance")
    func weakReferences() throws {
        let repl = SwiftREPL()
        _ = repl.evaluate("final class Box { var v = 1 }")
        _ = repl.evaluate("let strong = Box()")
        _ = repl.evaluate("weak var weakOne: Box? = strong")
        let fork = try #require(repl.fork())
        _ = fork.evaluate("strong.v = 7")
        #expect(fork.evaluate("weakOne!.v").output == "$R0: Int = 7\n")
        #expect(repl.evaluate("weakOne!.v").output == "$R0: Int = 1\n")
    }

    @Test("no fork when a dictionary is keyed by instances: their identities cannot be copied")
    func instanceKeysRefuseAFork() {
        let repl = SwiftREPL()
        _ = repl.evaluate("final class Key: Hashable {\n  static func == (a: Key, b: Key) -> Bool { a === b }\n  var hashValue: Int { 0 }\n}")
        let declared = repl.evaluate("let table = [Key(): 1]")
        #expect(!declared.failed, "\(declared.output)")
        #expect(repl.fork() == nil)
    }
}
