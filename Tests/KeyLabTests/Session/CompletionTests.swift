import Testing
@testable import KeyLab

@Suite("tab completion")
struct CompletionTests {
    @Test("a command prefix completes to the command")
    func commandPrefix() {
        #expect(Session().completions(for: ":hel") == [":help"])
    }

    @Test("':' alone offers every command")
    func everyCommand() {
        let session = Session()
        #expect(session.completions(for: ":") == session.registry.names.sorted())
    }

    @Test(":help completes command names")
    func helpArgument() {
        #expect(Session().completions(for: ":help qu") == ["quit"])
    }

    @Test("unknown prefixes offer nothing")
    func nothing() {
        #expect(Session().completions(for: ":xyz").isEmpty)
        #expect(Session().completions(for: ":nosuchcommand arg").isEmpty)
    }

    @Test("Swift names declared in the session complete")
    func swiftNames() {
        let session = Session()
        _ = session.handle("let nickname = \"kim\"")
        #expect(session.completions(for: "print(nick").contains("nickname") || session.completions(for: "nick").contains("nickname"))
        #expect(session.completions(for: "pri").contains("print"))
    }
}
