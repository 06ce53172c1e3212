import Testing
@testable import KeyLab

@Suite("the session dispatches lines")
struct SessionDispatchTests {
    @Test("an unknown command is an error with a suggestion, and the session goes on")
    func unknownCommandSuggests() {
        let session = Session()
        let reply = session.handle(":qiut")
        #expect(reply.failed)
        #expect(reply.output == "error: unknown command ':qiut'\ndid you mean ':quit'?\n")
        #expect(!session.hasEnded)
        #expect(!session.handle(":help").failed)
    }

    @Test("a command with no close match points to :help")
    func unknownCommandWithoutMatch() {
        let reply = Session().handle(":zzzzzzzz")
        #expect(reply.output.contains("error: unknown command ':zzzzzzzz'"))
        #expect(reply.output.contains("type :help"))
    }

    @Test("a lone colon asks for a command name")
    func loneColon() {
        let reply = Session().handle(":")
        #expect(reply.failed)
        #expect(reply.output.contains("needs a command name"))
    }

    @Test(":quit ends the session")
    func quitEnds() {
        let session = Session()
        let reply = session.handle(":quit")
        #expect(reply.ended)
        #expect(session.hasEnded)
        #expect(!reply.failed)
    }

    @Test("blank lines answer nothing")
    func blankLine() {
        #expect(Session().handle("   ") == Reply())
    }

    @Test("unfinished Swift asks for more input; the complete entry is evaluated once")
    func unfinishedInput() {
        let session = Session()
        let first = session.handle("func double(_ x: Int) -> Int {")
        #expect(first.needsMoreInput)
        #expect(first.output.isEmpty)
        #expect(session.isAwaitingMoreInput)
        #expect(session.handle("  return x * 2").needsMoreInput)
        let last = session.handle("}")
        #expect(!last.needsMoreInput)
        #expect(!session.isAwaitingMoreInput)
        #expect(session.handle("double(21)").output.contains("42"))
    }

    @Test("a line starting with ':' inside an unfinished entry is part of the Swift entry")
    func colonInsideEntry() {
        let session = Session()
        #expect(session.handle("let s = \"\"\"").needsMoreInput)
        #expect(session.handle(":help").needsMoreInput)
        let end = session.handle("\"\"\"")
        #expect(!end.needsMoreInput)
        #expect(end.output.contains(":help"))
    }

    @Test("cancelling pending input (Ctrl-C) drops the unfinished entry")
    func cancelPending() {
        let session = Session()
        _ = session.handle("if true {")
        session.cancelPendingInput()
        #expect(!session.isAwaitingMoreInput)
        #expect(!session.handle(":help").needsMoreInput)
    }

    @Test("Swift lines are evaluated by SwiftSubset with REPL echo")
    func swiftEcho() {
        let session = Session()
        #expect(session.handle("let x = 3").output == "x: Int = 3\n")
    }

    @Test("failures are counted")
    func failureCount() {
        let session = Session()
        _ = session.handle(":nope")
        _ = session.handle(":help")
        #expect(session.failureCount == 1)
    }

    @Test("the greeting is two lines that say how to get help")
    func greeting() {
        let lines = Session().greeting().split(separator: "\n")
        #expect(lines.count >= 2)
        #expect(lines[1].contains(":help"))
    }
}
