import Foundation
import Testing
@testable import KeyLab

/// A megabyte where keylab expects a name: answered at once, and not echoed.
@Suite("long words in commands")
struct LongWordTests {
    static let megabyte = String(repeating: "a", count: 1_000_000)

    @Test("a 1 MB word after ':' gets no suggestion and is echoed shortened")
    func unknownCommand() {
        let session = Session(environment: SessionEnvironment())
        let reply = session.handle(":" + Self.megabyte)
        #expect(reply.failed)
        #expect(reply.output.utf8.count < 300, "echoed \(reply.output.utf8.count) bytes")
        #expect(reply.output.contains("':" + String(repeating: "a", count: Suggestions.echoLimit) + "…'"))
    }

    @Test(":help with a 1 MB name, and 1 MB view, device, strategy and lesson names")
    func otherNames() {
        let session = Session(environment: SessionEnvironment())
        for line in [":help ", ":device ", ":strategy ", ":remove ", ":lesson ", ":add ", ":rotate ", ":keyboard "] {
            let reply = session.handle(line + Self.megabyte)
            #expect(reply.failed, "\(line)")
            #expect(reply.output.utf8.count < 2_000, "\(line) echoed \(reply.output.utf8.count) bytes")
        }
    }

    @Test("suggestions still come for near misses; words far longer than any name get none")
    func nearMissesStillSuggested() {
        #expect(Suggestions.didYouMean("qiut", in: ["quit", "help"]) == "did you mean 'quit'?")
        #expect(Suggestions.didYouMean("devices", in: ["dev"]) == nil)
        #expect(Suggestions.closest(to: "quitt", in: ["quit"]) == ["quit"])
        #expect(Suggestions.closest(to: String(repeating: "q", count: 50), in: ["quit"]).isEmpty)
        #expect(Suggestions.closest(to: "anything", in: []).isEmpty)
    }

    @Test("the echo keeps short words whole and cuts long ones with …")
    func echo() {
        #expect(Suggestions.echo("nickname") == "nickname")
        #expect(Suggestions.echo("닉네임") == "닉네임")
        let long = String(repeating: "닉", count: 100)
        #expect(Suggestions.echo(long) == String(repeating: "닉", count: Suggestions.echoLimit) + "…")
    }

    @Test("edit distance with three rows gives the table's answers")
    func distance() {
        #expect(Suggestions.editDistance("ab", "ba") == 1)
        #expect(Suggestions.editDistance("abc", "ca") == 3)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.editDistance("a", "") == 1)
    }
}
