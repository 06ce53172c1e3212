import Foundation
import Testing
@testable import KeyLab

@Suite(":swiftc hands the session's Swift to the real compiler")
struct SwiftcCommandTests {
    static let swiftc: String? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("each later entry opens a nested scope so redeclarations shadow")
    func nestedScopes() {
        #expect(SwiftcSource.program(from: ["let x = 1", "let x = 2", "print(x)"]) == "let x = 1\ndo {\nlet x = 2\ndo {\nprint(x)\n}}\n")
        #expect(SwiftcSource.program(from: []) == "\n")
    }

    @Test("protocols, extensions and imports stay at file scope")
    func fileScopeEntries() {
        let program = SwiftcSource.program(from: ["let x = 1", "extension Int { var twice: Int { self * 2 } }", "print(x.twice)"])
        #expect(program == "extension Int { var twice: Int { self * 2 } }\nlet x = 1\ndo {\nprint(x.twice)\n}\n")
    }

    @Test("an entry refused as unsupported is handed to swiftc; a compile error is not")
    func refusedEntryIncluded() {
        let session = Session(environment: SessionEnvironment(swiftcPath: nil))
        _ = session.handle("let n = 2")
        _ = session.handle("let bad: Int = \"x\"")
        _ = session.handle("for m in [1].map({ $0 * n }) { print(m) }")
        #expect(session.swift.swiftcEntries == ["let n = 2", "for m in [1].map({ $0 * n }) { print(m) }"])
    }

    @Test("without swiftc on the PATH it says so")
    func noCompiler() {
        let reply = Session(environment: SessionEnvironment(swiftcPath: nil)).handle(":swiftc")
        #expect(reply.failed)
        #expect(reply.output.contains("no swiftc on the PATH"))
    }

    @Test("the real compiler runs the session's code, redeclarations included", .enabled(if: swiftc != nil))
    func realCompiler() {
        let session = Session(environment: SessionEnvironment(swiftcPath: Self.swiftc))
        _ = session.handle("let greeting = \"hi\"")
        _ = session.handle("let greeting = \"hello\"")
        _ = session.handle("print(greeting, 42)")
        let reply = session.handle(":swiftc")
        #expect(!reply.failed, "\(reply.output)")
        #expect(reply.output.contains("hello 42"))
    }

    @Test("the entry keylab just refused runs with the real compiler", .enabled(if: swiftc != nil))
    func refusedEntryRuns() {
        let session = Session(environment: SessionEnvironment(swiftcPath: Self.swiftc))
        let refused = session.handle("actor Counter { var n = 7 }; print(\"refused\", 7)")
        #expect(refused.output.contains("keylab does not support"))
        let reply = session.handle(":swiftc")
        #expect(reply.output.contains("refused 7"), "\(reply.output)")
    }
}
