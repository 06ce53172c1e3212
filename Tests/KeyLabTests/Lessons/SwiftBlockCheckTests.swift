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

    /// The same program, fine in swiftc's default language mode (5), is refused in a
    /// ```` ```swift swift6 ```` block: top-level variables belong to the main actor there.
    @Test(.enabled(if: swiftc != nil, "needs swiftc on the PATH"))
    func swift6BlocksCompileInTheSwift6LanguageMode() throws {
        let root = try LessonFixtures.temporaryFolder()
        let file = root + "/en/01-demo/01-swift6.md"
        try FileManager.default.createDirectory(atPath: root + "/en/01-demo", withIntermediateDirectories: true)
        let program = "var taps = 0\nfunc tap() { taps += 1 }\ntap()\nprint(taps)"
        try """
        ---
        id: demo/swift6
        title: Language modes
        concepts: []
        ---

        ## Modes

        ```swift
        \(program)
        ```

        ```output
        1
        ```

        ```swift swift6
        \(program)
        ```
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let outcome = LessonSuiteCheck.run(path: root, languages: ["en"], swiftcPath: swiftc, bless: false)
        let messages = outcome.diagnostics.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(file + ":20: error: swift block fails with swiftc") == true)
        #expect(messages.first?.contains("main actor-isolated var 'taps' can not be mutated from a nonisolated context") == true)
    }
}
