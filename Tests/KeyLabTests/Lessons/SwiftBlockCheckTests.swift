import Foundation
import Testing
@testable import KeyLab
@testable import Lessons

/// The real `swiftc`, when this machine has one.
private let swiftc: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":").map { $0 + "/swiftc" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite struct SwiftBlockCheckTests {
    @Test(.enabled(if: swiftc != nil, "needs swiftc on the PATH"))
    func swiftBlocksAreCompiledAndTheirOutputCompared() throws {
        let root = try LessonFixtures.temporaryFolder()
        let file = root + "/en/01-demo/01-swift.md"
        try FileManager.default.createDirectory(atPath: root + "/en/01-demo", withIntermediateDirectories: true)
        try """
        ---
        id: demo/swift
        title: Swift blocks
        concepts: []
        ---

        ## Programs

        ```swift
        print(1 + 1)
        ```

        ```output
        3
        ```

        ```swift
        let x: Int = "no"
        ```

        ```swift uikit
        view.frame.origin.y -= 258
        ```
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let outcome = LessonSuiteCheck.run(path: root, languages: ["en"], swiftcPath: swiftc, bless: false)
        let messages = outcome.diagnostics.map(\.description)
        #expect(messages.count == 2)
        #expect(messages.first == file + ":13: error: output block differs from what the swift block prints\n  expected:\n    | 3\n  actual:\n    | 2")
        #expect(messages.last?.hasPrefix(file + ":17: error: swift block fails with swiftc") == true)
        #expect(outcome.summary.last?.contains("2 swift blocks compiled") == true)
    }
}
