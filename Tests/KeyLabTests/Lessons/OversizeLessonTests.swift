import Foundation
import Testing
@testable import KeyLab
@testable import Lessons

/// A lessons folder whose only lesson is over the size cap names the file
/// and the cap, instead of a bare "no lessons".
@Suite("a lesson file over the size cap")
struct OversizeLessonTests {
    @Test(":lessons and :lesson name the file and the limit")
    func namesTheFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-big-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("en/01-basics")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "---\nid: basics/big\ntitle: Big\n---\n\n## One\n\n" + String(repeating: "x", count: LessonLoader.sizeLimit)
        try text.write(to: folder.appendingPathComponent("01-big.md"), atomically: true, encoding: .utf8)
        let session = Session(environment: SessionEnvironment(lessonsDirectory: root.path))
        for command in [":lessons", ":lesson"] {
            let reply = session.handle(command)
            #expect(reply.failed)
            #expect(reply.output.contains("01-big.md:1: error: this lesson file is 1 MB, over the 1 MB limit"), "\(reply.output)")
            #expect(reply.output.hasPrefix("error: no lessons could be loaded from"))
        }
    }
}
