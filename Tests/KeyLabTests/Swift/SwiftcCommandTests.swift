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
}
