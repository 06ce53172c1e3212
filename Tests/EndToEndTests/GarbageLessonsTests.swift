import Foundation
import Testing

@Suite("garbage lesson files never stop the others")
struct GarbageLessonsTests {
    static let good = """
    ---
    id: basics/good
    title: A good lesson
    concepts: [var]
    ---

    ## Step

    ```keylab
    > let x = 1
    x: Int = 1
    ```

    ## Summary

    Done.

    """

    func makeFolder() throws -> URL {
        let root = try BinaryRunner.temporaryDirectory()
        let topic = root.appendingPathComponent("en/01-basics")
        try FileManager.default.createDirectory(at: topic, withIntermediateDirectories: true)
        try Self.good.write(to: topic.appendingPathComponent("01-good.md"), atomically: true, encoding: .utf8)
        var bytes = [UInt8](repeating: 0, count: 600)
        var seed: UInt32 = 7
        for i in bytes.indices { seed = seed &* 1_103_515_245 &+ 12_345; bytes[i] = UInt8(truncatingIfNeeded: seed >> 16) }
        try Data(bytes).write(to: topic.appendingPathComponent("02-binary.md"))
        try "---\nid: basics/broken\ntitle: [oops\n---\n\n## S\n".write(to: topic.appendingPathComponent("03-broken.md"), atomically: true, encoding: .utf8)
        try "---\nid: basics/unclosed\ntitle: U\nconcepts: [var]\n---\n\n## S\n\n```keylab\n> let y = 2\ny: Int = 2\n".write(to: topic.appendingPathComponent("04-unclosed.md"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("check-lessons names file and line for each bad file and still checks the good one")
    func checkLessons() throws {
        let root = try makeFolder()
        let result = try BinaryRunner.run(["check-lessons", root.path, "--lang", "en"])
        #expect(result.status == 1)
        let all = result.stdout + result.stderr
        for name in ["02-binary.md:", "03-broken.md:"] {
            #expect(all.contains(name), "no file:line error for \(name)\n\(all)")
        }
        #expect(all.range(of: #"0[234]-\w+\.md:\d+: error"#, options: .regularExpression) != nil)
        #expect(!all.contains("01-good.md:"), "\(all)")
    }

    @Test("the REPL still lists the good lesson")
    func replListsGoodLesson() throws {
        let root = try makeFolder()
        let result = try BinaryRunner.run(["--lessons", root.path], stdin: ":lessons\n:lesson basics/good\n", environment: ["XDG_DATA_HOME": root.appendingPathComponent("data").path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("basics/good"))
        #expect(result.stdout.contains("A good lesson"))
    }
}
