import Foundation
import Testing
@testable import Lessons

@Suite("lesson files with a size cap")
struct LessonFileCapTests {
    @Test("a lesson over 1 MB is an error at line 1 and is not read")
    func oversizedLesson() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = lessonText(id: "basics/big", title: "Big") + String(repeating: "x", count: LessonLoader.sizeLimit)
        try folder.write("en/01-basics/01-big.md", text)
        try folder.write("en/01-basics/02-small.md", lessonText(id: "basics/small", title: "Small"))
        let library = LessonLibrary(root: folder.path, language: "en")
        #expect(library.lessons.map(\.id) == ["basics/small"])
        #expect(library.diagnostics.count == 1)
        let message = library.diagnostics.first?.description ?? ""
        #expect(message.hasPrefix(folder.path + "/en/01-basics/01-big.md:1: error: this lesson file is 1 MB, over the 1 MB limit"), "\(message)")
    }

    @Test("a FIFO named like a lesson is an error, not a hang", .timeLimit(.minutes(1)))
    func fifoLesson() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("en/01-basics/02-small.md", lessonText(id: "basics/small", title: "Small"))
        #expect(mkfifo(folder.path + "/en/01-basics/01-pipe.md", 0o644) == 0)
        let library = LessonLibrary(root: folder.path, language: "en")
        #expect(library.lessons.map(\.id) == ["basics/small"])
        #expect(library.diagnostics.first?.message == "cannot read this file: it is a FIFO (named pipe), not a regular file")
    }
}
