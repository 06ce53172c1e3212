import Testing
@testable import KeyLab

/// A command typed while a Swift entry is still open (a forgotten `}`) is
/// answered at once, instead of being swallowed as one more line of Swift.
@Suite struct CommandInsideEntryTests {
    private func session(_ language: String = "en") -> Session {
        Session(environment: SessionEnvironment(width: 80, language: language))
    }

    @Test(arguments: ["en", "ko"]) func aCommandInsideAnOpenEntryIsAnswered(language: String) {
        let s = session(language)
        #expect(s.handle("class Box {").needsMoreInput)
        let reply = s.handle(":check")
        #expect(reply.failed)
        #expect(reply.needsMoreInput)
        #expect(reply.output.contains(":check"))
        #expect(reply.output.contains("Ctrl-C"))
        #expect(reply.output.split(separator: "\n").allSatisfy { String($0).displayWidth <= 80 }, "\(reply.output)")
        #expect(s.isAwaitingMoreInput)
    }

    @Test func theEntryGoesOnAfterTheCommand() {
        let s = session()
        _ = s.handle("struct Box {")
        _ = s.handle(":hint")
        _ = s.handle("    var width = 3")
        let done = s.handle("}")
        #expect(!done.failed, "\(done.output)")
        #expect(!s.isAwaitingMoreInput)
        #expect(s.handle("Box().width").output.contains("3"))
    }

    @Test func quitStillLeaves() {
        let s = session()
        _ = s.handle("class Box {")
        let reply = s.handle(":quit")
        #expect(reply.ended || s.hasEnded)
    }
}

/// Inside a `"""` string a line that looks like a command is text.
@Suite struct CommandInsideStringTests {
    @Test func aCommandLikeLineInsideAStringIsText() {
        let s = Session(environment: SessionEnvironment(width: 80, language: "en"))
        _ = s.handle("func f() -> String {")
        _ = s.handle("    let s = \"\"\"")
        #expect(s.handle(":check").output.isEmpty)
        _ = s.handle("    \"\"\"")
        #expect(s.handle(":check").failed)
        _ = s.handle("    return s")
        #expect(!s.handle("}").failed)
        #expect(s.handle("f()").output.contains(":check"))
    }
}
